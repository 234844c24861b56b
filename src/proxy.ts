import { isbot } from 'isbot'
import { NextResponse, type NextRequest } from 'next/server'

import { graphQLRequestProblem } from '@/lib/graphql/query-guards'
import { logger } from '@/lib/logger'
import { clientAddress } from '@/lib/rate-limit/client-address'
import { rateLimiterFor, retryAfterSeconds } from '@/lib/rate-limit/limiters'

/** Marks the proxy's own look-up of a page, so it is served normally and never proxied again. */
const lookupHeader = 'x-crawler-lookup'

/** Only page views are looked up again; a form post (a Server Action) must reach its action. */
const lookedUpMethods = new Set(['GET', 'HEAD'])

const graphqlPath = '/api/graphql'

const graphqlError = (message: string, status: number, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers })

/**
 * The gate in front of Payload's GraphQL: per-client rate limit, then the checks that need no
 * schema (JSON, syntax, fragment cycles, width, depth, list sizes), each a 4xx in microseconds.
 * What passes is answered as `application/graphql-response+json`, so Payload's validation errors
 * (e.g. not signed in) are 400s rather than 200s.
 */
async function gateGraphql(request: NextRequest) {
  if (!(await rateLimiterFor('graphql').allow(clientAddress(request.headers)))) {
    return graphqlError('Too many GraphQL requests. Please wait a minute and try again.', 429, {
      'Retry-After': String(retryAfterSeconds('graphql')),
    })
  }
  if (request.method !== 'POST') return NextResponse.next()
  const problem = graphQLRequestProblem(await request.text())
  if (problem) return graphqlError(problem, 400)
  const headers = new Headers(request.headers)
  headers.set('accept', 'application/graphql-response+json')
  return NextResponse.next({ request: { headers } })
}

/**
 * Crawlers and link-preview bots get the same status as a visitor but, when it is an error, a
 * minimal body instead of the error screen; a miss is logged with its path (seed §2, §8).
 * Only requests whose user agent looks like a bot reach this proxy (see `config.matcher`), and
 * it fetches the page as a visitor would, so the site stays static for everyone else.
 */
export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === graphqlPath) return gateGraphql(request)
  if (
    !lookedUpMethods.has(request.method) ||
    request.headers.has(lookupHeader) ||
    !isbot(request.headers.get('user-agent'))
  ) {
    return NextResponse.next()
  }
  const response = await fetch(request.nextUrl, {
    method: request.method,
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
    '/api/graphql',
    {
      source: '/((?!_next/|api/|admin|builds/).*)',
      has: [
        {
          type: 'header',
          key: 'user-agent',
          value: '.*([Bb]ot|[Cc]rawl|[Ss]pider|[Ss]lurp|[Pp]review|externalhit|[Hh]eadless).*',
        },
      ],
      // A request with a body (a form post) never passes through the proxy: Next can drop the
      // body of a request its Node proxy has seen (vercel/next.js#83453), losing the message.
      missing: [{ type: 'header', key: 'content-type' }],
    },
  ],
}
