'use client'

import { X } from 'lucide'
import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch'

import { Icon } from '@/components/ui/icon'
import type { SearchFacet } from '@/domain/search/search-limits'
import { facetHeadings, facetValueLabel } from '@/domain/search/search-pages'

import { onPlainClick } from './in-page-link'

/** The filters in force, each a link that removes it, and one that removes them all. */
export function CurrentRefinements() {
  const { items, refine, createURL } = useCurrentRefinements({ excludedAttributes: ['query'] })
  const clear = useClearRefinements()
  if (items.length === 0) return null
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">Filters in use</h3>
      <ul className="flex flex-wrap gap-2">
        {items.flatMap((item) =>
          item.refinements.map((refinement) => (
            <li key={`${item.attribute}:${refinement.value}`}>
              <a
                href={createURL(refinement)}
                onClick={onPlainClick(() => refine(refinement))}
                className="border-brand-800 text-brand-900 hover:bg-brand-50 inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-3 text-base no-underline"
              >
                <span className="sr-only">Remove filter </span>
                {facetHeadings[item.attribute as SearchFacet]}:{' '}
                {facetValueLabel(item.attribute as SearchFacet, String(refinement.label))}
                <Icon icon={X} className="size-4" />
              </a>
            </li>
          )),
        )}
      </ul>
      <a
        href={clear.createURL()}
        onClick={onPlainClick(clear.refine)}
        className="min-h-11 px-2 py-2 text-base font-semibold"
      >
        Clear refinements
      </a>
    </div>
  )
}
