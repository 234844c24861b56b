import { expect, test } from 'vitest'

import { isWithinTypos } from './orama-typo-distance'

// Fails when Orama moves or changes `boundedLevenshtein` (an import error, or another count):
// the search highlights (src/domain/search/highlight.ts) then no longer mark what the index found.

test('one typo of any kind is within a tolerance of one', () => {
  expect(isWithinTypos('bankrupcy', 'bankruptcy', 1)).toBe(true)
  expect(isWithinTypos('bamkrupt', 'bankrupt', 1)).toBe(true)
  expect(isWithinTypos('willz', 'wills', 1)).toBe(true)
})

test('two typos are not within a tolerance of one, nor one typo within none', () => {
  expect(isWithinTypos('bakrupcy', 'bankruptcy', 1)).toBe(false)
  expect(isWithinTypos('bakrupcy', 'bankrupcy', 1)).toBe(true)
  expect(isWithinTypos('willz', 'wills', 0)).toBe(false)
})

test('words whose lengths differ by more than the tolerance are not within it', () => {
  expect(isWithinTypos('wil', 'wills', 1)).toBe(false)
})
