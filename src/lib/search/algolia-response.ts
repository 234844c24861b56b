import { threadId } from 'node:worker_threads'

import { highlight, queryTerms, snippet, type QueryTerm } from '@/domain/search/highlight'
import { searchLimits } from '@/domain/search/search-limits'
import type { SearchRecord } from '@/domain/search/search-record'
import type { SearchParams, SearchRequest } from '@/domain/search/search-request'
import { isWithinTypos } from '@/lib/internals/orama-typo-distance'

import { searchRecords, type SearchIndex } from './search-index'
import type { SearchAnswer } from './search-thread'

/** Facet values counted for a facet-value search, before its query narrows them. */
const facetValuesCounted = 1000

/** One hit as Algolia returns it: the record's fields (not its body), highlights and a snippet. */
function hitOf(
  index: SearchIndex,
  record: SearchRecord,
  params: SearchParams,
  terms: QueryTerm[],
  tolerance: number,
) {
  const options = {
    normalize: index.normalize,
    tolerance,
    isWithinTypos,
    preTag: params.highlightPreTag,
    postTag: params.highlightPostTag,
  }
  const { body, ...shown } = record
  return {
    ...shown,
    _highlightResult: {
      title: highlight(record.title, terms, options),
      excerpt: highlight(record.excerpt, terms, options),
    },
    _snippetResult: {
      body: snippet(body, terms, {
        ...options,
        length: params.snippetWords,
        ellipsis: params.snippetEllipsisText,
      }),
    },
  }
}

async function hitsResult(index: SearchIndex, params: SearchParams, started: number) {
  const result = await searchRecords(index, params)
  // One list of terms for all hits: words already compared with it are remembered (highlight).
  const terms = queryTerms(params.query, index.normalize)
  const reachable = Math.min(result.nbHits, searchLimits.page)
  return {
    hits: result.hits.map((record) => hitOf(index, record, params, terms, result.tolerance)),
    nbHits: result.nbHits,
    page: params.page,
    nbPages: params.hitsPerPage === 0 ? 0 : Math.ceil(reachable / params.hitsPerPage),
    hitsPerPage: params.hitsPerPage,
    facets: result.facets,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true },
    query: params.query,
    index: params.indexName,
    processingTimeMS: Math.round(performance.now() - started),
  }
}

async function facetValuesResult(
  index: SearchIndex,
  request: Extract<SearchRequest, { kind: 'facetValues' }>,
  started: number,
) {
  const { params, facet, facetQuery, maxFacetHits } = request
  const result = await searchRecords(
    index,
    { ...params, facets: [facet], hitsPerPage: 0, page: 0 },
    facetValuesCounted,
  )
  const terms = queryTerms(facetQuery, index.normalize)
  const options = {
    normalize: index.normalize,
    tolerance: 0,
    isWithinTypos,
    preTag: params.highlightPreTag,
    postTag: params.highlightPostTag,
  }
  const facetHits = Object.entries(result.facets[facet] ?? {})
    .map(([value, count]) => ({ value, count, match: highlight(value, terms, options) }))
    .filter(({ match }) => terms.length === 0 || match.matchLevel === 'full')
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, maxFacetHits)
    .map(({ value, count, match }) => ({ value, highlighted: match.value, count }))
  return {
    facetHits,
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  }
}

/** Answers one checked request of a multi-query in Algolia's response shape. */
export async function answerSearchRequest(index: SearchIndex, request: SearchRequest) {
  const started = performance.now()
  return request.kind === 'hits'
    ? hitsResult(index, request.params, started)
    : facetValuesResult(index, request, started)
}

/** Answers the checked requests of a multi-query, each in Algolia's response shape. */
/**
 * The answer to checked `requests` as the API sends it, JSON text: the list of results, as
 * Algolia's multi-query answers (`results`), or its first, as its facet-value search does
 * (`first`), with the time it took, which the rate limit counts. Instead, for an answer over
 * `searchLimits.answerBytes`, its size; and for requests still unanswered once `maxWorkMs` has
 * passed (when given), the time spent: the rest are not searched.
 */
export async function answerText(
  index: SearchIndex,
  requests: readonly SearchRequest[],
  shape: 'results' | 'first',
  maxWorkMs = Infinity,
): Promise<SearchAnswer> {
  const started = performance.now()
  const results: Awaited<ReturnType<typeof answerSearchRequest>>[] = []
  for (const request of requests) {
    const workMs = performance.now() - started
    if (workMs > maxWorkMs) return { kind: 'tooSlow', workMs }
    results.push(await answerSearchRequest(index, request))
  }
  const body = JSON.stringify(shape === 'first' ? results[0] : { results })
  const workMs = performance.now() - started
  const bytes = Buffer.byteLength(body)
  return bytes > searchLimits.answerBytes
    ? { kind: 'tooLarge', bytes, workMs }
    : { kind: 'answered', body, workMs, threadId }
}
