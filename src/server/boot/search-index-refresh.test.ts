import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { logger } from '@/lib/logger'

import { keepSearchIndexReady, searchIndexCheckMs } from './search-index-refresh'

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

beforeEach(() => {
  vi.useFakeTimers()
  vi.mocked(logger.warn).mockClear()
})

afterEach(() => {
  vi.clearAllTimers()
  vi.useRealTimers()
})

test('builds at once, then checks every second, one check at a time', async () => {
  let finishBuild = () => {}
  const refreshIndex = vi.fn(() => new Promise<void>((resolve) => (finishBuild = resolve)))
  keepSearchIndexReady(refreshIndex)
  expect(refreshIndex).toHaveBeenCalledTimes(1)
  // A build that takes seconds is not asked for again while it runs.
  await vi.advanceTimersByTimeAsync(5 * searchIndexCheckMs)
  expect(refreshIndex).toHaveBeenCalledTimes(1)
  finishBuild()
  await vi.advanceTimersByTimeAsync(searchIndexCheckMs)
  expect(refreshIndex).toHaveBeenCalledTimes(2)
  finishBuild()
  await vi.advanceTimersByTimeAsync(searchIndexCheckMs)
  expect(refreshIndex).toHaveBeenCalledTimes(3)
})

test('a failing build is logged once, and tried again every second until one succeeds', async () => {
  const outcomes = ['fails', 'fails', 'fails', 'builds', 'fails']
  const refreshIndex = vi.fn(async () => {
    if (outcomes.shift() === 'fails') throw new Error('database down')
  })
  keepSearchIndexReady(refreshIndex)
  await vi.advanceTimersByTimeAsync(2 * searchIndexCheckMs)
  expect(refreshIndex).toHaveBeenCalledTimes(3)
  expect(logger.warn).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(2 * searchIndexCheckMs)
  expect(refreshIndex).toHaveBeenCalledTimes(5)
  // A failure after a build that succeeded is a new outage: logged again.
  expect(logger.warn).toHaveBeenCalledTimes(2)
})
