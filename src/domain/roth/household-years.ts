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
  /** The owner whose required distributions each year takes; null when RMDs are left out. */
  rmdOwnerIn: ((year: number) => IraOwner) | null
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
  const survivorOtherIncome = spouse?.survivorOtherIncome ?? parent.otherIncome
  const ownerOf = (role: OwnerRole, age: number): IraOwner => ({
    role,
    age,
    applicableAge: applicableAgeOf(age),
  })
  // RMDs need the parent's age (the schema requires it with them) and, after a rollover, the
  // spouse's.
  const rmdOwnerIn = (parentAge: number) => {
    const parentOwner = ownerOf('parent', parentAge)
    // After the parent's death the spouse rolls the IRAs over: the spouse's age and schedule.
    const spouseOwner = spouse?.firstToDie === 'parent' ? ownerOf('spouse', spouse.age) : null
    return (year: number) => (spouseOwner && isSurvivorYear(year) ? spouseOwner : parentOwner)
  }

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
      (isSurvivorYear(year) ? survivorOtherIncome : parent.otherIncome) * priceIndex(year),
    rmdOwnerIn: facts.includeOwnerRmds && parent.age !== undefined ? rmdOwnerIn(parent.age) : null,
    medicarePersonsIn,
    ownerAtInheritance: atInheritance
      ? { role: 'spouse', age: spouse?.age }
      : { role: 'parent', age: parent.age },
  }
}
