import { expect, test } from 'vitest'

import { conversionSurchargeDollars } from './medicare-premiums'

const enrollee = { filingStatus: 'single', otherIncome: 95_000, age: 64 } as const

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
