import { describe, expect, it } from 'vitest'

import { analyzeRothConversion } from './index'
import {
  dollarsCaption,
  dollarsSentence,
  indexingSentence,
  shownResult,
  shownRowValues,
  shownYear,
  yearDollarsText,
} from './shown-dollars'
import { workedExampleA, workedExampleH } from './worked-examples'

const couple = analyzeRothConversion(workedExampleH)
const moderate = couple.scenarios.find(({ id }) => id === 'moderate')!

describe('shownResult', () => {
  it('gives example H’s moderate net benefit in 2026 dollars by default, and in 2073 dollars', () => {
    expect(shownResult(moderate, 'today').netBenefit).toBeCloseTo(371_619.51, 2)
    expect(shownResult(moderate, 'nominal').netBenefit).toBeCloseTo(1_186_096.94, 2)
    expect(shownResult(moderate, 'nominal')).toMatchObject({
      conversionTax: moderate.conversionTax,
      withoutAfterTax: moderate.withoutConversion.afterTaxToHeirs,
      withAfterTax: moderate.withConversion.afterTaxToHeirs,
      medicareSurcharge: moderate.medicareSurcharge,
      conversionAmount: moderate.conversionAmount,
    })
    expect(shownResult(moderate, 'today').withoutAfterTax).toBe(
      moderate.withoutConversion.today.afterTaxToHeirs,
    )
  })

  it('gives a row’s values in the dollars shown', () => {
    const last = moderate.years.at(-1)!
    expect(shownRowValues(last, 'nominal').with).toBe(moderate.withConversion.afterTaxToHeirs)
    expect(shownRowValues(last, 'today').without).toBe(
      moderate.withoutConversion.today.afterTaxToHeirs,
    )
  })
})

describe('the dollars’ words', () => {
  it('names 2026 or the valuation year, and says so in §18’s words', () => {
    expect(shownYear(couple, 'today')).toBe(2026)
    expect(shownYear(couple, 'nominal')).toBe(2073)
    expect(dollarsCaption(couple, 'today')).toBe('Amounts in 2026 dollars')
    expect(dollarsCaption(couple, 'nominal')).toMatch(/^Amounts in 2073 dollars/)
    expect(dollarsSentence(couple, 'today')).toBe(
      'All amounts are in 2026 dollars (today’s money), assuming prices rise 2.5 % a year. Switch to 2073 dollars to see the amounts as they would be paid.',
    )
    expect(dollarsSentence(couple, 'nominal')).toContain('Switch to 2026 dollars')
    expect(yearDollarsText('today')).toBe('in 2026 dollars')
    expect(yearDollarsText('nominal')).toBe('in each year’s dollars')
    expect(indexingSentence(2.5)).toBe(
      'Tax brackets, Medicare thresholds and your incomes rise with inflation (2.5 % a year); the law rounds each year’s figures slightly differently.',
    )
  })

  it('stays in 2026 dollars without inflation (quick mode)', () => {
    const quick = analyzeRothConversion(workedExampleA)
    expect(shownYear(quick, 'nominal')).toBe(2026)
    expect(dollarsCaption(quick, 'nominal')).toBe('Amounts in 2026 dollars')
  })
})
