import type { IncomingMessage } from 'node:http'

import { pathOf } from '@/domain/http/request-screen'
import { logger } from '@/lib/logger'
import type { AppBridge } from '@/server/boot/app-bridge'
import type { Middleware } from '@/server/door/chain'

/** Addresses that are never an old page's: the admin, the APIs, Next's files and routes, uploads. */
const neverRedirected = /^\/(?:api|admin|next|_next|files)(?:\/|$)/

/**
 * Answers a page view of an old address with its redirect (ADR 025): 308 or 307, one `Location`
 * with the visitor's query kept, before Next renders anything. Here because a cached page cannot
 * read the query, and Next's `redirect()` in a cached page sends `Location` twice on its first
 * answer (vercel/next.js#82117; docs/workarounds.md). A staff member's draft view goes on to the
 * page, which may be the one replacing the old address. When the lookup fails (the database out
 * of reach), the request goes on: a cached page is still served.
 */
export function answerRedirects({
  redirectAt,
  isDraftView,
}: {
  redirectAt: AppBridge['redirectAt']
  isDraftView: (request: IncomingMessage) => boolean
}): Middleware {
  return async (request, response, next) => {
    const isPageView = request.method === 'GET' || request.method === 'HEAD'
    const url = request.url ?? '/'
    const path = pathOf(url)
    if (!isPageView || neverRedirected.test(path) || isDraftView(request)) return next()
    const answer = await redirectAt({ path, search: url.slice(path.length) }).catch(
      (error: unknown) => {
        logger.warn({ msg: 'Could not look up a redirect; the page goes on', err: error })
        return null
      },
    )
    if (!answer) return next()
    response.writeHead(answer.status, {
      Location: answer.location,
      'Cache-Control': answer.cacheControl,
    })
    response.end()
  }
}
