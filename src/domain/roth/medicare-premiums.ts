import type { FilingStatus } from './income-tax'
import { irmaaSurchargeDollars, irmaaTier } from './irmaa-2026'

/** The parent as Medicare premiums need: filing status, other income (taken as MAGI), 2026 age. */
export type MedicareEnrollee = { filingStatus: FilingStatus; otherIncome: number; age: number }

/** The parent as an enrollee when Medicare is included (the schema then requires the age). */
export function medicareEnrolleeOf(
  parent: { filingStatus: FilingStatus; otherIncome: number; age?: number },
  includeMedicare: boolean,
): MedicareEnrollee | null {
  const { age } = parent
  return includeMedicare && age !== undefined ? { ...parent, age } : null
}

/** A year's MAGI sets the premiums of the year this many years later (the two-year lookback). */
export const medicareLookbackYears = 2
const medicareAge = 65

/**
 * Whether parent year `year`'s income raises a premium the parent pays: its premium year (two
 * later) comes before the death (at `yearsUntilInheritance`) and at Medicare age.
 */
export function setsPaidPremium(
  year: number,
  enrollee: MedicareEnrollee,
  yearsUntilInheritance: number,
): boolean {
  const premiumYear = year + medicareLookbackYears
  return premiumYear <= yearsUntilInheritance && enrollee.age + premiumYear >= medicareAge
}

/**
 * The extra IRMAA surcharge in dollars a year's conversion of `conversionDollars` costs, for the
 * parent and, when filing jointly, a spouse of the same age (both enrolled): the surcharge at the
 * raised MAGI less the one the parent pays anyway.
 */
export function conversionSurchargeDollars(
  enrollee: MedicareEnrollee,
  conversionDollars: number,
): number {
  const people = enrollee.filingStatus === 'married_filing_jointly' ? 2 : 1
  const withConversion = irmaaSurchargeDollars(
    irmaaTier(enrollee.otherIncome + conversionDollars, enrollee.filingStatus),
  )
  const anyway = irmaaSurchargeDollars(irmaaTier(enrollee.otherIncome, enrollee.filingStatus))
  return people * (withConversion - anyway)
}
