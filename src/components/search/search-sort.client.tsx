'use client'

import { useInstantSearch, useSortBy } from 'react-instantsearch'

import type { SearchPageKind } from '@/domain/search/search-pages'
import { searchPageIndex, searchPages } from '@/domain/search/search-pages'
import { searchQueryString } from '@/domain/search/search-url'

import { onPlainClick } from './in-page-link'
import { pageStateOf } from './search-routing'

/** "Most relevant" or "Newest first", as links (each the same search in the other order). */
export function SearchSort({ kind }: { kind: SearchPageKind }) {
  const { indexName, path } = searchPages[kind]
  const items = [
    { value: indexName, label: 'Most relevant', sort: 'relevance' as const },
    { value: searchPageIndex(kind, 'newest'), label: 'Newest first', sort: 'newest' as const },
  ]
  const { currentRefinement, refine } = useSortBy({ items })
  const { indexUiState } = useInstantSearch()
  const state = pageStateOf(kind, indexUiState)
  return (
    <div className="flex flex-wrap items-center gap-2 text-base">
      <span id="sort-label">Order:</span>
      <ul aria-labelledby="sort-label" className="flex gap-1">
        {items.map((item) => (
          <li key={item.value}>
            <a
              href={`${path}${searchQueryString({ ...state, sort: item.sort, page: 1 })}`}
              onClick={onPlainClick(() => refine(item.value))}
              aria-current={item.value === currentRefinement ? 'true' : undefined}
              className="hover:bg-brand-50 aria-[current=true]:bg-brand-100 inline-flex min-h-11 items-center rounded-md px-3 font-semibold aria-[current=true]:no-underline"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
