import { expect, test } from 'vitest'

import { ownerRmdDollars } from './owner-rmd'

const bornIn1956 = { role: 'parent', age: 70, applicableAge: 73 } as const

test('nothing is required before the year of reaching the applicable age', () => {
  expect(ownerRmdDollars(bornIn1956, 2, 1_000_000)).toBe(0)
})

test('from that year: the prior year-end balance over the Uniform Lifetime period', () => {
  expect(ownerRmdDollars(bornIn1956, 3, 1_123_600)).toBeCloseTo(42_400, 9)
  expect(ownerRmdDollars(bornIn1956, 60, 1_000)).toBe(500)
})
