import { describe, expect, it, test } from 'vitest'

import { analyzeRothConversion } from './index'
import { rothInputSchema } from './roth-input.schema'
import { bestStrategyIncome, strategyIncome } from './strategy-income'
import {
  workedExampleB,
  workedExampleC,
  workedExampleF,
  workedExampleG,
  workedExampleH,
} from './worked-examples'

const exampleF = rothInputSchema.parse(workedExampleF)

test('the best strategy of example F fills to the 32% floor in year 0, then to tier 3', () => {
  const income = strategyIncome(exampleF, 'fill-24-10y-tier3')
  expect(income).toMatchObject({
    label: 'Fill the 24% bracket for 10 years, staying in IRMAA tier 3',
    bracketPercent: 24,
    bracketTop: 201_775,
    nextRatePercent: 32,
    irmaaTier: 3,
    // 205,000 of MAGI less the 16,100 standard deduction.
    irmaaLimit: 188_900,
  })
  expect(income?.years).toHaveLength(13)
  expect(income?.years.slice(0, 3)).toMatchObject([
    {
      year: 0,
      calendarYear: 2026,
      converted: 97_875,
      taxableIncome: 201_775,
      setsMedicarePremium: false,
    },
    {
      year: 1,
      calendarYear: 2027,
      converted: 85_000,
      taxableIncome: 188_900,
      setsMedicarePremium: true,
    },
    {
      year: 2,
      calendarYear: 2028,
      converted: 85_000,
      taxableIncome: 188_900,
      setsMedicarePremium: true,
    },
  ])
  // No conversion after 10 years: other income alone; the last two years set no paid premium.
  expect(income?.years.at(-1)).toMatchObject({
    year: 12,
    calendarYear: 2038,
    converted: 0,
    taxableIncome: 103_900,
    setsMedicarePremium: false,
    // After the converting years the Medicare cap no longer binds.
    irmaaLimit: null,
  })
  // Without inflation every year's dollars are 2026 dollars.
  for (const year of income?.years ?? []) {
    expect(year.deflator).toBe(1)
    expect(year.today).toEqual({
      converted: year.converted,
      ownerRmd: year.ownerRmd,
      taxableIncome: year.taxableIncome,
      bracketTop: year.bracketTop,
      irmaaLimit: year.irmaaLimit,
    })
  }
  expect(income?.years[1]).toMatchObject({ bracketTop: 201_775, irmaaLimit: 188_900 })
})

test('an uncapped strategy has no Medicare limit, and Medicare off marks no year', () => {
  const income = strategyIncome(rothInputSchema.parse(workedExampleB), 'fill-22-10y')
  expect(income).toMatchObject({ irmaaTier: null, irmaaLimit: null, bracketTop: 105_700 })
  expect(income?.years.some((year) => year.setsMedicarePremium)).toBe(false)
})

test('no chart without brackets or for an unknown strategy', () => {
  expect(strategyIncome(rothInputSchema.parse(workedExampleC), 'fill-22-10y')).toBeNull()
  expect(strategyIncome(exampleF, 'fill-99-1y')).toBeNull()
})

test('the best strategy’s income is the first strategy’s; none without strategies', () => {
  expect(bestStrategyIncome(analyzeRothConversion(exampleF), exampleF)?.id).toBe(
    'fill-24-10y-tier3',
  )
  const exampleC = rothInputSchema.parse(workedExampleC)
  expect(bestStrategyIncome(analyzeRothConversion(exampleC), exampleC)).toBeNull()
})

describe('with the owner’s required distributions and inflation (example G)', () => {
  const exampleG = rothInputSchema.parse(workedExampleG)
  const analysisG = analyzeRothConversion(exampleG)
  const income = bestStrategyIncome(analysisG, exampleG)!
  const years = income.years
  const index = (year: number) => 1.025 ** year

  it('charts the best strategy on each year’s indexed tables', () => {
    expect(income.id).toBe('fill-24-7y')
    expect(years).toHaveLength(11)
    // Year 1: the 24% bracket's top and the income rise 2.5%, so it converts up to the new top.
    expect(years[1]!.bracketTop).toBeCloseTo(201_775 * index(1), 2)
    expect(years[1]!.taxableIncome).toBeCloseTo(201_775 * index(1), 2)
    expect(years[1]!.deflator).toBe(1.025)
    // In 2026 dollars the top stays where it is.
    expect(years[1]!.today.bracketTop).toBe(201_775)
    expect(years[1]!.today.taxableIncome).toBe(201_775)
  })

  it('takes the first required distribution in 2029, at 73, and counts it as income', () => {
    expect(years.slice(0, 3).map((year) => year.ownerRmd)).toEqual([0, 0, 0])
    const firstRmdYear = years[3]!
    expect(firstRmdYear.calendarYear).toBe(2029)
    expect(firstRmdYear.ownerRmd).toBeGreaterThan(0)
    // Other income, the distribution and the conversion, less the indexed standard deduction.
    expect(firstRmdYear.taxableIncome).toBeCloseTo(
      60_000 * index(3) + firstRmdYear.ownerRmd + firstRmdYear.converted - 16_100 * index(3),
      1,
    )
    // The distribution comes first: the conversion only fills what is left of the bracket.
    expect(firstRmdYear.taxableIncome).toBeCloseTo(firstRmdYear.bracketTop, 1)
    expect(firstRmdYear.converted).toBeLessThan(years[2]!.converted)
  })

  it('is the first required distribution of 42,400.00 of the baseline, taxed on the same tables', () => {
    // Without converting (the baseline), the same year: 1,123,600 / 26.5 (roth-model.md §24 G).
    const baselineRow = analysisG.scenarios[0]!.years[3]!
    expect(baselineRow.withoutConversion.ownerRmd).toBe(42_400)
    expect(baselineRow.withoutConversion.ownerRmdTax).toBe(10_493.62)
  })
})

describe('a couple (example H): the survivor files single', () => {
  const exampleH = rothInputSchema.parse(workedExampleH)
  const income = bestStrategyIncome(analyzeRothConversion(exampleH), exampleH)!

  it('stays in Medicare tier 1 on joint thresholds, then the survivor’s single tables', () => {
    expect(income.id).toBe('fill-24-10y-tier1')
    expect(income.years).toHaveLength(25)
    expect(income.years[14]!.filingStatus).toBe('married_filing_jointly')
    expect(income.years[15]!.filingStatus).toBe('single')
    // The 24% bracket's top for a single filer, indexed to 2041.
    expect(income.years[15]!.bracketTop).toBeCloseTo(201_775 * 1.025 ** 15, 2)
    // Year 9: the parent's first distribution at 75 (116,623.03 without converting, less here).
    expect(income.years[8]!.ownerRmd).toBe(0)
    expect(income.years[9]!.ownerRmd).toBeGreaterThan(0)
    // Capped at tier 1's highest MAGI (274,000 × 1.025^(t + 2)) less the year's joint deduction.
    const year9 = income.years[9]!
    expect(year9.irmaaLimit).toBeCloseTo(274_000 * 1.025 ** 11 - 32_200 * 1.025 ** 9, 1)
    expect(year9.taxableIncome).toBeCloseTo(year9.irmaaLimit!, 1)
    // The last two years before the inheritance set no premium anyone pays.
    expect(income.years.slice(-2).map((year) => year.setsMedicarePremium)).toEqual([false, false])
  })
})
