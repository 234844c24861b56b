import { beforeEach, expect, test, vi } from 'vitest'

import type { MissedPageCount } from '@/domain/http/missed-pages'
import { logger } from '@/lib/logger'

import { createMissedPageTally, type Miss } from './missed-page-tally'

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

const stored: (readonly MissedPageCount[])[] = []
const store = vi.fn(async (batch: readonly MissedPageCount[]) => void stored.push(batch))
beforeEach(() => {
  stored.length = 0
  store.mockClear()
  vi.mocked(logger.warn).mockClear()
})

/** Counts each client once per day and address, as the daily visitor counter does. */
function onceEach() {
  const seen = new Set<string>()
  return async (client: string, day: string, misses: readonly Miss[]) =>
    misses.filter((miss) => {
      const key = JSON.stringify([client, day, miss.path])
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}

const miss = (path: string, client: string, at = '2026-11-26T17:00:00.000Z'): Miss => ({
  path,
  client,
  referrerHost: 'links.example',
  source: 'visitor',
  at: new Date(at),
})

const tallyOf = (maxPending?: number) =>
  createMissedPageTally({
    dayOf: (at) => at.toISOString().slice(0, 10),
    countedOncePerVisitor: onceEach(),
    store,
    maxPending,
  })

test('misses are summed per day and address, each client once, and stored together', async () => {
  const tally = tallyOf()
  await tally.record(miss('/old', 'a'))
  await tally.record(miss('/old', 'a'))
  await tally.record(miss('/old', 'b', '2026-11-26T18:00:00.000Z'))
  await tally.record(miss('/other', 'a'))
  await tally.flush()
  expect(stored).toEqual([
    [
      {
        day: '2026-11-26',
        source: 'visitor',
        path: '/old',
        referrerHost: 'links.example',
        count: 2,
        lastSeenAt: '2026-11-26T18:00:00.000Z',
      },
      expect.objectContaining({ path: '/other', count: 1 }),
    ],
  ])
  await tally.flush()
  expect(store).toHaveBeenCalledOnce()
})

test('a flood of new addresses holds at most the tally’s size until it is stored', async () => {
  const tally = tallyOf(3)
  for (let index = 0; index < 100; index += 1) await tally.record(miss(`/x${index}`, `${index}`))
  await tally.record(miss('/x0', 'another'))
  await tally.flush()
  expect(stored[0]?.map((count) => `${count.path}:${count.count}`)).toEqual([
    '/x0:2',
    '/x1:1',
    '/x2:1',
  ])
  expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ droppedSinceFlush: 97 }))
})

test('a batch the app does not take is logged and dropped, never thrown', async () => {
  const tally = createMissedPageTally({
    dayOf: () => '2026-11-26',
    countedOncePerVisitor: onceEach(),
    store: async () => {
      throw new Error('/next/missed-pages answered 503')
    },
  })
  await tally.record(miss('/old', 'a'))
  await expect(tally.flush()).resolves.toBeUndefined()
  expect(logger.warn).toHaveBeenCalledWith(
    expect.objectContaining({ msg: 'Missed pages: could not store a batch of counts' }),
  )
})
