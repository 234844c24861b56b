import { expect, test } from 'vitest'

import { analyzeRothConversion } from './index'
import { rothInputSchema } from './roth-input.schema'
import { bestStrategyIncome, strategyIncome } from './strategy-income'
import { workedExampleB, workedExampleC, workedExampleF } from './worked-examples'

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
  expect(income?.years.slice(0, 3)).toEqual([
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
  expect(income?.years.at(-1)).toEqual({
    year: 12,
    calendarYear: 2038,
    converted: 0,
    taxableIncome: 103_900,
    setsMedicarePremium: false,
  })
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
