import 'server-only'

import { firmDay, searchStatIncrements, type SearchEvent } from '@/domain/search/search-events'
import { parseSearchBody } from '@/domain/search/search-request'
import { getPayloadClient } from '@/lib/payload'
import { searchRecords } from '@/lib/search/search-index'
import { countedOncePerVisitor } from '@/lib/search/search-stat-visitors'
import { addSearchStats } from '@/lib/search/search-stats'

import { getSearchIndex } from './search-index'

/**
 * Counts a search page's events for today: searches (and those that found nothing, checked
 * against the index here, not taken from the browser), results shown and results opened. Each
 * counts `client` (its rate-limit address, kept nowhere) once a day, so a count is of visitors.
 */
export async function recordSearchEvents(events: readonly SearchEvent[], client: string) {
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
  const day = firmDay(new Date())
  await addSearchStats(
    await getPayloadClient(),
    day,
    await countedOncePerVisitor(client, day, increments),
  )
}
