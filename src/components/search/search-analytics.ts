import { useEffect, useRef } from 'react'
import { useInstantSearch } from 'react-instantsearch'

import type { SearchEvent } from '@/domain/search/search-events'
import { viewBatchSize } from '@/domain/search/search-limits'

const endpoint = '/api/search-events'

/** A query counts once it has stood this long (the words typed, not each keystroke). */
const settledQueryMs = 1_000

/** Sends events for the counts; a page being left still sends them (a beacon). Never fails. */
export function sendSearchEvents(events: SearchEvent[]) {
  if (events.length === 0) return
  const body = JSON.stringify({ events })
  const queued = navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))
  if (queued) return
  void fetch(endpoint, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined)
}

/**
 * Counts, without anything about the visitor: each result shown (once per page visit, ids sent 20
 * at a time) and each query that stood for a second. Clicks are sent by the results' links.
 */
export function useSearchAnalytics() {
  const { results, status } = useInstantSearch()
  const shown = useRef(new Set<string>())
  const counted = useRef(new Set<string>())

  useEffect(() => {
    if (status !== 'idle') return
    const fresh = results.hits.map((hit) => hit.objectID).filter((id) => !shown.current.has(id))
    for (const id of fresh) shown.current.add(id)
    const events: SearchEvent[] = []
    for (let start = 0; start < fresh.length; start += viewBatchSize) {
      events.push({ type: 'view', objectIDs: fresh.slice(start, start + viewBatchSize) })
    }
    sendSearchEvents(events)
  }, [results, status])

  const query = results.query.trim()
  const indexName = results.index as Extract<SearchEvent, { type: 'query' }>['indexName']
  useEffect(() => {
    if (!query || counted.current.has(query)) return
    const timer = setTimeout(() => {
      counted.current.add(query)
      sendSearchEvents([{ type: 'query', indexName, query }])
    }, settledQueryMs)
    return () => clearTimeout(timer)
  }, [query, indexName])
}
