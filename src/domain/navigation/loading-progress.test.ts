import { expect, test } from 'vitest'

import { estimatedProgress } from './loading-progress'

test('starts at zero', () => {
  expect(estimatedProgress(0)).toBe(0)
  expect(estimatedProgress(-50)).toBe(0)
})

test('passes 70% at the two-second duration and keeps rising', () => {
  expect(estimatedProgress(2_000)).toBeGreaterThan(70)
  expect(estimatedProgress(4_000)).toBeGreaterThan(estimatedProgress(2_000))
})

test('never reaches 100% while the page is still loading', () => {
  expect(estimatedProgress(600_000)).toBeLessThan(100)
})
