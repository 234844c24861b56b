import { expect, test } from 'vitest'

import { priceIndexOf } from './price-index'

test('prices rise by (1 + i) ** t', () => {
  const index = priceIndexOf(2.5)
  expect(index(0)).toBe(1)
  expect(index(20)).toBe(1.6386164402903942)
  expect(index(47)).toBe(3.1916971323838363)
})

test('without inflation every year is exactly 1', () => {
  expect([0, 1, 50].map(priceIndexOf(0))).toEqual([1, 1, 1])
})
