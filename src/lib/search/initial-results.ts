import 'server-only'

import algoliasearchHelper from 'algoliasearch-helper'

import {
  searchPageIndex,
  searchPageQuery,
  searchPages,
  type SearchPageKind,
} from '@/domain/search/search-pages'
import { parseSearchBody } from '@/domain/search/search-request'
import type { SearchPageState } from '@/domain/search/search-url'

import type { SearchOnThread } from './search-thread'

/** InstantSearch's server state: per index, the helper's parameters and the raw responses. */
export type InitialResults = Record<string, { state: object; results: object[] }>

/**
 * The results a search page's address asks for, computed in this process in the form
 * InstantSearch takes on the server (`InstantSearchSSRProvider initialResults`): the same
 * requests its helper sends from the browser (the hits, then each refined facet's counts without
 * its own refinement), answered on the search thread without a round trip. The browser starts from them,
 * and the server's HTML shows them to visitors without JavaScript.
 */
export async function searchPageResults(
  index: SearchOnThread,
  kind: SearchPageKind,
  state: SearchPageState,
): Promise<InitialResults> {
  const page = { ...searchPages[kind], ...searchPageQuery }
  const client = {
    async search(requests: unknown[]) {
      const parsed = parseSearchBody({ requests })
      if (!parsed.ok) throw new Error(parsed.message)
      // The page's own requests, waiting their turn on the search thread (never refused as busy):
      // each is the page's size, far under every limit.
      const answer = await index.answer(parsed.requests, { shape: 'results', whenBusy: 'wait' })
      if (answer?.kind !== 'answered') throw new Error('The search page’s answer was refused.')
      return JSON.parse(answer.body) as { results: object[] }
    },
  }
  const helper = algoliasearchHelper(client as never, searchPageIndex(kind, state.sort), {
    query: state.query,
    page: state.page - 1,
    hitsPerPage: page.hitsPerPage,
    maxValuesPerFacet: page.maxValuesPerFacet,
    attributesToSnippet: [page.snippet],
    snippetEllipsisText: page.snippetEllipsisText,
    highlightPreTag: page.highlightPreTag,
    highlightPostTag: page.highlightPostTag,
    disjunctiveFacets: [...page.facets],
    disjunctiveFacetsRefinements: Object.fromEntries(
      page.facets.map((facet) => [facet, state.refinements[facet] ?? []]),
    ),
  })
  const results = await new Promise<algoliasearchHelper.SearchResults>((resolve, reject) => {
    helper.once('result', (event) => resolve(event.results))
    helper.once('error', (event) => reject(event.error))
    helper.search()
  })
  return { [page.indexName]: { state: { ...results._state }, results: results._rawResults } }
}
