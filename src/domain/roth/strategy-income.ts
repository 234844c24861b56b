import { federalTaxTables2026, taxYear } from './brackets-2026'
import { definedOrThrow } from './defined-or-throw'
import { assumptionsOf, bracketFamilyPlan, bracketInputOf } from './family-plan'
import type { FilingStatus } from './income-tax'
import type { RothAnalysis } from './index'
import { medicareLookbackYears } from './medicare-premiums'
import { roundToCents } from './output-rounding'
import type { RothInput } from './roth-input.schema'
import { simulateConversion } from './simulate'
import { strategyCandidates, tierCeilingInYear } from './strategies'

/** A parent year's dollar figures, in that year's dollars or in 2026 dollars (`today`). */
export type StrategyIncomeDollars = {
  converted: number
  /** The owner's required distribution that year (0 when left out or not yet required). */
  ownerRmd: number
  /** Other income, the required distribution and the conversion, less the standard deduction. */
  taxableIncome: number
  /** The taxable income where the rate above the filled bracket starts that year. */
  bracketTop: number
  /**
   * The taxable income at the Medicare tier's highest MAGI that year, when the strategy's cap
   * binds then (a converting year that sets a premium); otherwise null.
   */
  irmaaLimit: number | null
}

/** One parent year of a strategy: what it converts and the parent's taxable income then. */
export type StrategyIncomeYear = StrategyIncomeDollars & {
  /** Years from now (0 = 2026). */
  year: number
  calendarYear: number
  /** The year's filing status: the couple's, then single for a survivor (roth-model.md §17). */
  filingStatus: FilingStatus
  /** Whether this year's income sets a Medicare premium someone pays (two years later). */
  setsMedicarePremium: boolean
  /** The price index of the year (1 in 2026): that year's dollars ÷ it = 2026 dollars. */
  deflator: number
  /** The same figures in 2026 dollars. */
  today: StrategyIncomeDollars
}

/** A strategy's parent years with the lines it fills up to, in taxable income. */
export type StrategyIncome = {
  id: string
  label: string
  /** The rate whose bracket the strategy fills, in percent. */
  bracketPercent: number
  /** The taxable income where the rate above the filled bracket starts (2026, own status). */
  bracketTop: number
  /** That next rate, in percent (24 = 24%). */
  nextRatePercent: number
  /** The IRMAA tier the strategy stays in, or null when it is not capped. */
  irmaaTier: number | null
  /** The taxable income at that tier's highest MAGI (2026, own status), or null when not capped. */
  irmaaLimit: number | null
  years: StrategyIncomeYear[]
}

const roundedDollars = (dollars: StrategyIncomeDollars, divisor: number) => ({
  converted: roundToCents(dollars.converted / divisor),
  ownerRmd: roundToCents(dollars.ownerRmd / divisor),
  taxableIncome: roundToCents(dollars.taxableIncome / divisor),
  bracketTop: roundToCents(dollars.bracketTop / divisor),
  irmaaLimit: dollars.irmaaLimit === null ? null : roundToCents(dollars.irmaaLimit / divisor),
})

/**
 * The parent's (and after a first death the survivor's) taxable income in each year until the
 * inheritance under the bracket-filling strategy `strategyId` (an id of `analyzeRothConversion`'s
 * `strategies`), for a chart against the bracket's top and the Medicare tier's limit: other
 * income, the owner's required distribution and the conversion, on each year's indexed tables and
 * filing status (roth-model.md §16–§19), in that year's dollars and in 2026 dollars; null when the
 * input has no such strategy.
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
  const { household, priceIndex, taxpayerIn } = family
  const { standardDeductionDollars } = federalTaxTables2026[bracketInput.parent.filingStatus]
  const { bracketTopDollars, nextRatePercent, irmaaCeilingDollars } = candidate.limits
  const outcome = simulateConversion({ ...family, conversionDollars: candidate.conversionDollars })
  const years = outcome.conversionDollarsByYear.map((convertedDollars, year) => {
    const { standardDeductionDollars: deductionDollars, brackets } =
      taxpayerIn(year).federalTaxTable
    const ownerRmdDollars = definedOrThrow(
      outcome.withConversion.years[year],
      'the strategy has a row for every parent year',
    ).ownerRmdDollars
    const taxableOf = (incomeDollars: number) => Math.max(0, incomeDollars - deductionDollars)
    const setsMedicarePremium = household.medicarePersonsIn(year + medicareLookbackYears) > 0
    const nextBracket = definedOrThrow(
      brackets.find((bracket) => Math.round(bracket.rate * 100) === nextRatePercent),
      'the next rate is in every year’s table',
    )
    const nominal: StrategyIncomeDollars = {
      converted: convertedDollars,
      ownerRmd: ownerRmdDollars,
      taxableIncome: taxableOf(household.otherIncomeIn(year) + ownerRmdDollars + convertedDollars),
      bracketTop: nextBracket.floorDollars,
      irmaaLimit:
        // The cap binds only in the strategy's converting years whose income sets a premium.
        candidate.irmaaTier === null || year >= candidate.years || !setsMedicarePremium
          ? null
          : taxableOf(tierCeilingInYear(family, candidate.irmaaTier, year)),
    }
    const deflator = priceIndex(year)
    return {
      year,
      calendarYear: taxYear + year,
      filingStatus: household.filingStatusIn(year),
      setsMedicarePremium,
      deflator,
      ...roundedDollars(nominal, 1),
      today: roundedDollars(nominal, deflator),
    }
  })
  return {
    id: candidate.id,
    label: candidate.label,
    bracketPercent: candidate.bracketPercent,
    bracketTop: bracketTopDollars,
    nextRatePercent,
    irmaaTier: candidate.irmaaTier,
    irmaaLimit:
      irmaaCeilingDollars === null
        ? null
        : roundToCents(Math.max(0, irmaaCeilingDollars - standardDeductionDollars)),
    years,
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
