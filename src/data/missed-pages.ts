import 'server-only'

import type { Payload } from 'payload'

import {
  missedPageTotals,
  reportMinimumMisses,
  type MissedPageCount,
  type MissedPageTotal,
  type MissSource,
} from '@/domain/http/missed-pages'
import { firstDayOfLast } from '@/domain/search/search-events'
import { getPayloadClient } from '@/lib/payload'

import { executeSql, sql } from './raw-sql'

/** Addresses in each part of the staff's report. */
const reportLength = 20

/** Days the staff's report covers. */
export const reportDays = 30

/**
 * Adds each count of `batch` to its row of the day, source, address and referring host, in one
 * statement each (insert, or add to the row), so that instances storing at once never lose a
 * count. Rows past their period in Site settings → Privacy go with the retention job.
 */
export async function addMissedPages(payload: Payload, batch: readonly MissedPageCount[]) {
  for (const { day, source, path, referrerHost, count, lastSeenAt } of batch) {
    await executeSql(
      payload,
      sql`INSERT INTO missed_pages (day, source, path, referrer_host, count, last_seen_at)
        VALUES (${day}, ${source}, ${path}, ${referrerHost}, ${count}, ${lastSeenAt})
        ON CONFLICT (day, source, path, referrer_host)
        DO UPDATE SET count = missed_pages.count + excluded.count,
          last_seen_at = CASE WHEN excluded.last_seen_at > missed_pages.last_seen_at
            THEN excluded.last_seen_at ELSE missed_pages.last_seen_at END`,
    )
  }
}

/** Stores a batch the front door counted (through the app bridge, ADR 022). */
export async function recordMissedPages(batch: readonly MissedPageCount[]) {
  await addMissedPages(await getPayloadClient(), batch)
}

/** An address of the report, and where its redirect leads when staff have made one. */
export type MissedPageReportRow = MissedPageTotal & { redirectsTo: string | null }

/**
 * The 20 addresses of `source` missed most over the last 30 days (today included), each
 * with its total of visitors (each once a day, summed), when last, its most frequent referring
 * hosts and its redirect, if any. An address needs two (`reportMinimumMisses`) to be listed.
 */
export async function listMissedPages(
  payload: Payload,
  source: MissSource,
): Promise<MissedPageReportRow[]> {
  const sinceDay = firstDayOfLast(reportDays, new Date())
  const rows = await executeSql<{
    path: string
    referrer_host: string
    total: number | string
    last_seen_at: string | Date
  }>(
    payload,
    sql`SELECT path, referrer_host, SUM(count) AS total, MAX(last_seen_at) AS last_seen_at
      FROM missed_pages
      WHERE source = ${source} AND day >= ${sinceDay} AND path IN (
        SELECT path FROM missed_pages WHERE source = ${source} AND day >= ${sinceDay}
        GROUP BY path HAVING SUM(count) >= ${reportMinimumMisses}
        ORDER BY SUM(count) DESC, path ASC LIMIT ${reportLength})
      GROUP BY path, referrer_host`,
  )
  const totals = missedPageTotals(
    rows.map((row) => ({
      path: row.path,
      referrerHost: row.referrer_host,
      total: Number(row.total),
      lastSeenAt: new Date(row.last_seen_at),
    })),
  )
  const { docs: redirects } = await payload.find({
    collection: 'redirects',
    where: { from: { in: totals.map((total) => total.path) } },
    select: { from: true, to: true },
    depth: 0,
    limit: reportLength,
    overrideAccess: true,
  })
  const targets = new Map(redirects.map((redirect) => [redirect.from, redirect.to]))
  return totals.map((total) => ({ ...total, redirectsTo: targets.get(total.path) ?? null }))
}

/**
 * How many addresses of the report (missed by two visitors or more over its 30 days) were asked
 * for since `since` and have no redirect yet.
 */
export async function countMissedPagesSince(payload: Payload, since: Date): Promise<number> {
  const [row] = await executeSql<{ addresses: number | string }>(
    payload,
    sql`SELECT COUNT(*) AS addresses FROM (
        SELECT path FROM missed_pages
        WHERE source = 'visitor' AND day >= ${firstDayOfLast(reportDays, new Date())}
          AND path NOT IN (SELECT "from" FROM redirects)
        GROUP BY path
        HAVING SUM(count) >= ${reportMinimumMisses} AND MAX(last_seen_at) > ${since.toISOString()}
      ) AS missed`,
  )
  return Number(row?.addresses ?? 0)
}

/** An address one visitor missed: shown to staff as seen once, never counted or linked. */
export type MissedOnceRow = { path: string; lastSeenAt: Date }

/**
 * The 20 addresses of `source` only one visitor missed in the last 30 days, latest first: a staff
 * member trying a wrong address on her own site sees it here, while the report and the dashboard
 * count only what two visitors missed (`reportMinimumMisses`).
 */
export async function listMissedOnce(
  payload: Payload,
  source: MissSource,
): Promise<MissedOnceRow[]> {
  const sinceDay = firstDayOfLast(reportDays, new Date())
  const rows = await executeSql<{ path: string; last_seen_at: string | Date }>(
    payload,
    sql`SELECT path, MAX(last_seen_at) AS last_seen_at FROM missed_pages
      WHERE source = ${source} AND day >= ${sinceDay}
      GROUP BY path HAVING SUM(count) < ${reportMinimumMisses}
      ORDER BY MAX(last_seen_at) DESC, path ASC LIMIT ${reportLength}`,
  )
  return rows.map((row) => ({ path: row.path, lastSeenAt: new Date(row.last_seen_at) }))
}
