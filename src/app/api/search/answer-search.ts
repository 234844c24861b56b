import 'server-only'

import { getSearchIndex } from '@/data/search-index'
import { searchBodyLimitBytes, searchLimits } from '@/domain/search/search-limits'
import {
  facetValuesBody,
  parseSearchBody,
  searchRequestPoints,
} from '@/domain/search/search-request'
import { logger } from '@/lib/logger'
import { rateLimiterFor, retryAfterSeconds } from '@/lib/rate-limit/limiters'
import { answersOf } from '@/lib/search/answer-cache'
import { chargeSearchWork } from '@/lib/search/search-points'
import type { HandedAnswer, HandedRequest } from '@/server/boot/app-bridge'

/** An error as Algolia's API answers one, so its clients show the message. */
const failure = (message: string, status: number, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  body: JSON.stringify({ message, status }),
})

/** How a path reads its body into a multi-query, and answers the list of results or the first. */
type SearchEndpoint = { request: (json: unknown) => unknown; shape: 'results' | 'first' }

const tooManySearches = () =>
  failure('Too many searches in a minute. Please wait a moment and try again.', 429, {
    'Retry-After': String(retryAfterSeconds('search')),
  })

const searchIsBusy = () =>
  failure('Search is busy for a moment. Please try again shortly.', 503, { 'Retry-After': '2' })

const found = (body: string): HandedAnswer => ({
  status: 200,
  headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  body,
})

const answerTooLarge = (bytes: number) =>
  failure(
    `The answer would be ${Math.ceil(bytes / 1024)} KB, over the ${searchLimits.answerBytes / 1024} KB a search may return: ask for fewer hits or facet values, a shorter snippet or shorter highlight tags.`,
    400,
  )

const answerTooSlow = () =>
  failure(
    `The search took the server more than ${searchLimits.workMs / 1000} s: ask for fewer requests, or search fewer or longer words.`,
    400,
  )

const multiQuery: SearchEndpoint = { request: (json) => json, shape: 'results' }

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
    return { request: (json) => facetValuesBody(indexName, facet, json), shape: 'first' }
  }
  return null
}

/**
 * `POST /api/search`: the site search, speaking Algolia's multi-query JSON (ADR 010), so
 * InstantSearch and the `algoliasearch` client use it as they would Algolia (host
 * `{site}/api/search`). 400 with a message for a request it cannot answer, 413 for a body over
 * 64 KB, 429 when a client has used its search points for the minute (a point a request, one
 * more for each further 20 hits it asks for, `searchRequestPoints`, or for each 10 ms the search
 * thread spent on it, `searchWorkPoints`, whichever is more), 503 when the search thread has too
 * many searches waiting. The front door calls it directly, through the app bridge (ADR 022), in
 * production and under `npm run dev` alike: it is the search's one entrance.
 */
export async function answerSearch({
  path,
  body,
  clientAddress,
}: HandedRequest): Promise<HandedAnswer> {
  const endpoint = endpointOf(path)
  if (!endpoint) return failure('Not found: post searches to /api/search.', 404)
  // Every request counts a point as it comes, so a flood of bodies is refused before any is
  // parsed; a search that asks for more counts the rest once it has been checked.
  const limiter = rateLimiterFor('search')
  if (!(await limiter.allow(clientAddress))) return tooManySearches()
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
  const points = searchRequestPoints(parsed.requests)
  if (points > 1 && !(await limiter.allow(clientAddress, points - 1))) return tooManySearches()
  try {
    const index = await getSearchIndex()
    const answers = answersOf(index)
    const key = `${path.join('/')}\n${body}`
    const kept = answers.get(key)
    if (kept !== undefined) return found(kept)
    const answer = await index.answer(parsed.requests, {
      shape: endpoint.shape,
      whenBusy: 'refuse',
      maxWorkMs: searchLimits.workMs,
    })
    if (answer === null) return searchIsBusy()
    await chargeSearchWork(clientAddress, answer.workMs, points)
    if (answer.kind === 'tooLarge') return answerTooLarge(answer.bytes)
    if (answer.kind === 'tooSlow') return answerTooSlow()
    answers.set(key, answer.body)
    return found(answer.body)
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
