import { federalTaxTables2026, taxYear } from './brackets-2026'
import { assumptionsOf, bracketFamilyPlan, bracketInputOf } from './family-plan'
import type { RothAnalysis } from './index'
import { medicareEnrolleeOf, setsPaidPremium } from './medicare-premiums'
import { roundToCents } from './output-rounding'
import type { RothInput } from './roth-input.schema'
import { simulateConversion } from './simulate'
import { strategyCandidates } from './strategies'

/** One parent year of a strategy: what it converts and the parent's taxable income then. */
export type StrategyIncomeYear = {
  /** Years from now (0 = 2026). */
  year: number
  calendarYear: number
  converted: number
  /** Other income plus the conversion, less the standard deduction (never below 0). */
  taxableIncome: number
  /** Whether this year's income sets a Medicare premium the parent pays (two years later). */
  setsMedicarePremium: boolean
}

/** A strategy's parent years with the lines it fills up to, in taxable income. */
export type StrategyIncome = {
  id: string
  label: string
  /** The rate whose bracket the strategy fills, in percent. */
  bracketPercent: number
  /** The taxable income where the rate above the filled bracket starts. */
  bracketTop: number
  /** That next rate, in percent (24 = 24%). */
  nextRatePercent: number
  /** The IRMAA tier the strategy stays in, or null when it is not capped. */
  irmaaTier: number | null
  /** The taxable income at that tier's highest MAGI, or null when not capped. */
  irmaaLimit: number | null
  years: StrategyIncomeYear[]
}

/**
 * The parent's taxable income in each year until the inheritance under the bracket-filling
 * strategy `strategyId` (an id of `analyzeRothConversion`'s `strategies`), for a chart against
 * the bracket's top and the Medicare tier's limit; null when the input has no such strategy.
 */
export function strategyIncome(input: RothInput, strategyId: string): StrategyIncome | null {
  const bracketInput = bracketInputOf(input)
  if (!bracketInput) return null
  const settings = assumptionsOf(input)
  const family = bracketFamilyPlan(bracketInput, settings)
  const candidate = strategyCandidates(bracketInput, settings, family).find(
    (strategy) => strategy.id === strategyId,
  )
  if (!candidate) return null
  const { parent } = bracketInput
  const { standardDeductionDollars } = federalTaxTables2026[parent.filingStatus]
  const taxableIncomeOf = (incomeDollars: number) =>
    roundToCents(Math.max(0, incomeDollars - standardDeductionDollars))
  const outcome = simulateConversion({ ...family, conversionDollars: candidate.conversionDollars })
  const enrollee = medicareEnrolleeOf(parent, settings.includeMedicare)
  const { bracketTopDollars, nextRatePercent, irmaaCeilingDollars } = candidate.limits
  return {
    id: candidate.id,
    label: candidate.label,
    bracketPercent: candidate.bracketPercent,
    bracketTop: bracketTopDollars,
    nextRatePercent,
    irmaaTier: candidate.irmaaTier,
    irmaaLimit: irmaaCeilingDollars === null ? null : taxableIncomeOf(irmaaCeilingDollars),
    years: outcome.conversionDollarsByYear.map((convertedDollars, year) => ({
      year,
      calendarYear: taxYear + year,
      converted: roundToCents(convertedDollars),
      taxableIncome: taxableIncomeOf(parent.otherIncome + convertedDollars),
      setsMedicarePremium:
        enrollee !== null && setsPaidPremium(year, enrollee, settings.yearsUntilInheritance),
    })),
  }
}

/** The best strategy's income (`analysis.strategies[0]`), or null when there are no strategies. */
export function bestStrategyIncome(
  analysis: Pick<RothAnalysis, 'strategies'>,
  input: RothInput,
): StrategyIncome | null {
  const [best] = analysis.strategies
  return best ? strategyIncome(input, best.id) : null
}
