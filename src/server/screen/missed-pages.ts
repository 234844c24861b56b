import type { ServerResponse } from 'node:http'

import { isbot } from 'isbot'
import onHeaders from 'on-headers'

import { clientAddressHeader, rateLimitedClientOf } from '@/domain/http/client-address'
import { isCountedMissPath, isPageAddress, referrerHostOf } from '@/domain/http/missed-pages'
import { pathOf } from '@/domain/http/request-screen'
import { logger } from '@/lib/logger'
import type { Miss } from '@/server/boot/missed-page-tally'
import type { Middleware } from '@/server/door/chain'

/** Characters of an address written to the log. */
const loggedPathLength = 200

/**
 * Logs every page view answered with 404 (path and referring host, never the query) and hands
 * those worth counting to `record` (the tally, src/server/boot/missed-page-tally.ts). Here, before
 * the link that sends unknown addresses to Next's 404 page, because that link changes the
 * request's address; it watches the answer, so a 404 of a page's own `notFound()` is seen too.
 * Link prefetches are not visits and are left out.
 */
export function missedPages({ record }: { record: (miss: Miss) => Promise<void> }): Middleware {
  return (request, response, next) => {
    const isPageView =
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.headers['next-router-prefetch'] === undefined
    const path = isPageView ? decodeURIComponent(pathOf(request.url ?? '/')) : ''
    if (!isPageView || !isPageAddress(path)) return next()
    onHeaders(response, function (this: ServerResponse) {
      if (this.statusCode !== 404) return
      const referrerHost = referrerHostOf(request.headers.referer)
      const isBot = isbot(request.headers['user-agent'])
      logger.info({
        msg: `Page not found: ${path.slice(0, loggedPathLength)}`,
        path: path.slice(0, loggedPathLength),
        referrerHost,
        isBot,
      })
      if (!isCountedMissPath(path)) return
      const client = rateLimitedClientOf(String(request.headers[clientAddressHeader] ?? 'unknown'))
      const miss: Miss = {
        path,
        referrerHost,
        source: isBot ? 'bot' : 'visitor',
        client,
        at: new Date(),
      }
      record(miss).catch((error: unknown) =>
        logger.warn({ msg: 'Missed pages: could not count a miss', err: error }),
      )
    })
    next()
  }
}
