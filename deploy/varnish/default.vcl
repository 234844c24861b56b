# The site's HTTP cache: Varnish 7 with the xkey module (Debian: varnish, varnish-modules).
# Pages come with their cache tags in Surrogate-Key and their lifetime in Surrogate-Control
# (src/domain/http/shared-cache-policy.ts); a publish purges exactly its tags
# (src/lib/cache/purge-tags.ts). Both headers are kept here and never reach a visitor.
# The key is the address, the host, the analytics consent and Next's router headers. A request
# with anything else that changes the answer passes the cache (vcl_recv), or gets an answer the
# app keeps from shared caches (a cookie; no-store, or private without a Surrogate-Control for this
# cache), which is never stored (vcl_backend_response).
# `npm run test:edge` runs this file in front of a production instance, and sends every request
# header the site reads through it (its header matrix, tests/edge/header-matrix.ts).
vcl 4.1;

import std;
import xkey;

# The app's address (one instance, or the load balancer in front of several) and the addresses
# allowed to purge: origin.vcl beside this file, one per deployment (docs/deploy.md).
include "origin.vcl";

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey-purge) {
            set req.http.purged = xkey.purge(req.http.xkey-purge);
            return (synth(200, "Purged " + req.http.purged + " objects"));
        }
        # A new build's start: drop the pages of every other build (their scripts are gone).
        if (req.http.purge-builds-except ~ "^[0-9a-z-]+$") {
            ban("obj.http.xkey !~ build:" + req.http.purge-builds-except);
            return (synth(200, "Dropped other builds"));
        }
        return (synth(400, "Send xkey-purge or purge-builds-except"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The admin, the APIs (search included: it is a POST) and the app's internal routes.
    if (req.url ~ "^/(admin|api|next)(/|\?|$)") {
        return (pass);
    }
    # Staff signed in (Payload's cookie) or in draft view (Next's) always see the current page.
    # __prerender_bypass is Next's internal name (src/lib/internals/next-build-output.ts).
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)(payload-token|__prerender_bypass)=") {
        return (pass);
    }
    # No page view names a Server Action (a POST) or carries what Next's servers send each other
    # (src/lib/internals/next-request-headers.ts names both): what the app answers such a request
    # is never kept, as a stale action's 404 once was, for every visitor, the moment a page's day
    # ran out (issue 37). The router's headers are part of the key instead (vcl_hash).
    if (req.http.Next-Action || req.http.X-Action-Forwarded || req.http.Next-Resume ||
        req.http.X-Next-Resume-State-Length || req.http.X-Prerender-Revalidate ||
        req.http.X-Prerender-Revalidate-If-Generated || req.http.X-Next-Revalidated-Tags ||
        req.http.X-Next-Revalidate-Tag-Token || req.http.X-Matched-Path ||
        req.http.X-Now-Route-Matches || req.http.X-Nextjs-Data || req.http.X-Middleware-Prefetch ||
        req.http.Next-HMR-Refresh) {
        return (pass);
    }
    # The one cookie that changes a response: analytics consent widens its Content-Security-Policy
    # (src/server/decorate/analytics-csp.ts). Every other cookie is dropped, and the consent is
    # part of the cache key (vcl_hash), so each visitor gets the policy of their own choice.
    if (req.http.Cookie ~ "(^|;\s*)analytics-consent=granted(;|$)") {
        set req.http.Cookie = "analytics-consent=granted";
    } else {
        unset req.http.Cookie;
    }
    # While the app answers its health check, a stale object is served at most 10 s while a fresh
    # one is fetched; while it does not, for up to beresp.grace.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 10s;
    }
    return (hash);
}

sub vcl_hash {
    if (req.http.Cookie) {
        hash_data(req.http.Cookie);
    }
    # A client-side navigation's request gets objects of its own, one for each value of the
    # router's headers (src/lib/internals/next-request-headers.ts): Next varies its payload
    # on them, but answers without a Vary where it redirects (a navigation that lacks its `_rsc`
    # query) or refuses, and such an answer would otherwise stand for the page.
    if (req.http.RSC) {
        hash_data("rsc:" + req.http.RSC);
    }
    if (req.http.Next-Router-State-Tree) {
        hash_data("state-tree:" + req.http.Next-Router-State-Tree);
    }
    if (req.http.Next-Router-Prefetch) {
        hash_data("prefetch:" + req.http.Next-Router-Prefetch);
    }
    if (req.http.Next-Router-Segment-Prefetch) {
        hash_data("segment-prefetch:" + req.http.Next-Router-Segment-Prefetch);
    }
    if (req.http.Next-Url) {
        hash_data("next-url:" + req.http.Next-Url);
    }
    # Varnish's own vcl_hash follows: the URL and the host.
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # A failed refresh keeps the stale copy rather than replacing it with the error.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Before anything below can keep it, Varnish's own checks (its builtin.vcl, which would
    # otherwise run last): a response that sets a cookie, is `no-store`, `private` or `no-cache`
    # (by Surrogate-Control where the app sends it for this cache, by Cache-Control otherwise) or
    # varies on everything is never stored, whatever its status. The app marks so every refusal,
    # miss and error (a bot's bare 404, a subresource's, a stale action's) and a staff member's
    # draft view: each may depend on a request header the key lacks. (Varnish keeps 120 s only a
    # note to fetch that address uncoalesced, which the next cacheable answer replaces.)
    call vcl_beresp_cookie;
    call vcl_beresp_control;
    call vcl_beresp_vary;
    # What the app sends without any caching header (a redirect, say) is not kept: a purge could
    # not reach it.
    if (!beresp.http.Cache-Control && !beresp.http.Surrogate-Control && !beresp.http.Expires) {
        set beresp.ttl = 0s;
    }
    if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
        set beresp.ttl = std.duration(
            regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1s"), 0s);
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    set beresp.grace = 24h;
    # Compressed once, when stored, for what the app sent uncompressed; Varnish asks the app for
    # gzip and keeps it, and unzips only for the rare client that cannot take it.
    if (!beresp.http.Content-Encoding &&
        beresp.http.Content-Type ~ "^(text/|application/(json|javascript|xml|rss\+xml|manifest\+json)|image/svg\+xml)") {
        set beresp.do_gzip = true;
    }
    # Varnish's own vcl_backend_response follows: a zero lifetime makes the response uncacheable.
}

sub vcl_backend_error {
    set beresp.http.Content-Type = "text/html; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "30";
    synthetic({"<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Back in a moment</title><body style="font:1.25rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>Back in a moment</h1><p>The site is restarting. Please try again in a minute.</p></body></html>"});
    return (deliver);
}

sub vcl_deliver {
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Surrogate-Control;
    unset resp.http.Via;
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
