'use client'

import type { Hit } from 'instantsearch.js'
import { Highlight, Snippet, useHits } from 'react-instantsearch'

import { facetValueLabel } from '@/domain/search/search-pages'
import type { SearchRecord } from '@/domain/search/search-record'
import { dateInWords } from '@/domain/text/firm-dates'

import { sendSearchEvents } from './search-analytics'

type SearchHit = Hit<Omit<SearchRecord, 'body'>>

const markClass = { highlighted: 'bg-yellow-200 text-inherit font-semibold' }

function HitDetails({ hit }: { hit: SearchHit }) {
  const details = [
    facetValueLabel('type', hit.type),
    hit.category,
    hit.date ? dateInWords(new Date(hit.date)) : null,
    hit.startingPrice ? `From $${hit.startingPrice.toLocaleString('en-US')}` : null,
  ].filter(Boolean)
  return <p className="text-ink-muted text-base">{details.join(' · ')}</p>
}

/** Whether the words were found in the body (else the excerpt stands for the page). */
const bodyMatched = (hit: SearchHit) =>
  ['full', 'partial'].includes(
    (hit._snippetResult?.body as { matchLevel?: string } | undefined)?.matchLevel ?? 'none',
  )

/** The hits of the page of results: title (words found marked), details and a snippet. */
export function SearchHits() {
  const { items } = useHits<Omit<SearchRecord, 'body'>>()
  if (items.length === 0) return null
  return (
    <ol className="mt-6 grid gap-4">
      {items.map((hit) => (
        <li key={hit.objectID}>
          <article className="border-brand-100 rounded-xl border p-5">
            <HitDetails hit={hit} />
            <h3 className="mt-1 text-2xl">
              <a
                href={hit.url}
                onClick={() => sendSearchEvents([{ type: 'click', objectID: hit.objectID }])}
              >
                <Highlight hit={hit} attribute="title" classNames={markClass} />
              </a>
            </h3>
            <p className="mt-2">
              {bodyMatched(hit) ? (
                <Snippet hit={hit as never} attribute="body" classNames={markClass} />
              ) : (
                <Highlight hit={hit} attribute="excerpt" classNames={markClass} />
              )}
            </p>
          </article>
        </li>
      ))}
    </ol>
  )
}
