import { describe, expect, test } from 'vitest'

import { analyzeRothConversion, type RothAnalysis, type RothScenarioAnalysis } from './index'
import {
  workedExampleA as exampleA,
  workedExampleB as exampleB,
  workedExampleC as exampleC,
} from './worked-examples'

function scenarioOf(analysis: RothAnalysis, id: string): RothScenarioAnalysis {
  const scenario = analysis.scenarios.find((candidate) => candidate.id === id)
  if (!scenario) throw new Error(`No scenario ${id}`)
  return scenario
}

type ExpectedRow = {
  id: string
  without: number
  with: number
  netBenefit: number
  performancePercent: number
  band: string
}

function expectRow(analysis: RothAnalysis, expected: ExpectedRow) {
  const scenario = scenarioOf(analysis, expected.id)
  expect(scenario.withoutConversion.afterTaxToHeirs).toBeCloseTo(expected.without, 2)
  expect(scenario.withConversion.afterTaxToHeirs).toBeCloseTo(expected.with, 2)
  expect(scenario.netBenefit).toBeCloseTo(expected.netBenefit, 2)
  expect(scenario.performancePercent).toBeCloseTo(expected.performancePercent, 2)
  expect(scenario.band.label).toBe(`${expected.band} Performance`)
}

const row = (
  ...[id, without, withConversion, netBenefit, performancePercent, band]: [
    string,
    number,
    number,
    number,
    number,
    string,
  ]
): ExpectedRow => ({ id, without, with: withConversion, netBenefit, performancePercent, band })

describe('worked example A (quick mode)', () => {
  const analysis = analyzeRothConversion(exampleA)

  test.each([
    row('conservative', 1_488_491.23, 1_501_148.54, 12_657.32, 0.85, 'Marginal'),
    row('danger', 1_772_930.37, 1_674_546.33, -98_384.04, -5.55, 'Negative'),
    row('custom-1', 1_301_295.93, 1_385_540.85, 84_244.92, 6.47, 'Good'),
  ])('$id', (expected) => expectRow(analysis, expected))

  test.each([
    ['conservative', 150_000, 33_000],
    ['moderate', 250_000, 60_000],
    ['aggressive', 400_000, 96_000],
    ['danger', 500_000, 185_000],
    ['custom-1', 200_000, 24_000],
  ])('%s converts pct × 1,000,000 = %d for tax × the parent’s rate = %d', (id, amount, tax) => {
    const scenario = scenarioOf(analysis, id)
    expect(scenario.conversionAmount).toBeCloseTo(amount, 2)
    expect(scenario.conversionTax).toBeCloseTo(tax, 2)
  })

  test('presets come first, then the custom scenario with its label and rates', () => {
    expect(analysis.scenarios.map((scenario) => scenario.id)).toEqual([
      'conservative',
      'moderate',
      'aggressive',
      'danger',
      'custom-1',
    ])
    expect(scenarioOf(analysis, 'custom-1')).toMatchObject({
      label: 'Low now, high later',
      conversionPercent: 20,
      parentTaxRatePercent: 12,
      childTaxRatePercent: 32,
    })
  })

  test('quick mode reports its fixed assumptions and 11 years (death now)', () => {
    expect(analysis).toMatchObject({
      mode: 'quick',
      taxYear: 2026,
      distributionYears: 10,
      assumptions: {
        yearsUntilInheritance: 0,
        annualReturnPercent: 6,
        taxPaidFrom: 'outside',
        conversionYears: 1,
        taxModel: 'flat',
        taxableReturnDragPercent: 15,
      },
    })
    expect(analysis.scenarios.every((scenario) => scenario.years.length === 11)).toBe(true)
  })
})

