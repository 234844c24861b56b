import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { latestExpiryOf, markTagExpired } from '@/lib/internals/next-tags-manifest'

import { cachedRead } from './cached-read'

// Next's data cache as `unstable_cache` uses it: an entry is stored when its read ends, stamped
// with that moment, and a later call reads it unless one of its tags expired after the stamp
// (in Next's tag table). The key is the key parts, as `unstable_cache` builds it.
const stored = new Map<string, { value: unknown; storedAtMs: number; tags: string[] }>()
let now = 1_000
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(read: () => Promise<T>, keyParts: string[], { tags }: { tags: string[] }) =>
    async (): Promise<T> => {
      const key = keyParts.join(',')
      const entry = stored.get(key)
      if (entry && latestExpiryOf(entry.tags) <= entry.storedAtMs) return entry.value as T
      const value = await read()
      stored.set(key, { value, storedAtMs: now, tags })
      return value
    },
}))

// A tag of its own for each test: Next's tag table lives as long as the process.
let tag = ''
let tests = 0
beforeEach(() => {
  tests += 1
  tag = `cached-read-test-${tests}`
})
afterEach(() => stored.clear())

/** A read of the topics that answers only when the test says what the database held. */
function heldReads() {
  const answers: Array<(topics: string[]) => void> = []
  const read = vi.fn(() => new Promise<string[]>((resolve) => answers.push(resolve)))
  return { read, answer: (index: number, topics: string[]) => answers[index]?.(topics) }
}

test('a read that began before a change and ended after its expiry is not what later calls get', async () => {
  const { read, answer } = heldReads()
  const listTopics = cachedRead(read, ['topics'], [tag])

  const before = listTopics()
  now = 2_000
  markTagExpired(tag, 2_000)
  now = 3_000
  answer(0, ['Wills'])
  await expect(before).resolves.toEqual(['Wills'])

  const after = listTopics()
  expect(read).toHaveBeenCalledTimes(2)
  answer(1, ['Wills', 'Trusts'])
  await expect(after).resolves.toEqual(['Wills', 'Trusts'])
})

test('with no change in between, the stored read answers every later call', async () => {
  const { read, answer } = heldReads()
  const listTopics = cachedRead(read, ['topics'], [tag])

  const first = listTopics()
  answer(0, ['Wills'])
  await first
  await expect(listTopics()).resolves.toEqual(['Wills'])
  expect(read).toHaveBeenCalledTimes(1)
})
