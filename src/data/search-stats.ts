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
import { searchLimits } from '@/domain/search/search-limits'
import { parseSearchBody } from '@/domain/search/search-request'
import { getPayloadClient } from '@/lib/payload'
import { rateLimiterFor } from '@/lib/rate-limit/limiters'
import { chargeSearchWork } from '@/lib/search/search-points'
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

/** Days the staff's search report covers, today included. */
export const searchReportDays = 30

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
 * How many searches that found nothing the report lists (`topSearchStats`' rule: enough visitors
 * over the report's days) were first counted on a day since `since`: what the dashboard calls
 * new, so the two never disagree.
 */
export async function countReportedZeroResultSearchesSince(
  payload: Payload,
  since: Date,
): Promise<number> {
  const sinceDay = firstDayOfLast(searchReportDays, new Date())
  const [row] = await executeSql<{ searches: number | string }>(
    payload,
    sql`SELECT COUNT(*) AS searches FROM (
      SELECT term FROM search_stats WHERE kind = 'zeroResults' AND day >= ${sinceDay}
      GROUP BY term
      HAVING SUM(count) >= ${reportMinimumVisitors('zeroResults')}
        AND MAX(created_at) > ${since.toISOString()}
    ) AS reported`,
  )
  return Number(row?.searches ?? 0)
}

/**
 * Counts a search page's events for today: searches (and those that found nothing, checked
 * against the index here, not taken from the browser), results shown and results opened. Each
 * counts `client` (its rate-limit address, kept nowhere) once a day, so a count is of visitors.
 */
export async function recordSearchEvents(events: readonly SearchEvent[], client: string) {
  const index = await getSearchIndex()
  const increments = await searchStatIncrements(events, {
    titleOf: (objectID) => index.titleOf(objectID),
    findsNothing: async (indexName, query) => {
      const parsed = parseSearchBody({ requests: [{ indexName, query, hitsPerPage: 0 }] })
      // The check is a search, and counts against the client's search points like one (ADR 010):
      // once they are used up, a query is counted without it.
      if (!parsed.ok || !(await rateLimiterFor('search').allow(client))) return false
      const answer = await index.answer(parsed.requests, {
        shape: 'first',
        whenBusy: 'wait',
        maxWorkMs: searchLimits.workMs,
      })
      if (answer) await chargeSearchWork(client, answer.workMs, 1)
      return (
        answer?.kind === 'answered' && (JSON.parse(answer.body) as { nbHits: number }).nbHits === 0
      )
    },
  })
  const day = firmDay(new Date())
  await addSearchStats(
    await getPayloadClient(),
    day,
    await countedOncePerVisitor(client, day, increments),
  )
}
