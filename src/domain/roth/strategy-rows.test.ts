import { describe, expect, it } from 'vitest'

import { analyzeRothConversion, type RothStrategyCandidate } from './index'
import { sameResultText, strategyRows } from './strategy-rows'
import { workedExampleG } from './worked-examples'

describe('strategyRows', () => {
  it('folds example G’s exact ties (7 to 10 years: the balance is gone) into the first', () => {
    const { strategies } = analyzeRothConversion(workedExampleG)
    const rows = strategyRows(strategies, null)
    expect(rows[0]?.result.id).toBe('fill-24-7y')
    expect(rows[0]?.sameAs.map(({ id }) => id)).toEqual(['fill-24-8y', 'fill-24-9y', 'fill-24-10y'])
    expect(sameResultText(rows[0]!)).toBe(
      'The same result as filling the 24% bracket for 8, 9 or 10 years.',
    )
    expect(sameResultText(rows.at(-1)!)).toBeNull()
    expect(rows.length).toBeLessThan(strategies.length)
    expect(new Set(rows.map(({ label }) => label)).size).toBe(rows.length)
  })
})

describe('sameResultText', () => {
  const strategy = (bracketPercent: 24 | 32, years: number, irmaaTier: number | null) =>
    ({ bracketPercent, years, irmaaTier }) as RothStrategyCandidate
  it('groups the duplicates by bracket and names another Medicare cap', () => {
    const row = {
      result: strategy(24, 10, 1),
      label: 'x',
      sameAs: [strategy(32, 10, 1), strategy(24, 1, null), strategy(32, 9, 2)],
    }
    expect(sameResultText(row)).toBe(
      'The same result as filling the 32% bracket for 10 years; the 24% bracket for 1 year without a Medicare cap; the 32% bracket for 9 years with Medicare premiums capped at tier 2.',
    )
  })
})
