import 'server-only'

import type { Payload } from 'payload'

import {
  firmDay,
  firstDayOfLast,
  reportMinimumVisitors,
  searchStatIncrements,
  type SearchEvent,
  type SearchStatIncrement,
  type SearchStatKind,
} from '@/domain/search/search-events'
import { parseSearchBody } from '@/domain/search/search-request'
import { getPayloadClient } from '@/lib/payload'
import { searchRecords } from '@/lib/search/search-index'
import { countedOncePerVisitor } from '@/lib/search/search-stat-visitors'

import { executeSql, sql } from './raw-sql'
import { getSearchIndex } from './search-index'

/**
 * Adds one to each count of `day` (the caller decides what counts: each visitor once a day), each
 * in a single statement (insert, or add to the row of the same day, kind and term), so concurrent
 * requests and instances never lose a count.
 */
export async function addSearchStats(
  payload: Payload,
  day: string,
  increments: readonly SearchStatIncrement[],
) {
  for (const { kind, term, label } of increments) {
    await executeSql(
      payload,
      sql`INSERT INTO search_stats (day, kind, term, label, count)
        VALUES (${day}, ${kind}, ${term}, ${label}, 1)
        ON CONFLICT (day, kind, term)
        DO UPDATE SET count = search_stats.count + 1, label = excluded.label`,
    )
  }
}

export type SearchStatTotal = { term: string; label: string; total: number }

/**
 * The 10 largest totals of `kind` over the last `days` days (today included), largest first. A
 * row counts visitors of its day, so a total is of visitors per day, summed; typed terms need two
 * (`reportMinimumVisitors`), so no single client puts its words in the staff's report.
 */
export async function topSearchStats(
  payload: Payload,
  kind: SearchStatKind,
  days: number,
): Promise<SearchStatTotal[]> {
  const sinceDay = firstDayOfLast(days, new Date())
  const rows = await executeSql<{ term: string; label: string; total: number | string }>(
    payload,
    sql`SELECT term, MAX(label) AS label, SUM(count) AS total FROM search_stats
      WHERE kind = ${kind} AND day >= ${sinceDay}
      GROUP BY term HAVING SUM(count) >= ${reportMinimumVisitors(kind)}
      ORDER BY total DESC, term ASC LIMIT 10`,
  )
  return rows.map((row) => ({ term: row.term, label: row.label, total: Number(row.total) }))
}

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
