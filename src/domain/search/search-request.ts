import { z } from 'zod'

import {
  searchFacets,
  searchIndices,
  searchLimits,
  searchPoint,
  type SearchFacet,
  type SearchIndexName,
} from './search-limits'

/** Attributes a numeric filter can compare: a post's date (Unix seconds), a service's price. */
export const numericAttributes = ['date', 'startingPrice'] as const
export type NumericAttribute = (typeof numericAttributes)[number]

/** One facet condition: `type:post`, or `type:-post` to exclude. */
export type FacetCondition = { facet: SearchFacet; value: string; negated: boolean }

export type NumericCondition = {
  attribute: NumericAttribute
  operator: '<' | '<=' | '=' | '>=' | '>'
  value: number
}

/** What one request of a multi-query asks, checked. */
export type SearchParams = {
  indexName: SearchIndexName
  query: string
  /** Outer list: every entry must hold (AND); inner list: any condition holds (OR). */
  facetFilters: FacetCondition[][]
  numericFilters: NumericCondition[]
  facets: SearchFacet[]
  page: number
  hitsPerPage: number
  maxValuesPerFacet: number
  highlightPreTag: string
  highlightPostTag: string
  snippetEllipsisText: string
  /** Words of the body's snippet. */
  snippetWords: number
}

export type SearchRequest =
  | { kind: 'hits'; params: SearchParams }
  | {
      kind: 'facetValues'
      params: SearchParams
      facet: SearchFacet
      facetQuery: string
      maxFacetHits: number
    }

export type ParsedSearchBody =
  { ok: true; requests: SearchRequest[] } | { ok: false; message: string }

const facetList = searchFacets.join(', ')
const indexList = Object.keys(searchIndices).join(', ')

const isFacet = (name: string): name is SearchFacet =>
  (searchFacets as readonly string[]).includes(name)
const isIndex = (name: string): name is SearchIndexName => Object.hasOwn(searchIndices, name)

class SearchRequestProblem extends Error {}
const problem = (message: string): never => {
  throw new SearchRequestProblem(message)
}

