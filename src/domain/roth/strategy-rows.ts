import type { RothStrategyCandidate } from './index'
import { strategyLabel } from './results-copy'

/** A strategy in the table: the first of its exact duplicates, with the others. */
export type StrategyRow = {
  result: RothStrategyCandidate
  label: string
  sameAs: RothStrategyCandidate[]
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
    const key = resultKey(strategy)
    const first = rows.get(key)
    if (first) first.sameAs.push(strategy)
    else
      rows.set(key, {
        result: strategy,
        label: strategyLabel(strategy, otherIncomeTier),
        sameAs: [],
      })
  }
  return [...rows.values()]
}

/** Years in words: "1 year", "9 or 10 years", "8, 9 or 10 years". */
function yearsListText(years: ReadonlyArray<number>): string {
  if (years.length === 1 && years[0] === 1) return '1 year'
  const last = years.at(-1)
  const rest = years.slice(0, -1)
  return `${rest.length > 0 ? `${rest.join(', ')} or ` : ''}${last} years`
}

/**
 * The strategies a row stands for, said once and briefly: "The same result as filling the 24%
 * bracket for 9 or 10 years; the 32% bracket for 8, 9 or 10 years." A duplicate with another
 * Medicare cap than the row's names it. Null when the row has no duplicates.
 */
export function sameResultText(row: StrategyRow): string | null {
  if (row.sameAs.length === 0) return null
  const groups = new Map<
    string,
    { bracketPercent: number; irmaaTier: number | null; years: number[] }
  >()
  for (const { bracketPercent, irmaaTier, years } of row.sameAs) {
    const key = `${bracketPercent}|${irmaaTier}`
    const group = groups.get(key) ?? { bracketPercent, irmaaTier, years: [] }
    group.years.push(years)
    groups.set(key, group)
  }
  const phrases = [...groups.values()].map(({ bracketPercent, irmaaTier, years }) => {
    const cap =
      irmaaTier === row.result.irmaaTier
        ? ''
        : irmaaTier === null
          ? ' without a Medicare cap'
          : ` with Medicare premiums capped at tier ${irmaaTier}`
    return `the ${bracketPercent}% bracket for ${yearsListText(years)}${cap}`
  })
  return `The same result as filling ${phrases.join('; ')}.`
}
