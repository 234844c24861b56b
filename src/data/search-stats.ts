import 'server-only'

import { firmDay, searchStatIncrements, type SearchEvent } from '@/domain/search/search-events'
import { parseSearchBody } from '@/domain/search/search-request'
import { getPayloadClient } from '@/lib/payload'
import { searchRecords } from '@/lib/search/search-index'
import { addSearchStats } from '@/lib/search/search-stats'

import { getSearchIndex } from './search-index'

/**
 * Counts a search page's events for today: searches (and those that found nothing, checked
 * against the index here, not taken from the browser), results shown and results opened.
 */
export async function recordSearchEvents(events: readonly SearchEvent[]) {
  const index = await getSearchIndex()
  const increments = await searchStatIncrements(events, {
    titleOf: (objectID) => index.records.get(objectID)?.title,
    findsNothing: async (indexName, query) => {
      const parsed = parseSearchBody({ requests: [{ indexName, query, hitsPerPage: 0 }] })
      if (!parsed.ok) return false
      const [request] = parsed.requests
      return request ? (await searchRecords(index, request.params)).nbHits === 0 : false
    },
  })
  await addSearchStats(await getPayloadClient(), firmDay(new Date()), increments)
}
