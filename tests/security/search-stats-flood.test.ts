/**
 * Issue 24, item 10: the search counts cannot be flooded. One client's repeated events for a
 * term count once a day, each client counts once, and one client adds at most 50 typed terms a
 * day, however many requests the rate limit lets through. The counts are read from the shared
 * server's database (the suite has no staff account to read them through the API).
 */
import { createClient } from '@libsql/client'
import { afterAll, describe, expect, test } from 'vitest'

import { fetchFrom } from './support/client'
import { securityEnvFor, securityPort } from './support/security-env'

const database = createClient({
  url: `file:${securityEnvFor('shared', securityPort).directory}/site.db`,
})

afterAll(() => database.close())

type Event = { type: 'query'; indexName: 'site'; query: string }
const query = (text: string): Event => ({ type: 'query', indexName: 'site', query: text })

/** Posts `events` from the loopback address `client`; the status of the answer. */
async function send(client: string, events: Event[]) {
  const response = await fetchFrom(client, '/api/search-events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events }),
  })
  await response.arrayBuffer()
  return response.status
}

/** The rows whose term starts with `prefix` (no % or _ in it), as kind:term:count. */
async function rowsStartingWith(prefix: string) {
  await database.execute('PRAGMA busy_timeout = 15000')
  const { rows } = await database.execute({
    sql: 'SELECT kind, term, count FROM search_stats WHERE term LIKE ? ORDER BY kind, term',
    args: [`${prefix}%`],
  })
  return rows.map((row) => `${String(row.kind)}:${String(row.term)}:${Number(row.count)}`)
}

describe('the search counts under a flood (issue 24, item 10)', () => {
  test('120 accepted requests of 10 new words each add 50 rows, not 2,400', async () => {
    const statuses = new Set<number>()
    for (let request = 0; request < 120; request += 1) {
      const events = Array.from({ length: 10 }, (_, index) =>
        query(`flood${request}-${index} claim your prize`),
      )
      statuses.add(await send('127.0.24.1', events))
    }
    expect([...statuses]).toEqual([204])
    expect(await rowsStartingWith('flood')).toHaveLength(50)
  })

  test('120 repeated events of one client for one term count once', async () => {
    for (let request = 0; request < 12; request += 1) {
      expect(
        await send(
          '127.0.24.2',
          Array.from({ length: 10 }, () => query('repeated visit evil example')),
        ),
      ).toBe(204)
    }
    // With its "found nothing" row, if the words find nothing in the seeded content: once too.
    const rows = await rowsStartingWith('repeated')
    expect(rows).toContain('query:repeated visit evil example:1')
    expect(rows.filter((row) => !row.endsWith(':1'))).toEqual([])
  })

  test('three clients asking the same count three', async () => {
    for (const client of ['127.0.24.3', '127.0.24.4', '127.0.24.5']) {
      expect(await send(client, [query('estate planning'), query('Estate  PLANNING')])).toBe(204)
    }
    expect(await rowsStartingWith('estate planning')).toEqual(['query:estate planning:3'])
  })
})
