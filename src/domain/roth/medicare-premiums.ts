import type { HouseholdYears } from './household-years'
import type { FilingStatus } from './income-tax'
import { irmaaSurchargeDollars, irmaaTier } from './irmaa-2026'
import type { PriceIndex } from './price-index'

/** Whoever's income sets the premiums: filing status and other income (taken as MAGI). */
type PremiumPayer = { filingStatus: FilingStatus; otherIncome: number }

/** A year's MAGI sets the premiums of the year this many years later (the two-year lookback). */
export const medicareLookbackYears = 2

/**
 * The extra IRMAA surcharge in dollars that `addedIncomeDollars` over other income costs in one
 * premium year: the surcharge at the raised MAGI less the one paid anyway, for `people` (by
 * default the parent and, when filing jointly, a spouse of the same age, both enrolled), with the
 * 2026 thresholds and surcharges × `priceIndex` (roth-model.md §18).
 */
export function conversionSurchargeDollars(
  enrollee: PremiumPayer,
  addedIncomeDollars: number,
  people = enrollee.filingStatus === 'married_filing_jointly' ? 2 : 1,
  priceIndex = 1,
): number {
  const { filingStatus, otherIncome } = enrollee
  const raised = irmaaSurchargeDollars(
    irmaaTier(otherIncome + addedIncomeDollars, filingStatus, priceIndex),
  )
  const anyway = irmaaSurchargeDollars(irmaaTier(otherIncome, filingStatus, priceIndex))
  return people * priceIndex * (raised - anyway)
}

/**
 * The surcharge in dollars that year `year`'s IRA income (`addedIncomeDollars`: required
 * distribution and conversion) adds to the premiums of `year + 2` (roth-model.md §17, §19): for
 * each person then on Medicare, on the filing status and income of `year` and the thresholds of
 * the premium year; 0 when nobody pays premiums then.
 */
export function yearlySurchargeDollars(
  household: HouseholdYears,
  priceIndex: PriceIndex,
  year: number,
  addedIncomeDollars: number,
): number {
  const premiumYear = year + medicareLookbackYears
  const people = household.medicarePersonsIn(premiumYear)
  if (people === 0) return 0
  const incomeYear = {
    filingStatus: household.filingStatusIn(year),
    otherIncome: household.otherIncomeIn(year),
  }
  return conversionSurchargeDollars(incomeYear, addedIncomeDollars, people, priceIndex(premiumYear))
}
