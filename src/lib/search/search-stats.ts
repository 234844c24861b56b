// drizzle's `sql` template (re-exported by both database adapters) builds the same statement
// for SQLite and PostgreSQL.
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import {
  firmDay,
  reportMinimumVisitors,
  type SearchStatIncrement,
  type SearchStatKind,
} from '@/domain/search/search-events'

/**
 * Adds one to each count of `day` (the caller decides what counts: each visitor once a day), each
 * in a single statement (insert, or add to the row of the same day, kind and term), so concurrent
 * requests and instances never lose a count. The SQL is the same on SQLite and PostgreSQL.
 */
export async function addSearchStats(
  payload: Payload,
  day: string,
  increments: readonly SearchStatIncrement[],
) {
  for (const { kind, term, label } of increments) {
    await payload.db.execute({
      drizzle: payload.db.drizzle,
      sql: sql`INSERT INTO search_stats (day, kind, term, label, count)
        VALUES (${day}, ${kind}, ${term}, ${label}, 1)
        ON CONFLICT (day, kind, term)
        DO UPDATE SET count = search_stats.count + 1, label = excluded.label`,
    })
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
  const sinceDay = firmDay(new Date(Date.now() - (days - 1) * 24 * 60 * 60 * 1000))
  const result = (await payload.db.execute({
    drizzle: payload.db.drizzle,
    sql: sql`SELECT term, MAX(label) AS label, SUM(count) AS total FROM search_stats
      WHERE kind = ${kind} AND day >= ${sinceDay}
      GROUP BY term HAVING SUM(count) >= ${reportMinimumVisitors(kind)}
      ORDER BY total DESC, term ASC LIMIT 10`,
  })) as { rows: Array<{ term: string; label: string; total: number | string }> }
  return result.rows.map((row) => ({ term: row.term, label: row.label, total: Number(row.total) }))
}
