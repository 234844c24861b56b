import type { FilingStatus } from './income-tax'
import type { PriceIndex } from './price-index'
import { applicableAgeOf, type ApplicableAge } from './required-beginning-date'
import type { FirstToDie } from './roth-input.schema'

/** Who owns the pre-tax IRA: the parent, or after the parent's death the spouse (rollover). */
export type OwnerRole = FirstToDie

/** An IRA owner: who, their age in 2026 and the age their required distributions start. */
export type IraOwner = { role: OwnerRole; age: number; applicableAge: ApplicableAge }

/** The couple as roth-model.md §17 needs it (ages in 2026, years after 2026). */
export type SpouseFacts = {
  age: number
  firstDeathYears: number
  firstToDie: FirstToDie
  survivorOtherIncome: number
}

/** What the household's years need: the parent, the spouse (or null) and the settings. */
export type HouseholdFacts = {
  parent: { filingStatus: FilingStatus; otherIncome: number; age?: number }
  spouse: SpouseFacts | null
  yearsUntilInheritance: number
  includeOwnerRmds: boolean
  includeMedicare: boolean
  priceIndex: PriceIndex
}

/** The parent's (and spouse's) years 0…Y: filing, income, who owns the IRA, who is on Medicare. */
export type HouseholdYears = {
  /** The first survivor year (`F + 1`), or null without survivor years. */
  firstSurvivorYear: number | null
  filingStatusIn: (year: number) => FilingStatus
  /** Other income in year `year`'s dollars (the 2026 figure × the price index). */
  otherIncomeIn: (year: number) => number
  /** The owner whose required distributions year `year` takes, or null when RMDs are left out. */
  rmdOwnerIn: (year: number) => IraOwner | null
  /** People on Medicare who pay premiums in `premiumYear` (0 without Medicare or after the death). */
  medicarePersonsIn: (premiumYear: number) => number
  /** Who owns the IRAs when the children inherit; `age` undefined when the parent's is unknown. */
  ownerAtInheritance: { role: OwnerRole; age: number | undefined }
}

const medicareAge = 65

/**
 * The household's years (roth-model.md §16–§17): one owner, or a couple filing jointly through
 * the year of the first death (`F`, at most `Y`) and the survivor single after it, on the
 * survivor's income; after the parent's death the spouse rolls the IRAs over as their own.
 */
export function householdYears(facts: HouseholdFacts): HouseholdYears {
  const { parent, spouse, yearsUntilInheritance, priceIndex } = facts
  const firstDeathYear =
    spouse === null
      ? yearsUntilInheritance
      : Math.min(spouse.firstDeathYears, yearsUntilInheritance)
  const isSurvivorYear = (year: number) => year > firstDeathYear
  const isSpouseSurvivor = spouse?.firstToDie === 'parent'
  const parentOwner =
    parent.age === undefined
      ? null
      : { role: 'parent' as const, age: parent.age, applicableAge: applicableAgeOf(parent.age) }
  const spouseOwner =
    spouse === null
      ? null
      : { role: 'spouse' as const, age: spouse.age, applicableAge: applicableAgeOf(spouse.age) }
  const ownerIn = (year: number) =>
    isSpouseSurvivor && isSurvivorYear(year) ? spouseOwner : parentOwner

  const medicarePersonsIn = (premiumYear: number) => {
    if (!facts.includeMedicare || parent.age === undefined) return 0
    if (premiumYear > yearsUntilInheritance) return 0
    const isCovered = (age: number) => age + premiumYear >= medicareAge
    if (spouse === null) {
      // Part II: filing jointly means a spouse of the parent's age, both enrolled.
      const people = parent.filingStatus === 'married_filing_jointly' ? 2 : 1
      return isCovered(parent.age) ? people : 0
    }
    const isFirstGone = isSurvivorYear(premiumYear)
    const isParentAlive = !(isFirstGone && spouse.firstToDie === 'parent')
    const isSpouseAlive = !(isFirstGone && spouse.firstToDie === 'spouse')
    return (
      Number(isParentAlive && isCovered(parent.age)) +
      Number(isSpouseAlive && isCovered(spouse.age))
    )
  }

  const atInheritance = isSpouseSurvivor && isSurvivorYear(yearsUntilInheritance)
  return {
    firstSurvivorYear: firstDeathYear < yearsUntilInheritance ? firstDeathYear + 1 : null,
    // The year of the first death is still a joint year (IRC §6013(a)(2)); the survivor files
    // single after it (qualifying-surviving-spouse years are not modelled).
    filingStatusIn: (year) => (isSurvivorYear(year) ? 'single' : parent.filingStatus),
    otherIncomeIn: (year) =>
      (isSurvivorYear(year) && spouse !== null ? spouse.survivorOtherIncome : parent.otherIncome) *
      priceIndex(year),
    rmdOwnerIn: (year) => (facts.includeOwnerRmds ? ownerIn(year) : null),
    medicarePersonsIn,
    ownerAtInheritance: atInheritance
      ? { role: 'spouse', age: spouse?.age }
      : { role: 'parent', age: parent.age },
  }
}
