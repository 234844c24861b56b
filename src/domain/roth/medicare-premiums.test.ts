import { expect, test } from 'vitest'

import { conversionSurchargeDollars, setsPaidPremium } from './medicare-premiums'

const enrollee = { filingStatus: 'single', otherIncome: 95_000, age: 64 } as const

test('a year counts when its premium year (two later) is before the death and at 65 or more', () => {
  const at62 = { ...enrollee, age: 62 }
  expect([0, 1, 2, 6, 7].map((year) => setsPaidPremium(year, at62, 8))).toEqual([
    false,
    true,
    true,
    true,
    false,
  ])
})

test('the surcharge is the raised tier’s less the one paid anyway, for two when filing jointly', () => {
  expect(conversionSurchargeDollars(enrollee, 36_000)).toBeCloseTo(1_148.4, 2)
  expect(conversionSurchargeDollars({ ...enrollee, otherIncome: 120_000 }, 56_250)).toBeCloseTo(
    4_620 - 1_148.4,
    2,
  )
  const couple = { filingStatus: 'married_filing_jointly', otherIncome: 200_000, age: 70 } as const
  expect(conversionSurchargeDollars(couple, 100_000)).toBeCloseTo(2 * 2_884.8, 2)
  expect(conversionSurchargeDollars(enrollee, 14_000)).toBe(0)
})
