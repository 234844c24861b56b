import { describe, expect, test } from 'vitest'

import { tenYearSchedule } from './heir-schedule'
import { simulateConversion, type ConversionPlan, type HeirPlan } from './simulate'

const flatTax = (rate: number) => (dollars: number) => dollars * rate
const heirTaxedAt = (rate: number): HeirPlan => ({
  schedule: tenYearSchedule,
  withdrawalTaxDollars: flatTax(rate),
  isKeptInTrust: false,
})
const installments =
  (totalDollars: number, years: number): ConversionPlan['conversionDollars'] =>
  (year) =>
    year < years ? totalDollars / years : 0

// No growth and no tax make every step visible in round numbers.
const stillPlan: ConversionPlan = {
  preTaxDollars: 1_000,
  rothDollars: 100,
  conversionDollars: () => 0,
  yearsUntilInheritance: 0,
  annualReturnRate: 0,
  taxableReturnDragRate: 0,
  taxPaidFrom: 'outside',
  conversionTaxDollars: flatTax(0),
  medicareSurchargeDollars: () => 0,
  heirs: [heirTaxedAt(0)],
  horizonYears: 10,
}

describe('the heirs’ even withdrawal schedule', () => {
  const { withoutConversion } = simulateConversion(stillPlan)
  const heirYears = withoutConversion.years.filter((year) => year.phase === 'heirs')

  test('takes preTax / (11 − h) each year, which is 1/10 of a still balance every year', () => {
    expect(heirYears.map((year) => year.preTaxDollars)).toEqual([
      900, 800, 700, 600, 500, 400, 300, 200, 100, 0,
    ])
    expect(heirYears.map((year) => year.taxableDollars)).toEqual([
      100, 200, 300, 400, 500, 600, 700, 800, 900, 1_100,
    ])
  })

  test('leaves the inherited Roth untouched until year 10, then moves it to taxable', () => {
    expect(heirYears.map((year) => year.rothDollars)).toEqual([
      100, 100, 100, 100, 100, 100, 100, 100, 100, 0,
    ])
    expect(withoutConversion.afterTaxToHeirsDollars).toBe(1_100)
  })

  test('taxes each withdrawal in its own year', () => {
    const taxed = simulateConversion({ ...stillPlan, heirs: [heirTaxedAt(0.3)] })
    const taxPaid = taxed.withoutConversion.years.map((year) => year.taxPaidDollars)
    expect(taxPaid).toEqual([0, ...Array.from({ length: 10 }, () => 30)])
    expect(taxed.withoutConversion.heirsTaxDollars).toBeCloseTo(300, 9)
    expect(taxed.withoutConversion.afterTaxToHeirsDollars).toBeCloseTo(800, 9)
  })

  test('splits every account evenly and taxes each child separately', () => {
    const twoChildren = simulateConversion({
      ...stillPlan,
      heirs: [heirTaxedAt(0), heirTaxedAt(0.5)],
    })
    expect(twoChildren.withoutConversion.heirsTaxDollars).toBeCloseTo(250, 9)
    expect(twoChildren.withoutConversion.years[1]?.taxPaidDollars).toBeCloseTo(25, 9)
  })
})

describe('the parent’s years', () => {
  const plan: ConversionPlan = {
    ...stillPlan,
    preTaxDollars: 1_000,
    rothDollars: 0,
    conversionDollars: installments(300, 3),
    yearsUntilInheritance: 4,
    annualReturnRate: 0.1,
    taxableReturnDragRate: 0.5,
    conversionTaxDollars: flatTax(0.2),
  }

  test('grow first, then take that year’s installment', () => {
    const { withConversion, conversionTaxDollars } = simulateConversion(plan)
    const [year0, year1] = withConversion.years
    expect(year0).toMatchObject({ preTaxDollars: 900, rothDollars: 100, taxPaidDollars: 20 })
    expect(year1?.preTaxDollars).toBeCloseTo(900 * 1.1 - 100, 9)
    expect(year1?.rothDollars).toBeCloseTo(100 * 1.1 + 100, 9)
    expect(withConversion.years[3]?.taxPaidDollars).toBe(0)
    expect(conversionTaxDollars).toBeCloseTo(60, 9)
  })

  test('without converting, the tax money stays with the parent and grows at r·(1 − d)', () => {
    const { withoutConversion } = simulateConversion(plan)
    const taxable = withoutConversion.years.map((year) => year.taxableDollars)
    expect(taxable[0]).toBeCloseTo(20, 9)
    expect(taxable[1]).toBeCloseTo(20 * 1.05 + 20, 9)
    expect(taxable[4]).toBeCloseTo(((20 * 1.05 + 20) * 1.05 + 20) * 1.05 * 1.05, 9)
    expect(withoutConversion.years.every((year) => year.taxPaidDollars === 0)).toBe(true)
  })

  test('paying from the IRA shrinks the Roth deposit and leaves no outside money', () => {
    const { withConversion, withoutConversion } = simulateConversion({
      ...plan,
      taxPaidFrom: 'ira',
    })
    expect(withConversion.years[0]).toMatchObject({ preTaxDollars: 900, rothDollars: 80 })
    const parentYears = withoutConversion.years.filter((year) => year.phase === 'parent')
    expect(parentYears.every((year) => year.taxableDollars === 0)).toBe(true)
  })

  test('rows run from year 0 to Y + 10, parent years first', () => {
    const { withConversion } = simulateConversion(plan)
    expect(withConversion.years.map((year) => year.year)).toEqual(
      Array.from({ length: 15 }, (_, year) => year),
    )
    expect(withConversion.years.map((year) => year.phase)).toEqual([
      ...Array.from({ length: 5 }, () => 'parent'),
      ...Array.from({ length: 10 }, () => 'heirs'),
    ])
  })
})

