import { expect, test } from 'vitest'

import { roundToCents, roundToDecimals, roundToHundredths } from './output-rounding'

test.each([
  [1_234.564, 1_234.56],
  [1_234.565_1, 1_234.57],
  [-98_384.044, -98_384.04],
  [-0.125, -0.13],
  [0.125, 0.13],
  [0, 0],
])('%d dollars round to %d', (dollars, cents) => expect(roundToCents(dollars)).toBe(cents))

test.each([-0, -0.001, -0.004_999, -1e-12])('%d rounds to plain 0, never -0', (value) => {
  expect(Object.is(roundToCents(value), 0)).toBe(true)
  expect(Object.is(roundToHundredths(value), 0)).toBe(true)
})

test('a percent keeps 2 decimals', () => expect(roundToHundredths(6.4749)).toBe(6.47))

test('other precisions are available', () => expect(roundToDecimals(2.5, 0)).toBe(3))