describe('worked example B (detailed, brackets)', () => {
  const analysis = analyzeRothConversion(exampleB)
  const conservative = scenarioOf(analysis, 'conservative')

  test('conservative', () => {
    expect(conservative.conversionAmount).toBeCloseTo(120_000, 2)
    expect(conservative.conversionTax).toBeCloseTo(29_080, 2)
    expectRow(
      analysis,
      row('conservative', 1_646_580.08, 1_666_464.26, 19_884.18, 1.21, 'Marginal'),
    )
  })

  test('21 years: parent rows 0–10, then the heirs’ 10 years', () => {
    expect(conservative.years).toHaveLength(21)
    expect(conservative.years.map((year) => year.year)).toEqual(
      Array.from({ length: 21 }, (_, year) => year),
    )
    expect(conservative.years.filter((year) => year.phase === 'parent')).toHaveLength(11)
    expect(conservative.years.slice(11).every((year) => year.phase === 'heirs')).toBe(true)
  })

  test('row 0: each 30,000 installment costs 7,270, kept outside by the baseline', () => {
    const [first] = conservative.years
    expect(first?.withoutConversion).toMatchObject({
      preTax: 800_000,
      roth: 0,
      taxable: 7_270,
      taxPaid: 0,
    })
    expect(first?.withConversion).toMatchObject({
      preTax: 770_000,
      roth: 30_000,
      taxable: 0,
      taxPaid: 7_270,
    })
    expect(conservative.years.slice(0, 4).map((year) => year.withConversion.taxPaid)).toEqual([
      7_270, 7_270, 7_270, 7_270,
    ])
    expect(conservative.years[4]?.withConversion.taxPaid).toBe(0)
  })

  test('brackets report no flat rates and echo the detailed settings', () => {
    expect(analysis.scenarios.map((scenario) => scenario.parentTaxRatePercent)).toEqual([
      null,
      null,
      null,
      null,
    ])
    expect(analysis.scenarios.every((scenario) => scenario.childTaxRatePercent === null)).toBe(true)
    expect(analysis.assumptions).toEqual({
      yearsUntilInheritance: 10,
      annualReturnPercent: 5,
      taxPaidFrom: 'outside',
      conversionYears: 4,
      taxModel: 'brackets',
      taxableReturnDragPercent: 15,
      beneficiary: 'direct',
      includeMedicare: false,
      includeOwnerRmds: false,
      inflationPercent: 0,
      spouse: null,
    })
  })

  test('custom scenarios keep only their conversion percentage under brackets', () => {
    const withCustom = analyzeRothConversion({
      ...exampleB,
      customScenarios: [
        { label: 'Like conservative', conversionPercent: 15, parentTaxRatePercent: 99 },
      ],
    })
    const custom = scenarioOf(withCustom, 'custom-1')
    expect(custom.parentTaxRatePercent).toBeNull()
    expect(custom.netBenefit).toBe(conservative.netBenefit)
  })
})

describe('worked example C (detailed, flat, tax paid from the IRA)', () => {
  const analysis = analyzeRothConversion(exampleC)

  test.each([
    ['conservative', 0, 0, 'Negative'],
    ['moderate', 0, 0, 'Negative'],
    ['aggressive', 14_326.78, 2.11, 'Marginal'],
    ['danger', -76_111.03, -10.12, 'Negative'],
  ])('%s: net benefit %s (%s percent, %s)', (id, netBenefit, performancePercent, band) => {
    const scenario = scenarioOf(analysis, id)
    expect(scenario.netBenefit).toBeCloseTo(netBenefit, 2)
    expect(scenario.performancePercent).toBeCloseTo(performancePercent, 2)
    expect(scenario.band.label).toBe(`${band} Performance`)
  })

  test('equal rates break even exactly: 0, never -0', () => {
    for (const id of ['conservative', 'moderate']) {
      const scenario = scenarioOf(analysis, id)
      expect(Object.is(scenario.netBenefit, 0)).toBe(true)
      expect(Object.is(scenario.performancePercent, 0)).toBe(true)
      expect(scenario.band).toEqual({ label: 'Negative Performance', color: 'danger' })
    }
  })
})

function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(numbersIn)
}

describe('every output number', () => {
  const maximal = {
    ...exampleC,
    totalPreTaxAccounts: 100_000_000,
    totalRothAccounts: 100_000_000,
    numberOfChildren: 4,
    yearsUntilInheritance: 50,
    annualReturnPercent: 15,
    taxableReturnDragPercent: 100,
    conversionYears: 10,
    customScenarios: [
      { label: 'All', conversionPercent: 100, parentTaxRatePercent: 100, childTaxRatePercent: 0 },
    ],
  }
  const empty = { mode: 'quick', totalPreTaxAccounts: 0, totalRothAccounts: 0, numberOfChildren: 1 }

  test.each([
    ['example A', exampleA],
    ['example B', exampleB],
    ['example C', exampleC],
    ['the largest inputs', maximal],
    ['empty accounts', empty],
  ])('%s: finite, never -0, cents and 2-decimal percents', (_case, input) => {
    const numbers = numbersIn(analyzeRothConversion(input))
    expect(numbers.every(Number.isFinite)).toBe(true)
    expect(numbers.some((number) => Object.is(number, -0))).toBe(false)
    expect(numbers.every((number) => Number(number.toFixed(2)) === number)).toBe(true)
  })

  test('with nothing to inherit, performance is 0 and the band Negative', () => {
    const [first] = analyzeRothConversion(empty).scenarios
    expect(first).toMatchObject({
      netBenefit: 0,
      performancePercent: 0,
      band: { label: 'Negative Performance', color: 'danger' },
    })
  })

  test.each([
    ['example A', exampleA],
    ['example B', exampleB],
    ['example C', exampleC],
  ])('%s: the last row’s after-tax values are the totals to heirs', (_case, input) => {
    for (const scenario of analyzeRothConversion(input).scenarios) {
      const last = scenario.years.at(-1)
      expect(last?.withoutConversion.afterTaxValue).toBe(scenario.withoutConversion.afterTaxToHeirs)
      expect(last?.withConversion.afterTaxValue).toBe(scenario.withConversion.afterTaxToHeirs)
      expect(last?.withConversion).toMatchObject({ preTax: 0, roth: 0 })
    }
  })

  test('the quick-mode defaults analyse the four presets', () => {
    const analysis = analyzeRothConversion({
      mode: 'quick',
      totalPreTaxAccounts: 2_180_000,
      totalRothAccounts: 105_000,
      numberOfChildren: 4,
    })
    expect(analysis.scenarios.map((scenario) => scenario.label)).toEqual([
      'Conservative',
      'Moderate',
      'Aggressive',
      'Danger',
    ])
  })
})

