import { expect, test } from 'vitest'

import { accumulationTrustTax, accumulationTrustTaxDollars } from './trust-tax-2026'

test('the first 100 is exempt; 16,000 of taxable income costs 3,851 federal plus 4.40 % Colorado', () => {
  expect(accumulationTrustTaxDollars(100, 0)).toBe(0)
  expect(accumulationTrustTaxDollars(16_100, 0)).toBeCloseTo(3_851 + 0.044 * 16_000, 6)
  expect(accumulationTrustTaxDollars(20_100, 0)).toBeCloseTo(
    3_851 + 0.37 * 4_000 + 0.044 * 20_000,
    6,
  )
})

test('the 3.8 % NIIT falls on investment income only above the top bracket’s start', () => {
  const withoutIncome = accumulationTrustTaxDollars(10_100, 0)
  expect(accumulationTrustTaxDollars(10_100, 5_000)).toBe(withoutIncome)
  // 10,100 + 8,000 − 100 − 16,000 = 2,000 over the start: NIIT on 2,000.
  expect(accumulationTrustTaxDollars(10_100, 8_000) - withoutIncome).toBeCloseTo(76, 6)
  // Over the start by more than the investment income: NIIT on all of it.
  expect(
    accumulationTrustTaxDollars(50_000, 1_000) - accumulationTrustTaxDollars(50_000, 0),
  ).toBeCloseTo(38, 6)
})

test('indexing doubles the brackets and the NIIT threshold, not the $100 exemption', () => {
  const doubled = accumulationTrustTax(2)
  expect(doubled(6_700, 0)).toBeCloseTo(660 + 0.044 * 6_600, 6)
  expect(doubled(32_100, 0)).toBeCloseTo(2 * 3_851 + 0.044 * 32_000, 6)
  expect(doubled(32_100, 1_000) - doubled(32_100, 0)).toBeCloseTo(38, 6)
})