describe('after-tax value', () => {
  test('nets the pre-tax IRA at the heirs’ average withdrawal tax rate; the last row is the total', () => {
    const { withoutConversion } = simulateConversion({
      ...stillPlan,
      heirs: [heirTaxedAt(0.3)],
    })
    const [first] = withoutConversion.years
    expect(first?.afterTaxValueDollars).toBeCloseTo(100 + 1_000 * 0.7, 9)
    expect(withoutConversion.years.at(-1)?.afterTaxValueDollars).toBeCloseTo(
      withoutConversion.afterTaxToHeirsDollars,
      9,
    )
  })

  test('with nothing withdrawn the rate is 0, not NaN', () => {
    const { withConversion } = simulateConversion({
      ...stillPlan,
      conversionDollars: installments(1_000, 1),
      heirs: [heirTaxedAt(0.3)],
    })
    expect(withConversion.heirsTaxDollars).toBe(0)
    expect(withConversion.years.map((year) => year.afterTaxValueDollars)).toEqual(
      Array.from({ length: 11 }, () => 1_100),
    )
  })
})

describe('Medicare surcharges', () => {
  // 500 converted in year 0 raises the premium of year 2 by 30.
  const plan: ConversionPlan = {
    ...stillPlan,
    rothDollars: 0,
    yearsUntilInheritance: 3,
    conversionDollars: installments(500, 1),
    conversionTaxDollars: flatTax(0.2),
    medicareSurchargeDollars: (year, dollars) => (year === 0 && dollars === 500 ? 30 : 0),
  }

  test('are charged two years after the conversion, and the baseline keeps that money', () => {
    const { withConversion, withoutConversion, medicareSurchargeDollars } = simulateConversion(plan)
    expect(withConversion.years.map((year) => year.medicareSurchargeDollars).slice(0, 4)).toEqual([
      0, 0, 30, 0,
    ])
    expect(medicareSurchargeDollars).toBe(30)
    expect(withoutConversion.years.map((year) => year.taxableDollars).slice(0, 4)).toEqual([
      100, 100, 130, 130,
    ])
    expect(withoutConversion.years.every((year) => year.medicareSurchargeDollars === 0)).toBe(true)
  })

  test('under "ira" come out of the Roth, and only what the Roth lacks from outside money', () => {
    const fromIra = simulateConversion({ ...plan, taxPaidFrom: 'ira' })
    expect(fromIra.withConversion.years[2]?.rothDollars).toBe(400 - 30)
    expect(fromIra.withoutConversion.years[2]?.taxableDollars).toBe(0)

    const tinyRoth = simulateConversion({
      ...plan,
      taxPaidFrom: 'ira',
      conversionTaxDollars: flatTax(0.99),
    })
    expect(tinyRoth.withConversion.years[2]?.rothDollars).toBe(0)
    expect(tinyRoth.withoutConversion.years[2]?.taxableDollars).toBeCloseTo(25, 9)
  })
})

describe('an accumulation trust and a longer horizon', () => {
  const trustHeir: HeirPlan = {
    schedule: { ...tenYearSchedule, lastYear: 12 },
    withdrawalTaxDollars: (withdrawal, investmentIncome) => withdrawal * 0.5 + investmentIncome,
    isKeptInTrust: true,
  }
  const plan: ConversionPlan = {
    ...stillPlan,
    heirs: [trustHeir],
    horizonYears: 12,
    annualReturnRate: 0.1,
    taxableReturnDragRate: 1,
  }

  test('keeps the withdrawals in trust, taxed with its investment income, until the horizon', () => {
    const { withoutConversion } = simulateConversion(plan)
    const heirYears = withoutConversion.years.filter((year) => year.phase === 'heirs')
    expect(heirYears).toHaveLength(12)
    // Year 1: 1,000 grows to 1,100, a tenth (110) is withdrawn and half of it kept after tax.
    expect(heirYears[0]?.taxableDollars).toBeCloseTo(55, 9)
    // Year 2 taxes the trust's gross return on year 1's 55 (0.1 × 55) as well.
    expect(heirYears[1]?.taxPaidDollars).toBeCloseTo(((990 * 1.1) / 9) * 0.5 + 5.5, 9)
    expect(heirYears.at(-1)?.taxableDollars).toBeCloseTo(
      withoutConversion.afterTaxToHeirsDollars,
      9,
    )
  })
})
