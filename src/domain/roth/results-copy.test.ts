import { describe, expect, it } from 'vitest'

import {
  conversionTaxLabel,
  dollarsCaption,
  dollarsNote,
  dollarsShownOf,
  dollarsYear,
  indexingNote,
  inDollarsOf,
  inFlowDollarsOf,
  otherIncomeMedicareTier,
  strategyLabel,
  withoutConvertingLabel,
  yearDollarsText,
} from './results-copy'
import { rothInputSchema } from './roth-input.schema'
import { workedExampleA, workedExampleB, workedExampleF, workedExampleH } from './worked-examples'

const inflating = { inflationPercent: 2.5, valuationYear: 2073 }
const steady = { inflationPercent: 0, valuationYear: 2046 }

describe('dollarsShownOf', () => {
  it.each([
    ['nominal', 'nominal'],
    [undefined, 'today'],
    ['today', 'today'],
    ['NOMINAL', 'today'],
    [['nominal', 'nominal'], 'today'],
  ])('reads %j as %s', (value, shown) => {
    expect(dollarsShownOf(value)).toBe(shown)
  })
})

describe('which dollars', () => {
  it('names the dollars of a table by year: 2026’s, or each year’s own as paid', () => {
    expect(yearDollarsText('today')).toBe('in 2026 dollars')
    expect(yearDollarsText('nominal')).toBe('in each year’s dollars')
  })

  it('puts totals in 2026 dollars by default and in the valuation year’s as paid', () => {
    expect(dollarsYear(inflating, 'today')).toBe(2026)
    expect(dollarsYear(inflating, 'nominal')).toBe(2073)
    expect(inDollarsOf(inflating, 'today')).toBe('in 2026 dollars')
    expect(inDollarsOf(inflating, 'nominal')).toBe('in 2073 dollars')
    expect(inFlowDollarsOf(inflating, 'today')).toBe('in 2026 dollars')
    expect(inFlowDollarsOf(inflating, 'nominal')).toBe('in each year’s dollars')
    expect(dollarsCaption(inflating, 'today')).toBe('Amounts in 2026 dollars')
    expect(dollarsCaption(inflating, 'nominal')).toBe(
      'Amounts in 2073 dollars (taxes and premiums as paid each year)',
    )
    expect(dollarsCaption(steady, 'nominal')).toBe('Amounts in 2026 dollars')
  })

  it('has only 2026 dollars without inflation', () => {
    expect(dollarsYear(steady, 'nominal')).toBe(2026)
    expect(inFlowDollarsOf(steady, 'nominal')).toBe('in 2026 dollars')
    expect(dollarsNote(steady, 'today')).toBe(
      'All amounts are in 2026 dollars (no inflation assumed).',
    )
    expect(dollarsNote(steady, 'nominal')).toBe(dollarsNote(steady, 'today'))
    expect(indexingNote(0)).toBeNull()
  })

  it('offers the switch in each direction (roth-model.md §18)', () => {
    expect(dollarsNote(inflating, 'today')).toBe(
      'All amounts are in 2026 dollars (today’s money), assuming prices rise 2.5 % a year. Switch to 2073 dollars to see the amounts as they would be paid.',
    )
    expect(dollarsNote(inflating, 'nominal')).toBe(
      'The children’s totals are in 2073 dollars, as they would be paid, with prices rising 2.5 % a year; taxes and premiums are added up as paid each year. Switch to 2026 dollars to see them in today’s money.',
    )
    expect(indexingNote(2.5)).toBe(
      'Tax brackets, Medicare thresholds and your incomes rise with inflation (2.5 % a year); the law rounds each year’s figures slightly differently.',
    )
  })
})

describe('the labels of roth-model.md §21', () => {
  it('names the conversion tax by its years, and what "without converting" means', () => {
    expect(conversionTaxLabel(9)).toBe('Tax on the conversions (9 years)')
    expect(conversionTaxLabel(1)).toBe('Tax on the conversions (1 year)')
    expect(withoutConvertingLabel).toBe(
      'Without converting (the tax money stays invested, so this differs by scenario)',
    )
  })

  it('says whether a capped strategy keeps or raises the Medicare tier of other income alone', () => {
    const capped = {
      label: 'Fill the 24% bracket for 10 years, staying in IRMAA tier 3',
      irmaaTier: 3,
    }
    expect(strategyLabel(capped, 3)).toBe(
      'Fill the 24% bracket for 10 years, keeping Medicare premiums at tier 3',
    )
    expect(strategyLabel(capped, 1)).toBe(
      'Fill the 24% bracket for 10 years, rising to Medicare premium tier 3',
    )
    expect(strategyLabel(capped, null)).toBe(capped.label)
    expect(strategyLabel({ label: 'Fill the 22% bracket for 1 year', irmaaTier: null }, 0)).toBe(
      'Fill the 22% bracket for 1 year',
    )
    expect(strategyLabel({ label: 'Something else', irmaaTier: 2 }, 2)).toBe(
      'Something else, keeping Medicare premiums at tier 2',
    )
  })

  it('finds the Medicare tier of the parent’s other income alone, with Medicare on', () => {
    const tierOf = (example: unknown) => otherIncomeMedicareTier(rothInputSchema.parse(example))
    expect(tierOf(workedExampleF)).toBe(1) // single, 120,000
    expect(tierOf(workedExampleH)).toBe(0) // joint, 95,000
    expect(tierOf(workedExampleB)).toBeNull() // Medicare left out
    expect(tierOf(workedExampleA)).toBeNull() // quick mode
  })
})
