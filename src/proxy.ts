import { NextResponse, type NextRequest } from 'next/server'

import { graphQLRequestProblem } from '@/lib/graphql/query-guards'
import { clientAddress } from '@/lib/rate-limit/client-address'
import { rateLimiterFor, retryAfterSeconds } from '@/lib/rate-limit/limiters'

const graphqlError = (message: string, status: number, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers })

/**
 * The gate in front of Payload's GraphQL: per-client rate limit, then the checks that need no
 * schema (JSON, syntax, fragment cycles, width, depth, list sizes), each a 4xx in microseconds.
 * What passes is answered as `application/graphql-response+json`, so Payload's validation errors
 * (e.g. not signed in) are 400s rather than 200s.
 */
export async function proxy(request: NextRequest) {
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

export const config = { matcher: ['/api/graphql'] }
