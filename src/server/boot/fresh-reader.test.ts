import { expect, test } from 'vitest'

import { createFreshReader } from './fresh-reader'

/** A read whose answers the test releases one by one, counting how many reads began. */
function controlledRead() {
  const pending: Array<(value: number | null) => void> = []
  let started = 0
  return {
    read: () =>
      new Promise<number | null>((resolve) => {
        started += 1
        pending.push(resolve)
      }),
    started: () => started,
    answer: async (value: number | null) => {
      pending.shift()?.(value)
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
  }
}

test('has no value before the first read, then the value read', async () => {
  const reads = controlledRead()
  const reader = createFreshReader(reads.read)
  expect(reader.latest()).toBeNull()
  const asked = reader.fresh()
  await reads.answer(1)
  expect(await asked).toBe(1)
  expect(reader.latest()).toBe(1)
})

test('callers who ask during a read share one read that starts after it', async () => {
  const reads = controlledRead()
  const reader = createFreshReader(reads.read)
  const first = reader.fresh()
  const second = reader.fresh()
  const third = reader.fresh()
  expect(reads.started()).toBe(1)
  await reads.answer(1)
  expect(await first).toBe(1)
  expect(reads.started()).toBe(2)
  await reads.answer(2)
  expect(await Promise.all([second, third])).toEqual([2, 2])
  expect(reads.started()).toBe(2)
})

test('a failed read keeps the last value', async () => {
  const reads = controlledRead()
  const reader = createFreshReader(reads.read)
  const first = reader.fresh()
  await reads.answer(1)
  await first
  const second = reader.fresh()
  await reads.answer(null)
  expect(await second).toBe(1)
})
