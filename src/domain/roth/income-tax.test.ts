import { describe, expect, test } from 'vitest'

import { coloradoIncomeTaxRate2026, federalTaxTables2026 } from './brackets-2026'
import {
  addedIncomeTaxDollars,
  bracketTaxDollars,
  incomeTaxDollars,
  indexedTaxTable,
  type TaxBracket,
  type Taxpayer,
} from './income-tax'

const singleBrackets = federalTaxTables2026.single.brackets
const singleFederalOnly: Taxpayer = {
  federalTaxTable: federalTaxTables2026.single,
  stateTaxRate: 0,
}
const singleInColorado: Taxpayer = { ...singleFederalOnly, stateTaxRate: coloradoIncomeTaxRate2026 }

describe('bracketTaxDollars', () => {
  const twoBrackets: TaxBracket[] = [
    { floorDollars: 0, rate: 0.1 },
    { floorDollars: 10_000, rate: 0.2 },
  ]

  test.each([
    [0, 0],
    [5_000, 500],
    [10_000, 1_000],
    [15_000, 2_000],
  ])('taxable income %i owes %i under a two-bracket schedule', (incomeDollars, taxDollars) =>
    expect(bracketTaxDollars(incomeDollars, twoBrackets)).toBeCloseTo(taxDollars, 6),
  )

  test.each([
    ['zero income', 0, 0],
    ['income exactly at the 12% floor', 12_400, 1_240],
    ['one dollar into the 12% bracket', 12_401, 1_240.12],
    ['income exactly at the 22% floor', 50_400, 5_800],
    ['income exactly at the 37% floor', 640_600, 192_979.25],
    ['income in the open-ended 37% bracket', 1_000_000, 325_957.25],
  ])('single filer, %s', (_case, incomeDollars, taxDollars) =>
    expect(bracketTaxDollars(incomeDollars, singleBrackets)).toBeCloseTo(taxDollars, 6),
  )
})

describe('incomeTaxDollars', () => {
  test.each([
    ['no income', 0, 0],
    ['income below the standard deduction', 10_000, 0],
    ['income exactly at the standard deduction', 16_100, 0],
    ['income one bracket floor above the deduction', 16_100 + 12_400, 1_240],
  ])('%s: federal tax only', (_case, incomeDollars, taxDollars) =>
    expect(incomeTaxDollars(incomeDollars, singleFederalOnly)).toBeCloseTo(taxDollars, 6),
  )

  test('the state taxes the same taxable income (after the standard deduction) at its flat rate', () =>
    expect(incomeTaxDollars(16_100 + 12_400, singleInColorado)).toBeCloseTo(
      1_240 + 12_400 * 0.044,
      6,
    ))

  test('a joint return uses its own deduction and floors', () =>
    expect(
      incomeTaxDollars(32_200 + 24_800, {
        federalTaxTable: federalTaxTables2026.married_filing_jointly,
        stateTaxRate: 0,
      }),
    ).toBeCloseTo(2_480, 6))
})

describe('addedIncomeTaxDollars', () => {
  test('prices an installment at the margin: 30,000 on 60,000 costs 780 + 5,170 + 1,320 CO', () =>
    expect(addedIncomeTaxDollars(60_000, 30_000, singleInColorado)).toBeCloseTo(7_270, 6))

  test('income that stays under the standard deduction costs nothing', () =>
    expect(addedIncomeTaxDollars(0, 16_100, singleInColorado)).toBe(0))

  test('only the part above the standard deduction is taxed', () =>
    expect(addedIncomeTaxDollars(10_000, 10_000, singleInColorado)).toBeCloseTo(
      3_900 * (0.1 + 0.044),
      6,
    ))

  test('nothing added costs nothing', () =>
    expect(addedIncomeTaxDollars(250_000, 0, singleInColorado)).toBe(0))
})

test('an indexed table scales the standard deduction and every floor, not the rates', () => {
  const table = {
    standardDeductionDollars: 100,
    brackets: [
      { floorDollars: 0, rate: 0.1 },
      { floorDollars: 1_000, rate: 0.2 },
    ],
  }
  expect(indexedTaxTable(table, 1.5)).toEqual({
    standardDeductionDollars: 150,
    brackets: [
      { floorDollars: 0, rate: 0.1 },
      { floorDollars: 1_500, rate: 0.2 },
    ],
  })
})
