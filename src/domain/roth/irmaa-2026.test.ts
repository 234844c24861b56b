import { expect, test } from 'vitest'

import { irmaaSurchargeDollars, irmaaTier, irmaaTierCeilings } from './irmaa-2026'

test.each([
  [109_000, 'single', 0],
  [109_000.5, 'single', 1],
  [137_000, 'single', 1],
  [171_000.01, 'head_of_household', 3],
  [499_999, 'single', 4],
  [500_000, 'single', 5],
  [218_000, 'married_filing_jointly', 0],
  [274_001, 'married_filing_jointly', 2],
  [750_000, 'married_filing_jointly', 5],
  [109_000, 'married_filing_separately', 0],
  [109_001, 'married_filing_separately', 4],
  [390_999, 'married_filing_separately', 4],
  [391_000, 'married_filing_separately', 5],
] as const)('a MAGI of %f filing %s is in tier %i', (magi, filingStatus, tier) => {
  expect(irmaaTier(magi, filingStatus)).toBe(tier)
})

test('each tier costs a person 12 × (Part B + Part D add-on) a year', () => {
  expect([0, 1, 2, 3, 4, 5].map((tier) => irmaaSurchargeDollars(tier as 0))).toEqual([
    0, 1_148.4, 2_884.8, 4_620, 6_355.2, 6_936,
  ])
})

test('a conversion can stay at most in tier 4; separate filers have tiers 0 and 4 only', () => {
  expect(irmaaTierCeilings('single').map(({ ceilingDollars }) => ceilingDollars)).toEqual([
    109_000, 137_000, 171_000, 205_000, 499_999,
  ])
  expect(irmaaTierCeilings('married_filing_jointly').at(-1)).toEqual({
    tier: 4,
    ceilingDollars: 749_999,
  })
  expect(irmaaTierCeilings('married_filing_separately')).toEqual([
    { tier: 0, ceilingDollars: 109_000 },
    { tier: 4, ceilingDollars: 390_999 },
  ])
})

test('indexed thresholds are compared in cents with the MAGI in cents', () => {
  // 109,000 × 1.025 = 111,725 (and 109,000 × 1.1 = 119,900.00000000001 in floating point).
  expect(irmaaTier(111_725, 'single', 1.025)).toBe(0)
  expect(irmaaTier(111_725.01, 'single', 1.025)).toBe(1)
  expect(irmaaTier(119_900, 'single', 1.1)).toBe(0)
  expect(irmaaTier(109_000.004, 'single')).toBe(0)
  expect(irmaaTierCeilings('single', 2).map(({ ceilingDollars }) => ceilingDollars)).toEqual([
    218_000, 274_000, 342_000, 410_000, 999_999,
  ])
})
