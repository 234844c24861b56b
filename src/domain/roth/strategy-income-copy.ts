import { formatWholeDollars } from '../text/money'
import type { StrategyIncome } from './strategy-income'

/** The chart's line at the top of the filled bracket, e.g. "Top of the 24% bracket (the 32% rate starts)". */
export function bracketTopLineLabel(bracketPercent: number, nextRatePercent: number): string {
  return `Top of the ${bracketPercent}% bracket (the ${nextRatePercent}% rate starts)`
}

/** The chart's line at the highest income of a Medicare premium tier, e.g. "Medicare tier 3 limit". */
export function medicareLimitLineLabel(irmaaTier: number): string {
  return `Medicare tier ${irmaaTier} limit`
}

/**
 * The lines of the chart in plain words and dollars: where the next rate starts and, for a
 * strategy that stays in a Medicare tier, the most it lets the years that set a premium reach.
 */
export function strategyIncomeLimitsText(income: StrategyIncome): string {
  const bracket = `The ${income.bracketPercent}% bracket ends at a taxable income of ${formatWholeDollars(income.bracketTop)}: above it, the ${income.nextRatePercent}% rate starts.`
  if (income.irmaaTier === null || income.irmaaLimit === null) return bracket
  return `${bracket} In the years that set a Medicare premium, this strategy keeps taxable income at or under ${formatWholeDollars(income.irmaaLimit)}, the ${medicareLimitLineLabel(income.irmaaTier)}.`
}
