import { describe, expect, test } from 'vitest'

import { householdYears, type HouseholdFacts } from './household-years'
import { priceIndexOf } from './price-index'

const single: HouseholdFacts = {
  parent: { filingStatus: 'single', otherIncome: 60_000, age: 64 },
  spouse: null,
  yearsUntilInheritance: 10,
  includeOwnerRmds: true,
  includeMedicare: true,
  priceIndex: priceIndexOf(0),
}

const couple: HouseholdFacts = {
  ...single,
  parent: { filingStatus: 'married_filing_jointly', otherIncome: 95_000, age: 66 },
  spouse: { age: 60, firstDeathYears: 4, firstToDie: 'parent', survivorOtherIncome: 70_000 },
}

describe('one owner', () => {
  const household = householdYears(single)

  test('files as entered every year, on other income × the price index', () => {
    const inflating = householdYears({ ...single, priceIndex: priceIndexOf(10) })
    expect(inflating.filingStatusIn(5)).toBe('single')
    expect(inflating.otherIncomeIn(2)).toBeCloseTo(72_600, 6)
    expect(household.firstSurvivorYear).toBeNull()
  })

  test('the parent owns the IRAs throughout', () => {
    expect(household.rmdOwnerIn?.(9)).toEqual({ role: 'parent', age: 64, applicableAge: 75 })
    expect(household.ownerAtInheritance).toEqual({ role: 'parent', age: 64 })
    expect(householdYears({ ...single, includeOwnerRmds: false }).rmdOwnerIn).toBeNull()
  })

  test('Medicare from 65 to the death; two people when filing jointly without a spouse given', () => {
    expect([0, 1, 10, 11].map(household.medicarePersonsIn)).toEqual([0, 1, 1, 0])
    const joint = householdYears({
      ...single,
      parent: { ...single.parent, filingStatus: 'married_filing_jointly' },
    })
    expect(joint.medicarePersonsIn(3)).toBe(2)
    expect(householdYears({ ...single, includeMedicare: false }).medicarePersonsIn(3)).toBe(0)
  })
})

describe('a couple', () => {
  const household = householdYears(couple)

  test('joint through the year of the first death, then single on the survivor’s income', () => {
    expect([4, 5].map(household.filingStatusIn)).toEqual(['married_filing_jointly', 'single'])
    expect([4, 5].map(household.otherIncomeIn)).toEqual([95_000, 70_000])
    expect(household.firstSurvivorYear).toBe(5)
  })

  test('the spouse rolls the IRAs over after the parent’s death', () => {
    expect(household.rmdOwnerIn?.(4)?.role).toBe('parent')
    expect(household.rmdOwnerIn?.(5)).toEqual({ role: 'spouse', age: 60, applicableAge: 75 })
    expect(household.ownerAtInheritance).toEqual({ role: 'spouse', age: 60 })
  })

  test('each spouse alive and 65 or older counts for Medicare', () => {
    // The spouse turns 65 in year 5, the year after the parent's death.
    expect([0, 4, 5, 6].map(household.medicarePersonsIn)).toEqual([1, 1, 1, 1])
    const spouseFirst = householdYears({
      ...couple,
      spouse: { ...couple.spouse!, firstToDie: 'spouse', firstDeathYears: 6 },
    })
    expect([4, 5, 6, 7].map(spouseFirst.medicarePersonsIn)).toEqual([1, 2, 2, 1])
    expect(spouseFirst.rmdOwnerIn?.(9)?.role).toBe('parent')
    expect(spouseFirst.ownerAtInheritance.role).toBe('parent')
  })
})
