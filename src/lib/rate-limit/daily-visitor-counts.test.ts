import { randomUUID } from 'node:crypto'

import { describe, expect, test, vi } from 'vitest'

import { logger } from '@/lib/logger'

import { dailyVisitorCounter } from './daily-visitor-counts'

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

type Miss = { path: string }

// The missed pages' policies (limiters.ts): 20 addresses a client a day, 1,000 counts a day.
const countOnce = dailyVisitorCounter<Miss>({
  name: 'Missed pages',
  purpose: 'missed-pages visitors (test)',
  once: 'missedPageOnce',
  siteDay: 'missedPageDay',
  allowanceOf: () => 'missedPageAddresses',
  identityOf: (miss) => [miss.path],
})

/** A day no other test counts on (the limiters are the process's own). */
const freshDay = () => `test-${randomUUID()}`

const misses = (client: string, count: number): Miss[] =>
  Array.from({ length: count }, (_, index) => ({ path: `/${client}-${index}` }))

describe('the daily visitor counter', () => {
  test('counts each client once a day per item', async () => {
    const day = freshDay()
    const item = { path: '/old-fees' }
    expect(await countOnce('203.0.113.1', day, [item, item])).toEqual([item])
    expect(await countOnce('203.0.113.1', day, [item])).toEqual([])
    expect(await countOnce('203.0.113.2', day, [item])).toEqual([item])
    expect(await countOnce('203.0.113.1', freshDay(), [item])).toEqual([item])
  })

  test('a client adds at most its daily allowance, however many items it sends', async () => {
    const day = freshDay()
    expect(await countOnce('203.0.113.3', day, misses('a', 300))).toHaveLength(20)
  })

  test('the site adds at most 1,000 counts a day, whatever the number of clients', async () => {
    const day = freshDay()
    let counted = 0
    for (let client = 0; client < 60; client += 1) {
      counted += (await countOnce(`198.51.100.${client}`, day, misses(`c${client}`, 20))).length
    }
    expect(counted).toBe(1_000)
    expect(logger.warn).toHaveBeenCalledOnce()
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({
        msg: 'Missed pages: the cap of new counts for the day is reached',
      }),
    )
  })
})
