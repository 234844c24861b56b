'use client'

import type { Ref } from 'react'
import { useInstantSearch } from 'react-instantsearch'

import { buttonClass } from '@/components/ui/button-class'

const resultsWord = (count: number) =>
  count === 1 ? '1 result' : `${count.toLocaleString('en-US')} results`

/**
 * The results' heading ("12 results for “wills”"), announced as it changes; "Searching…" when an
 * answer takes over 200 ms; and, when the search fails, a message with a retry that keeps the
 * words typed.
 */
export function SearchSummary({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  // Catching the error here, where it is shown, keeps InstantSearch from re-throwing it uncaught.
  const { results, status, refresh } = useInstantSearch({ catchError: true })
  const query = results.query
  return (
    <div role="status" className="min-h-10">
      <h2 ref={headingRef} tabIndex={-1} id="results-heading" className="text-2xl">
        {resultsWord(results.nbHits)}
        {query ? ` for “${query}”` : null}
      </h2>
      {status === 'stalled' ? <p className="text-ink-muted mt-1 text-base">Searching…</p> : null}
      {status === 'error' ? (
        <div className="mt-3 rounded-md border-2 border-red-700 p-4">
          <p className="font-semibold text-red-800">
            Search is not available just now. Your words are kept: please try again in a moment.
          </p>
          <button
            type="button"
            className={buttonClass({ size: 'medium', className: 'mt-3' })}
            onClick={refresh}
          >
            Try again
          </button>
        </div>
      ) : null}
    </div>
  )
}
