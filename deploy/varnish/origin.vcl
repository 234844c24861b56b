# One deployment's part of the cache's configuration (included by default.vcl): where the app is,
# and who may purge. This one: one instance on the same machine. In front of several instances,
# point the backend at the load balancer and list every instance's address in `purgers`.
backend app {
    .host = "127.0.0.1";
    .port = "3000";
    .first_byte_timeout = 30s;
    # Varnish serves stale pages for up to a day while this check fails (default.vcl, grace).
    .probe = {
        .url = "/api/health";
        .interval = 2s;
        .timeout = 2s;
        .window = 3;
        .threshold = 2;
    }
}

acl purgers {
    "127.0.0.1";
    "::1";
}
