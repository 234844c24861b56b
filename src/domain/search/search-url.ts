import { searchFacets, searchLimits, type SearchFacet } from './search-limits'

/** What a search page shows, as its address holds it: `/search?q=wills&type=post&page=2`. */
export type SearchPageState = {
  query: string
  /** Values ticked in each facet (any of them matches). */
  refinements: Partial<Record<SearchFacet, string[]>>
  /** Counted from 1, as visitors read it. */
  page: number
  sort: 'relevance' | 'newest'
}

/** The query-string name of each facet: short, readable words. */
export const facetParamNames: Record<SearchFacet, string> = {
  type: 'type',
  serviceLine: 'service',
  category: 'category',
  tags: 'topic',
  year: 'year',
}

/** Values of one facet kept from an address; more are ignored. */
export const maxValuesPerParam = 99

/** A query-string value as Next gives a page (`searchParams`) or URLSearchParams holds it. */
type ParamValue = string | string[] | undefined

const valuesOf = (value: ParamValue): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(Boolean)

/** The state an address asks for; anything malformed falls back to the first page of all. */
export function searchStateFromParams(
  params: Readonly<Record<string, ParamValue>>,
): SearchPageState {
  const refinements: SearchPageState['refinements'] = {}
  for (const facet of searchFacets) {
    const values = [...new Set(valuesOf(params[facetParamNames[facet]]))].slice(
      0,
      maxValuesPerParam,
    )
    if (values.length > 0) refinements[facet] = values
  }
  const pageText = valuesOf(params.page)[0] ?? ''
  const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 1
  return {
    query: (valuesOf(params.q)[0] ?? '').slice(0, searchLimits.queryLength),
    refinements,
    page: page >= 1 && page <= searchLimits.page ? page : 1,
    sort: valuesOf(params.sort)[0] === 'newest' ? 'newest' : 'relevance',
  }
}

/** The query string (with its `?`, or empty) of `state`: the first page and relevance are left out. */
export function searchQueryString(state: SearchPageState): string {
  const params = new URLSearchParams()
  if (state.query) params.set('q', state.query)
  for (const facet of searchFacets) {
    for (const value of (state.refinements[facet] ?? []).slice(0, maxValuesPerParam)) {
      params.append(facetParamNames[facet], value)
    }
  }
  if (state.sort === 'newest') params.set('sort', 'newest')
  if (state.page > 1) params.set('page', String(state.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}
