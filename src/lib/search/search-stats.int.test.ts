import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { firmDay } from '@/domain/search/search-events'

import { getTestPayload } from '../../../tests/support/payload'
import { addSearchStats, topSearchStats } from './search-stats'

let payload: Payload

async function countOf(day: string, kind: string, term: string) {
  const { docs } = await payload.find({
    collection: 'search-stats',
    where: { day: { equals: day }, kind: { equals: kind }, term: { equals: term } },
  })
  return docs.map((doc) => doc.count)
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('search statistics', () => {
  test('each event adds one to its row of the day; 50 at once lose none', async () => {
    const day = '2026-01-15'
    const query = { kind: 'query' as const, term: 'gun trust', label: 'gun trust' }
    await addSearchStats(payload, day, [query])
    await Promise.all(Array.from({ length: 50 }, () => addSearchStats(payload, day, [query])))
    expect(await countOf(day, 'query', 'gun trust')).toEqual([51])
    await addSearchStats(payload, '2026-01-16', [query])
    expect(await countOf('2026-01-16', 'query', 'gun trust')).toEqual([1])
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
