import { isbot } from 'isbot'
import { NextResponse, type NextRequest } from 'next/server'

import { logger } from '@/lib/logger'

/** Marks the proxy's own look-up of a page, so it is served normally and never proxied again. */
const lookupHeader = 'x-crawler-lookup'

/**
 * Crawlers and link-preview bots get the same status as a visitor but, when it is an error, a
 * minimal body instead of the error screen; a miss is logged with its path (seed §2, §8).
 * Only requests whose user agent looks like a bot reach this proxy (see `config.matcher`), and
 * it fetches the page as a visitor would, so the site stays static for everyone else.
 */
export async function proxy(request: NextRequest) {
  if (request.headers.has(lookupHeader) || !isbot(request.headers.get('user-agent'))) {
    return NextResponse.next()
  }
  const response = await fetch(request.nextUrl, {
    headers: { [lookupHeader]: '1', accept: request.headers.get('accept') ?? 'text/html' },
    redirect: 'manual',
  })
  if (response.status < 400) return response
  const path = request.nextUrl.pathname
  if (response.status === 404) {
    logger.info({ msg: `Page not found: ${path}`, path })
    return new Response('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  }
  // The failed render was logged with its path by onRequestError; logging it here would double it.
  return new Response('Error.', {
    status: response.status,
    headers: { 'Content-Type': 'text/plain' },
  })
}

export const config = {
  matcher: [
    {
      source: '/((?!_next/|api/|admin|builds/).*)',
      has: [
        {
          type: 'header',
          key: 'user-agent',
          value: '.*([Bb]ot|[Cc]rawl|[Ss]pider|[Ss]lurp|[Pp]review|externalhit|[Hh]eadless).*',
        },
      ],
    },
  ],
}
