import type { RothInput, RothStrategyCandidate } from './index'
import { irmaaTier } from './irmaa-2026'

/** A strategy in the table: the first of its exact duplicates, with the others' labels. */
export type StrategyRow = { result: RothStrategyCandidate; label: string; sameAs: string[] }

/**
 * The Medicare tier of the parent's other income alone (2026 thresholds; indexing moves income
 * and thresholds alike), or null when Medicare is not included.
 */
export function otherIncomeTierOf(input: RothInput): number | null {
  if (input.mode !== 'detailed' || input.taxModel !== 'brackets' || !input.parent) return null
  if (!input.includeMedicare) return null
  return irmaaTier(input.parent.otherIncome, input.parent.filingStatus)
}

/**
 * A strategy's label in the words of roth-model.md §21: capped ones keep the premiums "at tier j",
 * or say "rising to tier j" when that is above the tier of the parent's other income alone.
 */
export function strategyLabel(
  strategy: Pick<RothStrategyCandidate, 'bracketPercent' | 'years' | 'irmaaTier'>,
  otherIncomeTier: number | null,
): string {
  const years = strategy.years === 1 ? '1 year' : `${strategy.years} years`
  const base = `Fill the ${strategy.bracketPercent}% bracket for ${years}`
  const tier = strategy.irmaaTier
  if (tier === null) return base
  return otherIncomeTier !== null && tier > otherIncomeTier
    ? `${base}, rising to Medicare premium tier ${tier}`
    : `${base}, keeping Medicare premiums at tier ${tier}`
}

/** The figures that make two strategies exact duplicates (all rounded to cents already). */
const resultKey = (strategy: RothStrategyCandidate) =>
  JSON.stringify([
    strategy.conversionAmount,
    strategy.conversionTax,
    strategy.medicareSurcharge,
    strategy.netBenefit,
    strategy.withConversion.afterTaxToHeirs,
    strategy.withoutConversion.afterTaxToHeirs,
  ])

/**
 * The strategies as the table ranks them: exact duplicates (the same figures to the cent, e.g.
 * once the IRA is empty more years change nothing) folded into the first, which names the rest.
 */
export function strategyRows(
  strategies: ReadonlyArray<RothStrategyCandidate>,
  otherIncomeTier: number | null,
): StrategyRow[] {
  const rows = new Map<string, StrategyRow>()
  for (const strategy of strategies) {
    const label = strategyLabel(strategy, otherIncomeTier)
    const key = resultKey(strategy)
    const first = rows.get(key)
    if (first) first.sameAs.push(label)
    else rows.set(key, { result: strategy, label, sameAs: [] })
  }
  return [...rows.values()]
}
