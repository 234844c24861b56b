import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import type { MissedPageCount } from '@/domain/http/missed-pages'
import { firmDay } from '@/domain/search/search-events'

import { getTestPayload } from '../../tests/support/payload'
import { addMissedPages, countMissedPagesSince, listMissedPages } from './missed-pages'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const today = firmDay(new Date())

/** An address no other test uses. */
const freshPath = (words: string) => `/${words}-${randomUUID().slice(0, 8)}`

const count = (path: string, fields: Partial<MissedPageCount> = {}): MissedPageCount => ({
  day: today,
  source: 'visitor',
  path,
  referrerHost: '',
  count: 1,
  lastSeenAt: new Date().toISOString(),
  ...fields,
})

async function rowsOf(path: string) {
  const { docs } = await payload.find({
    collection: 'missed-pages',
    where: { path: { equals: path } },
    sort: 'referrerHost',
    depth: 0,
  })
  return docs.map((doc) => ({
    day: doc.day,
    referrerHost: doc.referrerHost,
    count: doc.count,
    lastSeenAt: doc.lastSeenAt,
  }))
}

describe('storing missed pages', () => {
  test('batches add to the row of their day, source, address and host; the latest time stays', async () => {
    const path = freshPath('old-fees')
    await addMissedPages(payload, [
      count(path, { count: 2, lastSeenAt: '2026-11-26T17:00:00.000Z' }),
      count(path, { referrerHost: 'links.example' }),
    ])
    await addMissedPages(payload, [
      count(path, { count: 3, lastSeenAt: '2026-11-26T16:00:00.000Z' }),
    ])
    expect(await rowsOf(path)).toEqual([
      { day: today, referrerHost: '', count: 5, lastSeenAt: '2026-11-26T17:00:00.000Z' },
      { day: today, referrerHost: 'links.example', count: 1, lastSeenAt: expect.any(String) },
    ])
  })

  test('concurrent batches lose no count', async () => {
    const path = freshPath('busy')
    await Promise.all(Array.from({ length: 10 }, () => addMissedPages(payload, [count(path)])))
    expect((await rowsOf(path)).map((row) => row.count)).toEqual([10])
  })
})

describe('the missed pages report', () => {
  test('lists addresses missed twice or more, with hosts and redirects; bots apart', async () => {
    const popular = freshPath('estate-planing')
    const once = freshPath('typed-once')
    const redirected = freshPath('old-about')
    const botOnly = freshPath('old-sitemap')
    await addMissedPages(payload, [
      count(popular, { count: 3, referrerHost: 'links.example' }),
      count(popular, { count: 1 }),
      count(once),
      count(redirected, { count: 2 }),
      count(botOnly, { source: 'bot', count: 4 }),
    ])
    await payload.create({
      collection: 'redirects',
      data: { from: redirected, to: '/about', isPermanent: true },
      context: { disableRevalidate: true },
    })

    const visitors = await listMissedPages(payload, 'visitor')
    const paths = visitors.map((row) => row.path)
    expect(paths).toContain(popular)
    expect(paths).toContain(redirected)
    expect(paths).not.toContain(once)
    expect(paths).not.toContain(botOnly)
    expect(visitors.find((row) => row.path === popular)).toMatchObject({
      total: 4,
      referrerHosts: ['links.example'],
      hasDirectMisses: true,
      redirectsTo: null,
    })
    expect(visitors.find((row) => row.path === redirected)?.redirectsTo).toBe('/about')

    const bots = await listMissedPages(payload, 'bot')
    expect(bots.map((row) => row.path)).toContain(botOnly)
  })

  test('the dashboard counts the report’s visitor addresses asked for since, without a redirect', async () => {
    const since = new Date(Date.now() - 60_000)
    const before = await countMissedPagesSince(payload, since)
    await addMissedPages(payload, [
      count(freshPath('counted'), { count: 2 }),
      count(freshPath('not-yet'), { count: 1 }),
      count(freshPath('bot'), { source: 'bot', count: 5 }),
      count(freshPath('before'), {
        count: 2,
        lastSeenAt: new Date(since.getTime() - 1).toISOString(),
      }),
    ])
    expect(await countMissedPagesSince(payload, since)).toBe(before + 1)
  })
})