describe('invariants', () => {
  const flatDetailed = (
    settings: object,
    parentTaxRatePercent: number,
    childTaxRatePercent: number,
  ) => ({
    ...exampleC,
    ...settings,
    customScenarios: [
      { label: 'Rates', conversionPercent: 35, parentTaxRatePercent, childTaxRatePercent },
    ],
  })
  const netBenefitOf = (input: unknown) =>
    scenarioOf(analyzeRothConversion(input), 'custom-1').netBenefit

  // Example C's settings (tax drag 0, so heirs' taxable money grows like the IRAs) varied.
  const settingsTable = [
    { yearsUntilInheritance: 0, conversionYears: 1, annualReturnPercent: 6, numberOfChildren: 1 },
    { yearsUntilInheritance: 10, conversionYears: 4, annualReturnPercent: 5, numberOfChildren: 2 },
    {
      yearsUntilInheritance: 30,
      conversionYears: 10,
      annualReturnPercent: 15,
      numberOfChildren: 4,
    },
    { yearsUntilInheritance: 50, conversionYears: 1, annualReturnPercent: 0, numberOfChildren: 3 },
    {
      yearsUntilInheritance: 5,
      conversionYears: 5,
      annualReturnPercent: 8,
      numberOfChildren: 2,
    },
  ]

  test.each(
    settingsTable.flatMap((settings) => [0, 24, 37, 100].map((rate) => [settings, rate] as const)),
  )('equal flat rates paid from the IRA break even (%j at %s percent)', (settings, rate) =>
    expect(Object.is(netBenefitOf(flatDetailed(settings, rate, rate)), 0)).toBe(true),
  )

  test.each([15, 100])(
    'with a tax drag of %s percent on taxable money, equal rates favour converting (the Roth grows untaxed)',
    (taxableReturnDragPercent) =>
      expect(netBenefitOf(flatDetailed({ taxableReturnDragPercent }, 24, 24))).toBeGreaterThan(0),
  )

  test.each(
    settingsTable.flatMap((settings) =>
      (['ira', 'outside'] as const).map((taxPaidFrom) => [{ ...settings, taxPaidFrom }] as const),
    ),
  )('a children’s rate above the parent’s gains (%j)', (settings) =>
    expect(netBenefitOf(flatDetailed(settings, 22, 32))).toBeGreaterThan(0),
  )

  test.each(['ira', 'outside'] as const)(
    'more years until inheritance never turn that gain into a loss (tax paid from %s)',
    (taxPaidFrom) => {
      for (let yearsUntilInheritance = 0; yearsUntilInheritance <= 50; yearsUntilInheritance += 1) {
        const input = flatDetailed(
          { yearsUntilInheritance, taxPaidFrom, annualReturnPercent: 6 },
          24,
          28,
        )
        expect(netBenefitOf(input)).toBeGreaterThan(0)
      }
    },
  )

  test('a gain, however small, is never banded Negative', () => {
    const analysis = analyzeRothConversion(flatDetailed({}, 24, 24.1))
    const custom = scenarioOf(analysis, 'custom-1')
    expect(custom.netBenefit).toBeGreaterThan(0)
    expect(custom.performancePercent).toBeGreaterThan(0)
    expect(custom.performancePercent).toBeLessThan(2)
    expect(custom.band).toEqual({ label: 'Marginal Performance', color: 'warning' })
  })
})
