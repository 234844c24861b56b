import { describe, expect, test } from 'vitest'

import { heirSchedule, type HeirFacts } from './heir-schedule'

const adult: HeirFacts = { beneficiaryType: 'designated', age: 40, isInAccumulationTrust: false }
const beforeRbd = { age: 60, yearsUntilInheritance: 5 }
const afterRbd = { age: 70, yearsUntilInheritance: 10 }

describe('rules and last years', () => {
  test.each([
    ['an adult, owner dying before the RBD', adult, beforeRbd, 'tenYear', 10],
    ['an adult, owner dying after the RBD', adult, afterRbd, 'tenYearAnnualMinimums', 10],
    [
      'an adult without an age, after the RBD',
      { ...adult, age: undefined },
      afterRbd,
      'tenYearAnnualMinimums',
      10,
    ],
    [
      'an owner without an age (before the RBD)',
      adult,
      { yearsUntilInheritance: 30 },
      'tenYear',
      10,
    ],
    // a₀ = 10 + 5 = 15: minimums to 21, then 10 years: heir year 31 − 15 = 16.
    [
      'a minor aged 15 at the death',
      { ...adult, beneficiaryType: 'minor', age: 10 },
      beforeRbd,
      'minorThenTenYear',
      16,
    ],
    [
      'a minor whose trust keeps the payments',
      { ...adult, beneficiaryType: 'minor', age: 10, isInAccumulationTrust: true },
      beforeRbd,
      'tenYear',
      10,
    ],
    [
      'a child of 21 or more at the death counts as an adult',
      { ...adult, beneficiaryType: 'minor', age: 16 },
      beforeRbd,
      'tenYear',
      10,
    ],
    // a₁ = 30: SLT 55.3, the stretch ends in heir year 56; a₁ = 46: SLT 40.0, year 40.
    [
      'a disabled child aged 30 in heir year 1',
      { ...adult, beneficiaryType: 'disabled', age: 24 },
      beforeRbd,
      'lifeExpectancy',
      56,
    ],
    [
      'a chronically ill child aged 46 in heir year 1',
      { ...adult, beneficiaryType: 'chronicallyIll', age: 40 },
      beforeRbd,
      'lifeExpectancy',
      40,
    ],
  ] as const)('%s: %s to heir year %i', (_name, heir, owner, rule, lastYear) => {
    expect(heirSchedule(heir, owner)).toMatchObject({ rule, lastYear })
  })

  test('after the RBD an heir older than the owner stretches over the owner’s longer ghost life', () => {
    // Owner 80 at death (SLT 11.2, ghost 10.2 in heir year 1); heir 95 in heir year 1 (SLT 4.3).
    const schedule = heirSchedule(
      { ...adult, beneficiaryType: 'disabled', age: 84 },
      { age: 70, yearsUntilInheritance: 10 },
    )
    expect(schedule.lastYear).toBe(11)
  })
})

describe('withdrawals', () => {
  test('an adult after the RBD takes the even amount while it covers the minimum', () => {
    const schedule = heirSchedule(adult, afterRbd)
    expect(schedule.preTaxWithdrawalDollars(1, 1_000, 1_100)).toBeCloseTo(110, 9)
    expect(schedule.preTaxWithdrawalDollars(10, 1_000, 1_100)).toBe(1_100)
    expect(schedule.rothWithdrawalDollars(9, 1_000, 1_100)).toBe(0)
    expect(schedule.rothWithdrawalDollars(10, 1_000, 1_100)).toBe(1_100)
  })

  test('an heir aged 82 or more after the RBD takes the larger annual minimum', () => {
    // a₁ = 90: SLT 5.7 (the owner's ghost, 4.3 − 1, is shorter), so heir year 1 takes 1,000 / 5.7.
    const old = heirSchedule({ ...adult, age: 89 }, { age: 95, yearsUntilInheritance: 0 })
    expect(old.preTaxWithdrawalDollars(1, 1_000, 1_000)).toBeCloseTo(1_000 / 5.7, 9)
    // Heir year 6: the divisor 5.7 − 5 = 0.7 is at most 1, so everything goes.
    expect(old.preTaxWithdrawalDollars(6, 100, 106)).toBe(106)
  })

  test('a minor takes minimums to the year of turning 21, then at least the even amount', () => {
    // a₀ = 19 (SLT of 20: 65.0): minimums in heir years 1–2, the 10-year rule to heir year 12.
    const minor = heirSchedule(
      { ...adult, beneficiaryType: 'minor', age: 9 },
      { age: 66, yearsUntilInheritance: 10 },
    )
    expect(minor.preTaxWithdrawalDollars(1, 6_500, 7_000)).toBeCloseTo(100, 9)
    expect(minor.preTaxWithdrawalDollars(2, 6_400, 7_000)).toBeCloseTo(6_400 / 64, 9)
    expect(minor.preTaxWithdrawalDollars(3, 6_300, 7_000)).toBeCloseTo(700, 9)
    expect(minor.preTaxWithdrawalDollars(12, 1_000, 1_060)).toBe(1_060)
    expect(minor.rothWithdrawalDollars(1, 6_500, 7_000)).toBeCloseTo(100, 9)
    expect(minor.rothWithdrawalDollars(12, 1_000, 1_060)).toBe(1_060)
  })

  test('a life-expectancy heir takes the start balance over the shrinking divisor', () => {
    const disabled = heirSchedule({ ...adult, beneficiaryType: 'disabled', age: 35 }, beforeRbd)
    // a₁ = 41: SLT 44.8.
    expect(disabled.preTaxWithdrawalDollars(1, 4_480, 4_700)).toBeCloseTo(100, 9)
    expect(disabled.rothWithdrawalDollars(2, 4_380, 4_700)).toBeCloseTo(4_380 / 43.8, 9)
    expect(disabled.preTaxWithdrawalDollars(45, 10, 10.6)).toBe(10.6)
  })
})
