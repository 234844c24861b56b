/**
 * Issue 26, item 4: missed pages are counted without growing the database without bound or
 * slowing the site. One client's flood of random addresses adds at most 20 rows; repeats count
 * once; probes for software the site does not run and overlong addresses add none; the misses are
 * answered as fast as ever; what is stored names no client and no referring page. The counts are
 * read from the shared server's database (the front door stores them every few seconds).
 */
import { createClient } from '@libsql/client'
import { afterAll, describe, expect, test } from 'vitest'

import { browserHeaders, fetchFrom } from './support/client'
import { securityEnvFor, securityPort } from './support/security-env'
import { loggedWhile } from './support/server-log'

const database = createClient({
  url: `file:${securityEnvFor('shared', securityPort).directory}/site.db`,
})

afterAll(() => database.close())

const run = Date.now().toString(36)

/** Asks for `path` as a visitor's browser from the loopback address `client`: status, time. */
async function miss(client: string, path: string, headers: Record<string, string> = {}) {
  const started = performance.now()
  const response = await fetchFrom(client, path, { headers: { ...browserHeaders, ...headers } })
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - started }
}

type Row = { path: string; source: string; referrerHost: string; count: number }

/** The rows whose address starts with `prefix` (no % or _ in it). */
async function rowsStartingWith(prefix: string): Promise<Row[]> {
  await database.execute('PRAGMA busy_timeout = 15000')
  const { rows } = await database.execute({
    sql: `SELECT path, source, referrer_host, count FROM missed_pages WHERE path LIKE ?
      ORDER BY path, referrer_host`,
    args: [`${prefix}%`],
  })
  return rows.map((row) => ({
    path: String(row.path),
    source: String(row.source),
    referrerHost: String(row.referrer_host),
    count: Number(row.count),
  }))
}

/** The rows of `prefix` once the front door has stored them (every 5 s), waiting for `expected`. */
async function storedRows(prefix: string, isDone: (rows: Row[]) => boolean) {
  let rows: Row[] = []
  for (let waitedMs = 0; waitedMs < 20_000; waitedMs += 500) {
    rows = await rowsStartingWith(prefix)
    if (isDone(rows)) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  // One more store's worth, so that a count arriving late would be seen.
  await new Promise((resolve) => setTimeout(resolve, 6_000))
  return rowsStartingWith(prefix)
}

describe('missed pages under a flood (issue 26, item 4)', () => {
  test('300 random addresses from one client add 20 rows, and are answered fast', async () => {
    // Until the front door has first read the CMS's addresses, it judges no address unknown.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    const prefix = `/flood-${run}-`
    const answers = []
    for (let index = 0; index < 300; index += 1) {
      answers.push(await miss('127.0.26.1', `${prefix}${index}`))
    }
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([404]))
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b)
    expect(times[Math.floor(times.length * 0.95)]).toBeLessThan(250)
    const rows = await storedRows(prefix, (stored) => stored.length >= 20)
    expect(rows).toHaveLength(20)
    expect(rows.every((row) => row.count === 1 && row.source === 'visitor')).toBe(true)
  })

  test('one client asking for one address 50 times counts once', async () => {
    const path = `/repeated-${run}`
    for (let index = 0; index < 50; index += 1) {
      expect((await miss('127.0.26.2', `${path}?n=${index}`)).status).toBe(404)
    }
    expect(await storedRows(path, (rows) => rows.length > 0)).toEqual([
      { path, source: 'visitor', referrerHost: '', count: 1 },
    ])
  })

  test('probes and overlong addresses are logged, never counted', async () => {
    const prefix = `/probe-${run}`
    const paths = [
      `${prefix}/wp-login.php`,
      `${prefix}/.env`,
      `${prefix}/static/app.js`,
      `${prefix}/${'a'.repeat(250)}`,
    ]
    const log = await loggedWhile(async () => {
      for (const path of paths) expect((await miss('127.0.26.3', path)).status).toBe(404)
    })
    expect(log).toContain(`Page not found: ${prefix}/wp-login.php`)
    // A marker address after the probes, so the store that would hold them has happened.
    const marker = `${prefix}-marker`
    await miss('127.0.26.3', marker)
    const rows = await storedRows(prefix, (stored) => stored.length > 0)
    expect(rows.map((row) => row.path)).toEqual([marker])
  })

  test('only the referring host is kept, and no client address', async () => {
    const path = `/linked-${run}`
    await miss('127.0.26.4', path, {
      Referer: 'https://www.example.org/members/ana-ruiz?email=ana%40example.com',
    })
    await miss('127.0.26.5', path, { 'User-Agent': 'Googlebot/2.1' })
    const rows = await storedRows(path, (stored) => stored.length >= 2)
    expect(rows).toEqual([
      { path, source: 'bot', referrerHost: '', count: 1 },
      { path, source: 'visitor', referrerHost: 'www.example.org', count: 1 },
    ])
    const { rows: everything } = await database.execute('SELECT * FROM missed_pages')
    expect(JSON.stringify(everything)).not.toMatch(/127\.0\.|ana-ruiz|ana%40|Mozilla|Googlebot/)
  })
})
