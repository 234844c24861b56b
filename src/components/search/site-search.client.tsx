'use client'

import { liteClient } from 'algoliasearch/lite'
import { useMemo, useRef, type ReactNode } from 'react'
import {
  Configure,
  InstantSearch,
  InstantSearchSSRProvider,
  useInstantSearch,
  type InstantSearchServerState,
} from 'react-instantsearch'

import { searchPageQuery, searchPages, type SearchPageKind } from '@/domain/search/search-pages'

import { useSearchAnalytics } from './search-analytics'
import { SearchBox } from './search-box.client'
import { FacetRegistrations, SearchFacet } from './search-facet.client'
import { SearchHits } from './search-hits.client'
import { SearchPagination } from './search-pagination.client'
import { CurrentRefinements } from './search-refinements.client'
import { searchRouting } from './search-routing'
import { SearchSort } from './search-sort.client'
import { SearchSummary } from './search-summary.client'

/** Algolia's client pointed at this site's own endpoint (ADR 010). */
function siteSearchClient() {
  const location = typeof window === 'undefined' ? null : window.location
  return liteClient('site', 'public', {
    // Algolia's defaults (1 s to connect, 2 s to read) give up on a slow phone connection.
    timeouts: { connect: 5_000, read: 15_000, write: 15_000 },
    hosts: [
      {
        url: `${location?.host ?? 'localhost'}/api/search`,
        protocol: location?.protocol === 'http:' ? 'http' : 'https',
        accept: 'read',
      },
    ],
  })
}

/** Counts what visitors search for, see and open (nothing about them): search-analytics. */
function SearchAnalytics() {
  useSearchAnalytics()
  return null
}

function NoResults({ children }: { children: ReactNode }) {
  const { results, status } = useInstantSearch()
  if (results.nbHits > 0 || status === 'error') return null
  return <div className="mt-6">{children}</div>
}

export type SiteSearchProps = {
  kind: SearchPageKind
  /** The address being rendered, absolute: the server's stand-in for `window.location`. */
  href: string
  serverState: InstantSearchServerState
  /** Suggestions shown when nothing matches (services, contact, popular posts). */
  noResults: ReactNode
}

/**
 * A search page's interactive part: the form, the results with their summary, order, filters in
 * use and pages, and the facets. The server renders it from `serverState` (the same results the
 * browser would fetch), so it reads in full without JavaScript; with it, every change searches
 * as you type and the address follows.
 */
export function SiteSearch({ kind, href, serverState, noResults }: SiteSearchProps) {
  const page = searchPages[kind]
  const searchClient = useMemo(() => siteSearchClient(), [])
  const routing = useMemo(() => searchRouting(kind, href), [kind, href])
  const headingRef = useRef<HTMLHeadingElement>(null)
  const showResultsHeading = () => {
    headingRef.current?.focus()
    headingRef.current?.scrollIntoView({ block: 'start' })
  }
  return (
    <InstantSearchSSRProvider {...serverState}>
      <InstantSearch
        searchClient={searchClient}
        indexName={page.indexName}
        routing={routing}
        insights={false}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <Configure
          hitsPerPage={searchPageQuery.hitsPerPage}
          attributesToSnippet={[searchPageQuery.snippet]}
          snippetEllipsisText={searchPageQuery.snippetEllipsisText}
        />
        <FacetRegistrations facets={page.facets} />
        <SearchAnalytics />
        <SearchBox action={page.path} label={page.label} />
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-labelledby="results-heading">
            <SearchSummary headingRef={headingRef} />
            <a href="#filters" className="mt-2 inline-block text-base lg:hidden">
              Narrow the results
            </a>
            <div className="mt-4">
              <SearchSort kind={kind} />
            </div>
            <CurrentRefinements />
            <SearchHits />
            <NoResults>{noResults}</NoResults>
            <SearchPagination onPage={showResultsHeading} />
          </section>
          <aside id="filters" aria-labelledby="filters-heading">
            <h2 id="filters-heading" className="text-2xl">
              Narrow the results
            </h2>
            {page.facets.map((facet) => (
              <SearchFacet key={facet} facet={facet} />
            ))}
          </aside>
        </div>
      </InstantSearch>
    </InstantSearchSSRProvider>
  )
}