const integerIn = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number.` })
    .int({ error: `${name} must be a whole number.` })
    .min(min, { error: `${name} must be at least ${min}.` })
    .max(max, { error: `${name} can be at most ${max}.` })

const tag = (name: string) =>
  z.string({ error: `${name} must be text.` }).max(searchLimits.tagLength, {
    error: `${name} can be at most ${searchLimits.tagLength} characters.`,
  })

/** The parameters this endpoint reads; Algolia's others are accepted and have no effect. */
const paramsSchema = z.looseObject({
  query: z
    .string({ error: 'query must be text.' })
    .max(searchLimits.queryLength, {
      error: `The search can be at most ${searchLimits.queryLength} characters long.`,
    })
    .optional(),
  facets: z.unknown().optional(),
  facetFilters: z.unknown().optional(),
  numericFilters: z.unknown().optional(),
  page: integerIn('page', 0, searchLimits.page).optional(),
  hitsPerPage: integerIn('hitsPerPage', 0, searchLimits.hitsPerPage).optional(),
  maxValuesPerFacet: integerIn('maxValuesPerFacet', 1, searchLimits.maxValuesPerFacet).optional(),
  highlightPreTag: tag('highlightPreTag').optional(),
  highlightPostTag: tag('highlightPostTag').optional(),
  snippetEllipsisText: tag('snippetEllipsisText').optional(),
  attributesToSnippet: z.unknown().optional(),
  facetQuery: z
    .string({ error: 'facetQuery must be text.' })
    .max(searchLimits.queryLength, {
      error: `facetQuery can be at most ${searchLimits.queryLength} characters.`,
    })
    .optional(),
  maxFacetHits: integerIn('maxFacetHits', 1, searchLimits.maxFacetHits).optional(),
  filters: z.unknown().optional(),
  optionalFilters: z.unknown().optional(),
})

/** A list parameter as Algolia takes it: a JSON array, a JSON array in a string, or a comma list. */
function listOf(value: unknown, name: string): unknown[] {
  if (value === undefined || value === '') return []
  if (Array.isArray(value)) return value
  if (typeof value === 'string') {
    if (value.trimStart().startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(value)
        if (Array.isArray(parsed)) return parsed
      } catch {
        // Reported below as not a list.
      }
      return problem(`${name} must be a list.`)
    }
    return value.split(',')
  }
  return problem(`${name} must be a list.`)
}

function facetCondition(text: unknown): FacetCondition {
  if (typeof text !== 'string') return problem('Each facet filter must be text like "type:post".')
  const colon = text.indexOf(':')
  const facet = colon > 0 ? text.slice(0, colon) : ''
  if (!isFacet(facet)) {
    return problem(`Unknown facet in the filter "${text.slice(0, 80)}": use one of ${facetList}.`)
  }
  // Algolia's syntax: "type:-post" leaves posts out; "type:\\-post" is the value "-post".
  const value = text.slice(colon + 1)
  const negated = value.startsWith('-')
  return { facet, value: negated ? value.slice(1) : value.replace(/^\\-/, '-'), negated }
}

function facetFiltersOf(value: unknown): FacetCondition[][] {
  return listOf(value, 'facetFilters').map((entry) =>
    Array.isArray(entry) ? entry.map(facetCondition) : [facetCondition(entry)],
  )
}

const numericPattern = /^\s*([A-Za-z]+)\s*(<=|>=|<|>|=)\s*(-?\d+(?:\.\d+)?)\s*$/

function numericFiltersOf(value: unknown): NumericCondition[] {
  return listOf(value, 'numericFilters').map((entry) => {
    const match = typeof entry === 'string' ? numericPattern.exec(entry) : null
    const attribute = match?.[1] ?? ''
    if (!match || !(numericAttributes as readonly string[]).includes(attribute)) {
      return problem(
        `Each numeric filter must be like "startingPrice<=1500", on ${numericAttributes.join(' or ')}.`,
      )
    }
    return {
      attribute: attribute as NumericAttribute,
      operator: match[2] as NumericCondition['operator'],
      value: Number(match[3]),
    }
  })
}

function facetsOf(value: unknown): SearchFacet[] {
  const names = listOf(value, 'facets')
  if (names.includes('*')) return [...searchFacets]
  return names.map((name) =>
    typeof name === 'string' && isFacet(name)
      ? name
      : problem(`Unknown facet "${String(name).slice(0, 80)}": use one of ${facetList}.`),
  )
}

/** Words of the body's snippet from `attributesToSnippet` (e.g. `["body:30"]`); 20 by default. */
function snippetWordsOf(value: unknown): number {
  for (const entry of listOf(value, 'attributesToSnippet')) {
    const match = typeof entry === 'string' ? /^body(?::(\d+))?$/.exec(entry) : null
    if (match) return Math.min(Number(match[1] ?? 20) || 1, searchLimits.snippetWords)
  }
  return 20
}

/** Algolia's legacy `params` string: `query=a&hitsPerPage=20&facets=%5B%22type%22%5D`. */
function paramsFromString(text: string): Record<string, unknown> {
  return Object.fromEntries(new URLSearchParams(text))
}

function parseRequest(raw: unknown): SearchRequest {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return problem('Each entry of "requests" must be an object with an indexName.')
  }
  const { params: nested, indexName, type, facet, ...inline } = raw as Record<string, unknown>
  if (typeof indexName !== 'string' || !isIndex(indexName)) {
    return problem(`Unknown index "${String(indexName).slice(0, 80)}": use one of ${indexList}.`)
  }
  const merged = {
    ...inline,
    ...(typeof nested === 'string' ? paramsFromString(nested) : (nested as object | undefined)),
  }
  const parsed = paramsSchema.safeParse(merged)
  // A failed parse has at least one issue; the first is the message.
  if (!parsed.success) return problem((parsed.error.issues[0] as z.core.$ZodIssue).message)
  const given = parsed.data
  if (given.filters !== undefined || given.optionalFilters !== undefined) {
    return problem('"filters" is not supported here: use facetFilters and numericFilters.')
  }
  const params: SearchParams = {
    indexName,
    query: given.query ?? '',
    facetFilters: facetFiltersOf(given.facetFilters),
    numericFilters: numericFiltersOf(given.numericFilters),
    facets: facetsOf(given.facets),
    page: given.page ?? 0,
    hitsPerPage: given.hitsPerPage ?? 20,
    maxValuesPerFacet: given.maxValuesPerFacet ?? 100,
    highlightPreTag: given.highlightPreTag ?? '<em>',
    highlightPostTag: given.highlightPostTag ?? '</em>',
    snippetEllipsisText: given.snippetEllipsisText ?? '…',
    snippetWords: snippetWordsOf(given.attributesToSnippet),
  }
  if (type !== 'facet') return { kind: 'hits', params }
  const facetName = facet ?? (merged as { facetName?: unknown }).facetName
  if (typeof facetName !== 'string' || !isFacet(facetName)) {
    return problem(`Unknown facet "${String(facetName).slice(0, 80)}": use one of ${facetList}.`)
  }
  return {
    kind: 'facetValues',
    params,
    facet: facetName,
    facetQuery: given.facetQuery ?? '',
    maxFacetHits: given.maxFacetHits ?? 10,
  }
}

/** Hits a checked request returns: a facet-value search returns values, not hits. */
const hitsAskedBy = (request: SearchRequest) =>
  request.kind === 'hits' ? request.params.hitsPerPage : 0

/**
 * Reads a multi-query body as Algolia's clients send it (`{ "requests": [{ indexName, params }] }`,
 * the params inline, as an object, or as a URL-encoded string; `type: "facet"` for facet-value
 * search) and checks it. A problem comes back as one message a developer can act on.
 */
export function parseSearchBody(body: unknown): ParsedSearchBody {
  if (
    !body ||
    typeof body !== 'object' ||
    !Array.isArray((body as { requests?: unknown }).requests)
  ) {
    return {
      ok: false,
      message: 'Send JSON like { "requests": [{ "indexName": "site", "query": "…" }] }.',
    }
  }
  const requests = (body as { requests: unknown[] }).requests
  if (requests.length === 0 || requests.length > searchLimits.requests) {
    return { ok: false, message: `Send 1 to ${searchLimits.requests} requests at a time.` }
  }
  let parsed: SearchRequest[]
  try {
    parsed = requests.map(parseRequest)
  } catch (error) {
    if (error instanceof SearchRequestProblem) return { ok: false, message: error.message }
    throw error
  }
  const hits = parsed.reduce((sum, request) => sum + hitsAskedBy(request), 0)
  if (hits > searchLimits.hitsPerRequest) {
    return {
      ok: false,
      message: `The requests can ask for at most ${searchLimits.hitsPerRequest} hits together (hitsPerPage is 20 when not given); these ask for ${hits}.`,
    }
  }
  return { ok: true, requests: parsed }
}

/**
 * What checked `requests` count against the search's rate limit: a point per request, one more
 * for each further 20 hits it asks for (a facet-value search asks for none).
 */
export function searchRequestPoints(requests: readonly SearchRequest[]): number {
  return requests.reduce(
    (sum, request) => sum + Math.max(1, Math.ceil(hitsAskedBy(request) / searchPoint.hits)),
    0,
  )
}

/** What `workMs` of the search thread's work counts against the search's rate limit. */
export function searchWorkPoints(workMs: number): number {
  return Math.ceil(workMs / searchPoint.workMs)
}

/**
 * The body of Algolia's single facet-value search (`POST /1/indexes/{index}/facets/{facet}/query`)
 * as one request of a multi-query.
 */
export function facetValuesBody(indexName: string, facet: string, body: unknown): unknown {
  const params = body && typeof body === 'object' && !Array.isArray(body) ? body : {}
  return { requests: [{ ...params, indexName, facet, type: 'facet' }] }
}
