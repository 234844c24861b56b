import { describe, expect, it } from 'vitest'

import { analyzeRothConversion, type RothStrategyCandidate } from './index'
import { rothInputSchema } from './roth-input.schema'
import { otherIncomeTierOf, sameResultText, strategyLabel, strategyRows } from './strategy-rows'
import { workedExampleB, workedExampleG, workedExampleH } from './worked-examples'

describe('strategyLabel', () => {
  const capped = { bracketPercent: 24, years: 10, irmaaTier: 1 } as const
  it('keeps the premiums at the tier, or says they rise to it', () => {
    expect(strategyLabel(capped, 1)).toBe(
      'Fill the 24% bracket for 10 years, keeping Medicare premiums at tier 1',
    )
    expect(strategyLabel(capped, 0)).toBe(
      'Fill the 24% bracket for 10 years, rising to Medicare premium tier 1',
    )
    expect(strategyLabel({ ...capped, years: 1, irmaaTier: null }, 0)).toBe(
      'Fill the 24% bracket for 1 year',
    )
  })
})

describe('otherIncomeTierOf', () => {
  it('is the tier of other income alone with Medicare, else null', () => {
    expect(otherIncomeTierOf(rothInputSchema.parse(workedExampleH))).toBe(0)
    expect(otherIncomeTierOf(rothInputSchema.parse(workedExampleB))).toBeNull()
    expect(
      otherIncomeTierOf(
        rothInputSchema.parse({
          ...workedExampleH,
          parent: { ...workedExampleH.parent, otherIncome: 300_000 },
        }),
      ),
    ).toBe(2)
    expect(
      otherIncomeTierOf(
        rothInputSchema.parse({
          mode: 'quick',
          totalPreTaxAccounts: 1,
          totalRothAccounts: 0,
          numberOfChildren: 1,
        }),
      ),
    ).toBeNull()
  })
})

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
