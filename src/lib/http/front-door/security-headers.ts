import type { ServerResponse } from 'node:http'

import onHeaders from 'on-headers'

import type { Middleware } from './chain'

/**
 * Gives every response the site's security headers (CSP, nosniff, frame rules…) where the app has
 * not set its own: the front door's refusals, Next's static files and its 404s included. Here
 * because a refusal never reaches Next, which adds them from next.config.ts.
 */
export function securityHeaders(headers: Readonly<Record<string, string>>): Middleware {
  const entries = Object.entries(headers)
  return (_request, response, next) => {
    onHeaders(response, function (this: ServerResponse) {
      for (const [name, value] of entries) if (!this.hasHeader(name)) this.setHeader(name, value)
    })
    next()
  }
}

/**
 * Keeps refusals, misses and errors out of shared caches and browsers' stores (`no-store`): a CDN
 * in front would otherwise keep a 404 of a page about to be published for as long as Next's
 * `s-maxage` says (a year).
 */
export function uncachedErrors(): Middleware {
  return (_request, response, next) => {
    onHeaders(response, function (this: ServerResponse) {
      if (this.statusCode >= 400) this.setHeader('Cache-Control', 'no-store')
    })
    next()
  }
}
