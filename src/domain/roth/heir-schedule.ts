import { distributionYears } from './presets'
import { diesAfterRequiredBeginningDate } from './required-beginning-date'
import type { BeneficiaryType } from './roth-input.schema'
import { singleLifeExpectancy } from './single-life-table'

/** The distribution rule the law applies to one heir's inherited IRAs (roth-model.md §8). */
export type HeirRule = 'tenYear' | 'tenYearAnnualMinimums' | 'minorThenTenYear' | 'lifeExpectancy'

/**
 * What one heir withdraws each heir year from an inherited account: `startDollars` is the account
 * at the end of the previous heir year, `grownDollars` after this year's growth.
 */
type Withdrawal = (heirYear: number, startDollars: number, grownDollars: number) => number

/** One heir's rule, the heir year its last account empties, and its yearly withdrawals. */
export type HeirSchedule = {
  rule: HeirRule
  lastYear: number
  preTaxWithdrawalDollars: Withdrawal
  rothWithdrawalDollars: Withdrawal
}

/** The owner (the parent) as far as the heirs' rules need: age in 2026, when the death comes. */
export type OwnerFacts = { age?: number; yearsUntilInheritance: number }

/** One heir: beneficiary type, age in 2026, and whether an accumulation trust keeps the payments. */
export type HeirFacts = {
  beneficiaryType: BeneficiaryType
  age?: number
  isInAccumulationTrust: boolean
}

/** The schedule under the 10-year rule with no annual minimums, as roth-model.md Part I has it. */
export const tenYearSchedule: HeirSchedule = {
  rule: 'tenYear',
  lastYear: distributionYears,
  // Even withdrawals over the years left; year 10 empties the IRA.
  preTaxWithdrawalDollars: (heirYear, _start, grown) =>
    heirYear <= distributionYears ? grown / (distributionYears + 1 - heirYear) : grown,
  // The inherited Roth grows untouched and is taken out tax-free in the last year.
  rothWithdrawalDollars: (heirYear, _start, grown) => (heirYear >= distributionYears ? grown : 0),
}

// The required minimum of one heir year: the start balance over the divisor, or all of it once
// the divisor reaches 1.
const annualMinimum = (divisor: number, start: number, grown: number) =>
  divisor <= 1 ? grown : start / divisor

type Divisor = (heirYear: number) => number

/**
 * The owner's remaining life expectancy in the year of death less one a year (the "ghost" divisor),
 * or null unless the owner died on or after the required beginning date.
 */
function ghostDivisor(owner: OwnerFacts): Divisor | null {
  if (owner.age === undefined) return null
  if (!diesAfterRequiredBeginningDate(owner.age, owner.yearsUntilInheritance)) return null
  const lifeExpectancy = singleLifeExpectancy(owner.age + owner.yearsUntilInheritance)
  return (heirYear) => lifeExpectancy - heirYear
}

/** The first heir year whose divisor is 1 or less: the year a life-expectancy payout ends. */
function firstYearAtOne(divisor: Divisor): number {
  let heirYear = 1
  while (divisor(heirYear) > 1) heirYear += 1
  return heirYear
}

/** Even withdrawals that empty the account in heir year `lastYear`, never under the minimum. */
function evenWithMinimums(lastYear: number, divisor: Divisor, fromYear = 1): Withdrawal {
  return (heirYear, start, grown) => {
    if (heirYear >= lastYear) return grown
    const minimum = annualMinimum(divisor(heirYear), start, grown)
    if (heirYear < fromYear) return minimum
    return Math.max(minimum, grown / (lastYear - heirYear + 1))
  }
}

/**
 * The heir's rule and withdrawals (roth-model.md §8–§9): a designated (adult) child empties the
 * accounts by heir year 10, taking the annual minimums too when the owner died after the required
 * beginning date; a minor child of the owner takes minimums to the year of turning 21 and then has
 * 10 years; a disabled or chronically ill child stretches over their life expectancy. An
 * accumulation trust keeps the stretch but counts a minor as designated.
 */
export function heirSchedule(heir: HeirFacts, owner: OwnerFacts): HeirSchedule {
  const ownerDivisor = ghostDivisor(owner)
  const isAfterRbd = ownerDivisor !== null
  const ageAtDeath = heir.age === undefined ? undefined : heir.age + owner.yearsUntilInheritance
  const isMinor =
    heir.beneficiaryType === 'minor' &&
    !heir.isInAccumulationTrust &&
    ageAtDeath !== undefined &&
    ageAtDeath <= 20
  const isLifeExpectancy =
    heir.beneficiaryType === 'disabled' || heir.beneficiaryType === 'chronicallyIll'

  if (ageAtDeath === undefined || (!isMinor && !isLifeExpectancy && !isAfterRbd)) {
    return { ...tenYearSchedule, rule: isAfterRbd ? 'tenYearAnnualMinimums' : 'tenYear' }
  }

  // The heir's life expectancy, fixed in the year after the death and one less each year.
  const heirLifeExpectancy = singleLifeExpectancy(ageAtDeath + 1)
  const ownDivisor: Divisor = (heirYear) => heirLifeExpectancy - (heirYear - 1)
  // After the RBD the owner's remaining ("ghost") life expectancy applies when it is longer.
  const preTaxDivisor: Divisor = ownerDivisor
    ? (heirYear) => Math.max(ownDivisor(heirYear), ownerDivisor(heirYear))
    : ownDivisor

  if (isMinor) {
    // Minimums up to the year of turning 21, then 10 more years (to 31 December of the 10th).
    const lastYear = 31 - ageAtDeath
    const firstTenYearRuleYear = 22 - ageAtDeath
    return {
      rule: 'minorThenTenYear',
      lastYear,
      preTaxWithdrawalDollars: evenWithMinimums(lastYear, preTaxDivisor, firstTenYearRuleYear),
      rothWithdrawalDollars: (heirYear, start, grown) =>
        heirYear >= lastYear ? grown : annualMinimum(ownDivisor(heirYear), start, grown),
    }
  }
  if (isLifeExpectancy) {
    return {
      rule: 'lifeExpectancy',
      // The pre-tax divisor is never below the Roth's, so the pre-tax account ends last.
      lastYear: firstYearAtOne(preTaxDivisor),
      preTaxWithdrawalDollars: (heirYear, start, grown) =>
        annualMinimum(preTaxDivisor(heirYear), start, grown),
      rothWithdrawalDollars: (heirYear, start, grown) =>
        annualMinimum(ownDivisor(heirYear), start, grown),
    }
  }
  return {
    rule: 'tenYearAnnualMinimums',
    lastYear: distributionYears,
    preTaxWithdrawalDollars: evenWithMinimums(distributionYears, preTaxDivisor),
    rothWithdrawalDollars: tenYearSchedule.rothWithdrawalDollars,
  }
}
