import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { firmDay, type SearchEvent } from '@/domain/search/search-events'
import { rateLimiterFor } from '@/lib/rate-limit/limiters'

import { getTestPayload } from '../../tests/support/payload'
import { addSearchStats, recordSearchEvents, topSearchStats } from './search-stats'

let payload: Payload

/** A query no other test sends (each run's limiters and rows start from its own words). */
const freshQuery = (words: string) => `${words} ${randomUUID().slice(0, 8)}`

const query = (text: string): SearchEvent => ({ type: 'query', indexName: 'site', query: text })

async function countsOf(kind: string, term: string, day = firmDay(new Date())) {
  const { docs } = await payload.find({
    collection: 'search-stats',
    where: { day: { equals: day }, kind: { equals: kind }, term: { equals: term } },
    depth: 0,
  })
  return docs.map((doc) => doc.count)
}

async function rowsStartingWith(prefix: string) {
  const { totalDocs } = await payload.find({
    collection: 'search-stats',
    where: { term: { like: prefix } },
    depth: 0,
    limit: 1,
  })
  return totalDocs
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('search events, counted once per visitor (issue 24, item 10)', () => {
  test('120 repeated events from one client for one term add 1', async () => {
    const words = freshQuery('gun trust')
    for (let batch = 0; batch < 12; batch += 1) {
      await recordSearchEvents(
        Array.from({ length: 10 }, () => query(words)),
        '203.0.113.10',
      )
    }
    expect(await countsOf('query', words)).toEqual([1])
    // Whether the words find anything depends on the seed's content; either way, once at most.
    expect([[], [1]]).toContainEqual(await countsOf('zeroResults', words))
  })

  test('three clients add three, and the results they open count once each', async () => {
    const words = freshQuery('living will')
    for (const client of ['203.0.113.21', '203.0.113.22', '203.0.113.23']) {
      await recordSearchEvents([query(words), query(words)], client)
      await recordSearchEvents([query(words)], client)
    }
    expect(await countsOf('query', words)).toEqual([3])

    const { docs } = await payload.find({ collection: 'search-records', depth: 0, limit: 1 })
    const objectID = docs[0]?.objectID ?? ''
    const clicksBefore = (await countsOf('click', objectID))[0] ?? 0
    for (const client of ['203.0.113.24', '203.0.113.25']) {
      for (let index = 0; index < 5; index += 1) {
        await recordSearchEvents([{ type: 'click', objectID }], client)
      }
    }
    expect(await countsOf('click', objectID)).toEqual([clicksBefore + 2])
  })

  test('the report ranks typed terms by visitors and leaves out what one visitor alone typed', async () => {
    const many = freshQuery('zz ranking many')
    const two = freshQuery('zz ranking two')
    const flooded = freshQuery('zz ranking flooded')
    for (const [index, client] of ['203.0.113.31', '203.0.113.32', '203.0.113.33'].entries()) {
      await recordSearchEvents([query(many)], client)
      if (index < 2) await recordSearchEvents([query(two)], client)
    }
    for (let batch = 0; batch < 12; batch += 1) {
      await recordSearchEvents(
        Array.from({ length: 10 }, () => query(flooded)),
        '203.0.113.34',
      )
    }
    const report = await topSearchStats(payload, 'query', 30)
    const mine = report.filter((row) => row.term.startsWith('zz ranking'))
    expect(mine).toEqual([
      { term: many, label: many, total: 3 },
      { term: two, label: two, total: 2 },
    ])
  })

  test('one client adds at most 50 typed terms a day, whatever it sends', async () => {
    const prefix = `flood-${randomUUID().slice(0, 8)}`
    for (let batch = 0; batch < 12; batch += 1) {
      await recordSearchEvents(
        Array.from({ length: 10 }, (_, index) => query(`${prefix} ${batch}-${index}`)),
        '203.0.113.40',
      )
    }
    // Searches and searches that found nothing together: 50 typed terms, not 120 to 240.
    expect(await rowsStartingWith(prefix)).toBe(50)
    // Another client is not held back by the first one's budget.
    await recordSearchEvents([query(`${prefix} other`)], '203.0.113.41')
    expect(await countsOf('query', `${prefix} other`)).toEqual([1])
  })

  test('checking that a search found nothing costs a search point: with none left, the search counts without it', async () => {
    const words = freshQuery('zzqx')
    const search = rateLimiterFor('search')
    while (!(await search.isUsedUp('203.0.113.45'))) await search.allow('203.0.113.45')
    await recordSearchEvents([query(words)], '203.0.113.45')
    expect(await countsOf('query', words)).toEqual([1])
    expect(await countsOf('zeroResults', words)).toEqual([])
    await recordSearchEvents([query(words)], '203.0.113.46')
    expect(await countsOf('zeroResults', words)).toEqual([1])
  })

  // Last: it uses up the day's allowance of this test process.
  test('once the site’s 10,000 new counts of the day are used, nothing more is counted that day', async () => {
    const dayCap = rateLimiterFor('searchStatDay')
    const day = firmDay(new Date())
    while (!(await dayCap.isUsedUp(day))) await dayCap.allow(day)
    const words = freshQuery('after the cap')
    await recordSearchEvents([query(words)], '203.0.113.50')
    expect(await countsOf('query', words)).toEqual([])
  })
})

describe('search statistics', () => {
  test('each event adds one to its row of the day; 50 at once lose none', async () => {
    const day = '2026-01-15'
    const query = { kind: 'query' as const, term: 'gun trust', label: 'gun trust' }
    await addSearchStats(payload, day, [query])
    await Promise.all(Array.from({ length: 50 }, () => addSearchStats(payload, day, [query])))
    expect(await countsOf('query', 'gun trust', day)).toEqual([51])
    await addSearchStats(payload, '2026-01-16', [query])
    expect(await countsOf('query', 'gun trust', '2026-01-16')).toEqual([1])
  })

  test('the report sums the recent days per term, largest first, and leaves out older days', async () => {
    const today = firmDay(new Date())
    const click = (term: string, label: string) => ({ kind: 'click' as const, term, label })
    await addSearchStats(payload, today, [
      click('posts:9001', 'Wills, renamed'),
      click('posts:9002', 'Probate'),
    ])
    await addSearchStats(payload, today, [click('posts:9002', 'Probate')])
    await addSearchStats(payload, '2020-01-01', [click('posts:9001', 'Old title')])
    await addSearchStats(payload, '2020-01-01', [click('posts:9001', 'Old title')])
    const top = await topSearchStats(payload, 'click', 30)
    const mine = top.filter((row) => row.term.startsWith('posts:900'))
    expect(mine).toEqual([
      { term: 'posts:9002', label: 'Probate', total: 2 },
      { term: 'posts:9001', label: 'Wills, renamed', total: 1 },
    ])
  })

  test('typed terms are listed from two visitors on; results opened by one visitor are listed', async () => {
    const today = firmDay(new Date())
    const yesterday = firmDay(new Date(Date.now() - 24 * 60 * 60 * 1000))
    const typed = (term: string) => ({ kind: 'zeroResults' as const, term, label: term })
    await addSearchStats(payload, today, [typed('zz once'), typed('zz twice')])
    await addSearchStats(payload, yesterday, [typed('zz twice')])
    await addSearchStats(payload, today, [{ kind: 'click', term: 'posts:9003', label: 'Trusts' }])
    const nothingFound = await topSearchStats(payload, 'zeroResults', 30)
    expect(nothingFound.filter((row) => row.term.startsWith('zz '))).toEqual([
      { term: 'zz twice', label: 'zz twice', total: 2 },
    ])
    const opened = await topSearchStats(payload, 'click', 30)
    expect(opened).toContainEqual({ term: 'posts:9003', label: 'Trusts', total: 1 })
  })
})
