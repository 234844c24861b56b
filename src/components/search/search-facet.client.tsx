'use client'

import { Check } from 'lucide'
import { useRefinementList, type UseRefinementListProps } from 'react-instantsearch'

import { buttonClass } from '@/components/ui/button-class'
import { formControlClass } from '@/components/ui/form-field'
import { Icon } from '@/components/ui/icon'
import { useHydrated } from '@/components/ui/use-hydrated'
import type { SearchFacet } from '@/domain/search/search-limits'
import { facetHeadings, facetValueLabel, searchPageQuery } from '@/domain/search/search-pages'

import { onPlainClick } from './in-page-link'

/** Facets long enough to be worth filtering by typing. */
const searchableFacets = new Set<SearchFacet>(['category', 'tags'])

/** How every facet list asks for its values (the same wherever the facet is registered). */
const facetOptions = (facet: SearchFacet): UseRefinementListProps => ({
  attribute: facet,
  limit: searchPageQuery.facetValuesShown,
  showMore: true,
  showMoreLimit: searchPageQuery.maxValuesPerFacet,
  sortBy: ['isRefined', 'count:desc', 'name:asc'],
})

function FacetRegistration({ facet }: { facet: SearchFacet }) {
  useRefinementList(facetOptions(facet))
  return null
}

/**
 * Registers the facets at the top of the search, before anything reads the refinements: the
 * filters in use are listed above the results, the facet lists come after them, and InstantSearch
 * only knows a facet's refinements once its widget has registered.
 */
export function FacetRegistrations({ facets }: { facets: readonly SearchFacet[] }) {
  return facets.map((facet) => <FacetRegistration key={facet} facet={facet} />)
}

/**
 * One facet's values as links that tick or untick them (any ticked value matches), 10 shown, 20
 * after "Show more"; category and topic lists can be filtered by typing. Without JavaScript the
 * links load the same state from the server.
 */
export function SearchFacet({ facet }: { facet: SearchFacet }) {
  const hydrated = useHydrated()
  const {
    items,
    refine,
    createURL,
    canToggleShowMore,
    isShowingMore,
    toggleShowMore,
    searchForItems,
    isFromSearch,
  } = useRefinementList(facetOptions(facet))
  if (items.length === 0 && !isFromSearch) return null
  const heading = facetHeadings[facet]
  const headingId = `facet-${facet}`
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-xl">
        {heading}
      </h3>
      {hydrated && searchableFacets.has(facet) ? (
        <div className="mt-2">
          <label htmlFor={`${headingId}-filter`} className="text-base">
            Find a {heading.toLowerCase()}
          </label>
          <input
            id={`${headingId}-filter`}
            type="search"
            maxLength={100}
            autoComplete="off"
            className={formControlClass}
            onChange={(event) => searchForItems(event.target.value)}
          />
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-2 text-base">No {heading.toLowerCase()} matches.</p>
      ) : (
        <ul className="mt-2 grid gap-1">
          {items.map((item) => (
            <li key={item.value}>
              <a
                href={createURL(item.value)}
                onClick={onPlainClick(() => refine(item.value))}
                className="hover:bg-brand-50 flex min-h-11 items-center gap-3 rounded-md px-1 text-base no-underline"
              >
                <span
                  aria-hidden="true"
                  className={`flex size-6 shrink-0 items-center justify-center rounded border-2 ${item.isRefined ? 'border-brand-800 bg-brand-800 text-white' : 'border-ink-muted'}`}
                >
                  {item.isRefined ? <Icon icon={Check} className="size-4" /> : null}
                </span>
                <span className="text-brand-900 underline">
                  {facetValueLabel(facet, item.label)}
                </span>
                <span className="text-ink-muted ml-auto">
                  {item.count}
                  <span className="sr-only"> results{item.isRefined ? ', selected' : ''}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {hydrated && canToggleShowMore ? (
        <button
          type="button"
          aria-expanded={isShowingMore}
          className={buttonClass({ variant: 'quiet', size: 'medium', className: 'mt-1' })}
          onClick={toggleShowMore}
        >
          {isShowingMore ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </section>
  )
}
