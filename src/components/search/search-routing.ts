import type { UiState } from 'instantsearch.js'
import { history } from 'instantsearch.js/es/lib/routers'

import { queryRecord } from '@/domain/http/query-record'
import type { SearchPageKind } from '@/domain/search/search-pages'
import { searchPageIndex, searchPages } from '@/domain/search/search-pages'
import {
  searchQueryString,
  searchStateFromParams,
  type SearchPageState,
} from '@/domain/search/search-url'

type IndexUiState = UiState[string]

/** A page's state as InstantSearch holds it for the page's index. */
export function indexUiStateOf(kind: SearchPageKind, state: SearchPageState): IndexUiState {
  return {
    query: state.query,
    refinementList: Object.fromEntries(
      searchPages[kind].facets.map((facet) => [facet, state.refinements[facet] ?? []]),
    ),
    ...(state.page > 1 ? { page: state.page } : {}),
    ...(state.sort === 'newest' ? { sortBy: searchPageIndex(kind, 'newest') } : {}),
  }
}

/** InstantSearch's state of a page's index as the page's address holds it. */
export function pageStateOf(kind: SearchPageKind, ui: IndexUiState = {}): SearchPageState {
  const refinements: SearchPageState['refinements'] = {}
  for (const facet of searchPages[kind].facets) {
    const values = ui.refinementList?.[facet] ?? []
    if (values.length > 0) refinements[facet] = values
  }
  return {
    query: ui.query ?? '',
    refinements,
    page: ui.page ?? 1,
    sort: ui.sortBy === searchPageIndex(kind, 'newest') ? 'newest' : 'relevance',
  }
}

/**
 * The whole search state in the address (`?q=…&topic=…&page=2`), written 400 ms after the last
 * change so typing makes one history entry; Back restores the state before. `href` is the
 * address being rendered, for the server, which has no `window.location`. Addresses are absolute,
 * as the router's own default makes them: it adds a history entry only for an address other than
 * `location.href`, and a relative one never equals it (a second entry for every search opened).
 */
export function searchRouting(kind: SearchPageKind, href: string) {
  const indexName = searchPages[kind].indexName
  return {
    router: history<SearchPageState>({
      writeDelay: 400,
      cleanUrlOnDispose: false,
      createURL: ({ routeState, location }) =>
        `${location.origin}${location.pathname}${searchQueryString(routeState)}${location.hash}`,
      parseURL: ({ location }) =>
        searchStateFromParams(queryRecord(new URLSearchParams(location.search))),
      getLocation: () =>
        typeof window === 'undefined' ? (new URL(href) as unknown as Location) : window.location,
    }),
    stateMapping: {
      stateToRoute: (uiState: UiState) => pageStateOf(kind, uiState[indexName]),
      routeToState: (route: SearchPageState) => ({ [indexName]: indexUiStateOf(kind, route) }),
    },
  }
}
