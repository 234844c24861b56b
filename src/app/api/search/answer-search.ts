import 'server-only'

import { getSearchIndex } from '@/data/search-index'
import { searchBodyLimitBytes } from '@/domain/search/search-limits'
import { facetValuesBody, parseSearchBody } from '@/domain/search/search-request'
import type { HandedAnswer, HandedRequest } from '@/lib/http/front-door-handoff'
import { logger } from '@/lib/logger'
import { rateLimiterFor, retryAfterSeconds } from '@/lib/rate-limit/limiters'
import { answerSearchRequest } from '@/lib/search/algolia-response'
import { answersOf } from '@/lib/search/answer-cache'

/** An error as Algolia's API answers one, so its clients show the message. */
const failure = (message: string, status: number, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  body: JSON.stringify({ message, status }),
})

/** How a path reads its body into a multi-query and answers with the results. */
type SearchEndpoint = {
  request: (json: unknown) => unknown
  response: (results: unknown[]) => unknown
}

const multiQuery: SearchEndpoint = { request: (json) => json, response: (results) => ({ results }) }

/**
 * What a path under `/api/search` asks: `/api/search` or Algolia's `/1/indexes/{any}/queries` a
 * multi-query; `/1/indexes/{index}/facets/{facet}/query` a facet-value search (one result, not a list); null otherwise.
 */
function endpointOf(path: readonly string[]): SearchEndpoint | null {
  if (path.length === 0) return multiQuery
  const [version, indexes, indexName = '', kind, facet = '', last] = path
  if (version !== '1' || indexes !== 'indexes') return null
  if (path.length === 4 && kind === 'queries') return multiQuery
  if (path.length === 6 && kind === 'facets' && last === 'query') {
    return {
      request: (json) => facetValuesBody(indexName, facet, json),
      response: (results) => results[0],
    }
  }
  return null
}

/**
 * `POST /api/search`: the site search, speaking Algolia's multi-query JSON (ADR 010), so
 * InstantSearch and the `algoliasearch` client use it as they would Algolia (host
 * `{site}/api/search`). 400 with a message for a request it cannot answer, 413 for a body over
 * 64 KB, 429 when a client asks too often. The front door calls it directly; the route, for
 * the first request and under `next dev`.
 */
export async function answerSearch({
  path,
  body,
  clientAddress,
}: HandedRequest): Promise<HandedAnswer> {
  const endpoint = endpointOf(path)
  if (!endpoint) return failure('Not found: post searches to /api/search.', 404)
  if (!(await rateLimiterFor('search').allow(clientAddress))) {
    return failure('Too many searches in a minute. Please wait a moment and try again.', 429, {
      'Retry-After': String(retryAfterSeconds('search')),
    })
  }
  if (body === null)
    return failure(`The body can be at most ${searchBodyLimitBytes / 1024} KB.`, 413)
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return failure('The body must be JSON like { "requests": [ … ] }.', 400)
  }
  const parsed = parseSearchBody(endpoint.request(json))
  if (!parsed.ok) return failure(parsed.message, 400)
  try {
    const index = await getSearchIndex()
    const answers = answersOf(index)
    const key = `${path.join('/')}\n${body}`
    let answer = answers.get(key)
    if (answer === undefined) {
      const results = await Promise.all(
        parsed.requests.map((each) => answerSearchRequest(index, each)),
      )
      answer = JSON.stringify(endpoint.response(results))
      answers.set(key, answer)
    }
    return {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
      body: answer,
    }
  } catch (error) {
    logger.error({
      msg: 'Search failed',
      err: error,
    })
    return failure('Search is not available for a moment. Please try again shortly.', 503, {
      'Retry-After': '5',
    })
  }
}
