'use client'

import { usePagination } from 'react-instantsearch'

import { onPlainClick } from './in-page-link'

const linkClass =
  'hover:bg-brand-50 inline-flex min-h-12 min-w-12 items-center justify-center rounded-md px-3 font-semibold'

/**
 * Links to the pages of results; moving to another page brings the results' heading into view
 * and focus (`onPage`), as a new page load would.
 */
export function SearchPagination({ onPage }: { onPage: () => void }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } =
    usePagination({ padding: 2 })
  if (nbPages <= 1) return null
  const go = (page: number) =>
    onPlainClick(() => {
      refine(page)
      onPage()
    })
  return (
    <nav aria-label="Pages of results" className="mt-8">
      <ul className="flex flex-wrap items-center gap-1">
        {isFirstPage ? null : (
          <li>
            <a
              href={createURL(currentRefinement - 1)}
              onClick={go(currentRefinement - 1)}
              className={linkClass}
            >
              Previous<span className="sr-only"> page</span>
            </a>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <a
              href={createURL(page)}
              onClick={go(page)}
              aria-current={page === currentRefinement ? 'page' : undefined}
              className={`${linkClass} aria-[current=page]:bg-brand-800 aria-[current=page]:text-white`}
            >
              <span className="sr-only">Page </span>
              {page + 1}
            </a>
          </li>
        ))}
        {isLastPage ? null : (
          <li>
            <a
              href={createURL(currentRefinement + 1)}
              onClick={go(currentRefinement + 1)}
              className={linkClass}
            >
              Next<span className="sr-only"> page</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
