import { describe, expect, test } from 'vitest'

import { seededRandom } from '../../../scripts/support/seeded-random'
import { scenarioOf } from '../../../tests/support/roth-analysis'
import { heirSchedule } from './heir-schedule'
import { filingStatuses } from './income-tax'
import { analyzeRothConversion, type RothAnalysis } from './index'
import {
  workedExampleA as exampleA,
  workedExampleB as exampleB,
  workedExampleC as exampleC,
  workedExampleD as exampleD,
  workedExampleE as exampleE,
  workedExampleF as exampleF,
} from './worked-examples'

const breakEvens = (analysis: RothAnalysis) =>
  analysis.scenarios.map((scenario) => scenario.breakEvenYears)

describe('example D: heirs of three types, the parent dying after the RBD', () => {
  const analysis = analyzeRothConversion(exampleD)

  test('each child gets the rule the law applies, and the horizon is the longest (40 years)', () => {
    expect(analysis.heirs).toEqual([
      {
        rule: 'tenYearAnnualMinimums',
        lastYear: 10,
        beneficiary: 'direct',
        meansTestedBenefits: false,
      },
      { rule: 'lifeExpectancy', lastYear: 40, beneficiary: 'direct', meansTestedBenefits: false },
      { rule: 'minorThenTenYear', lastYear: 12, beneficiary: 'direct', meansTestedBenefits: false },
    ])
    expect(analysis.distributionYears).toBe(40)
    expect(scenarioOf(analysis, 'conservative').years).toHaveLength(51)
  })

  test.each([
    ['conservative', 180_000, 39_270, 15_699_316.15, 15_921_393.12, 222_076.96, 1.41, 0],
    ['danger', 600_000, 154_970, 16_962_125.29, 17_342_621.29, 380_496, 2.24, 3],
  ])('%s, to the cent', (id, converted, tax, without, withConversion, net, percent, breakEven) => {
    expect(scenarioOf(analysis, id)).toMatchObject({
      conversionAmount: converted,
      conversionTax: tax,
      withoutConversion: { afterTaxToHeirs: without },
      withConversion: { afterTaxToHeirs: withConversion },
      netBenefit: net,
      performancePercent: percent,
      band: { label: 'Marginal Performance' },
      breakEvenYears: breakEven,
    })
  })

  test('heir year 1 of the conservative scenario takes what each rule requires', () => {
    const owner = { age: 66, yearsUntilInheritance: 10 }
    const [start, grown] = [620_383.19, 657_606.18]
    const take = (facts: Parameters<typeof heirSchedule>[0]) =>
      heirSchedule(facts, owner).preTaxWithdrawalDollars(1, start, grown)
    const adult = { beneficiaryType: 'designated', age: 40, isInAccumulationTrust: false } as const
    expect(take(adult)).toBeCloseTo(65_760.62, 2)
    expect(take({ ...adult, beneficiaryType: 'disabled', age: 35 })).toBeCloseTo(15_509.58, 2)
    expect(take({ ...adult, beneficiaryType: 'minor', age: 9 })).toBeCloseTo(9_544.36, 2)
    const rothShare = 3_891.27 * 40
    const rothMinimum = (facts: Parameters<typeof heirSchedule>[0]) =>
      heirSchedule(facts, owner).rothWithdrawalDollars(1, rothShare, rothShare * 1.06)
    expect(rothMinimum({ ...adult, beneficiaryType: 'disabled', age: 35 })).toBeCloseTo(3_891.27, 2)
    expect(rothMinimum({ ...adult, beneficiaryType: 'minor', age: 9 })).toBeCloseTo(
      (3_891.27 * 40) / 65,
      2,
    )
    expect(rothMinimum(adult)).toBe(0)
  })

  test('an accumulation trust counts the minor as designated and pays trust rates', () => {
    const inTrust = analyzeRothConversion({ ...exampleD, beneficiary: 'accumulationTrust' })
    expect(inTrust.heirs).toEqual([
      {
        rule: 'tenYearAnnualMinimums',
        lastYear: 10,
        beneficiary: 'accumulationTrust',
        meansTestedBenefits: false,
      },
      {
        rule: 'lifeExpectancy',
        lastYear: 40,
        beneficiary: 'accumulationTrust',
        meansTestedBenefits: false,
      },
      {
        rule: 'tenYearAnnualMinimums',
        lastYear: 10,
        beneficiary: 'accumulationTrust',
        meansTestedBenefits: false,
      },
    ])
    expect(scenarioOf(inTrust, 'conservative')).toMatchObject({
      withoutConversion: { afterTaxToHeirs: 11_898_951.55 },
      withConversion: { afterTaxToHeirs: 12_438_567.38 },
      netBenefit: 539_615.83,
      performancePercent: 4.53,
    })
    expect(inTrust.assumptions.beneficiary).toBe('accumulationTrust')
  })

  test('a conduit trust gives exactly what inheriting directly gives', () => {
    const conduit = analyzeRothConversion({ ...exampleD, beneficiary: 'conduitTrust' })
    expect(conduit.scenarios).toEqual(analysis.scenarios)
    expect(conduit.strategies).toEqual(analysis.strategies)
  })

  test('when strategies tie, the smaller conversion and then candidate order come first', () => {
    const inTrust = analyzeRothConversion({ ...exampleD, beneficiary: 'accumulationTrust' })
    const [, second, third] = inTrust.strategies
    // Both empty the IRA before their last year: the same amount and result, 9 years listed first.
    expect([second?.id, third?.id]).toEqual(['fill-24-9y', 'fill-24-10y'])
    expect(second?.netBenefit).toBe(third?.netBenefit)
  })
})

describe('example E: Medicare premiums', () => {
  const analysis = analyzeRothConversion(exampleE)
  const withoutMedicare = analyzeRothConversion({ ...exampleE, includeMedicare: false })

  test.each([
    ['conservative', 5_742, 2_457_680.47, 2_497_772.97, 40_092.5, 51_642.32, 0],
    ['danger', 31_776, 2_775_070.81, 2_847_563.35, 72_492.54, 136_408.78, 3],
  ])('%s, to the cent', (id, surcharge, without, withConversion, net, netWithout, breakEven) => {
    expect(scenarioOf(analysis, id)).toMatchObject({
      medicareSurcharge: surcharge,
      withoutConversion: { afterTaxToHeirs: without },
      withConversion: { afterTaxToHeirs: withConversion },
      netBenefit: net,
      breakEvenYears: breakEven,
    })
    expect(scenarioOf(withoutMedicare, id).netBenefit).toBe(netWithout)
    expect(scenarioOf(withoutMedicare, id).medicareSurcharge).toBe(0)
  })

  test('conversions of years 0–4 are charged in years 2–6, at tier 1 for the conservative one', () => {
    const surcharges = scenarioOf(analysis, 'conservative').years.map(
      (row) => row.withConversion.medicareSurcharge,
    )
    expect(surcharges.slice(0, 9)).toEqual([
      0, 0, 1_148.4, 1_148.4, 1_148.4, 1_148.4, 1_148.4, 0, 0,
    ])
    expect(scenarioOf(analysis, 'conservative').conversionTax).toBe(48_440)
  })
})

describe('example F: break-even and strategies', () => {
  const analysis = analyzeRothConversion(exampleF)

  test('break-even years 2, 3, 6 and 8; the conservative surcharge is tier 3 over tier 1', () => {
    expect(breakEvens(analysis)).toEqual([2, 3, 6, 8])
    expect(scenarioOf(analysis, 'conservative').medicareSurcharge).toBe(10_414.8)
  })

  test('130 strategies, the best three to the cent', () => {
    expect(analysis.strategies).toHaveLength(130)
    expect(analysis.strategies.slice(0, 3)).toMatchObject([
      {
        id: 'fill-24-10y-tier3',
        label: 'Fill the 24% bracket for 10 years, staying in IRMAA tier 3',
        bracketPercent: 24,
        years: 10,
        irmaaTier: 3,
        conversionAmount: 862_875,
        conversionTax: 244_696.5,
        medicareSurcharge: 31_244.4,
        netBenefit: 160_515.17,
        performancePercent: 3.61,
      },
      {
        id: 'fill-32-10y-tier3',
        conversionAmount: 917_325,
        conversionTax: 264_516.3,
        medicareSurcharge: 31_244.4,
        netBenefit: 159_095.47,
        performancePercent: 3.54,
      },
      {
        id: 'fill-24-9y-tier3',
        conversionAmount: 777_875,
        conversionTax: 220_592.5,
        medicareSurcharge: 27_772.8,
        netBenefit: 158_384.97,
        performancePercent: 3.61,
      },
    ])
  })

  test('no capped strategy converts for only one year: year 0 sets no premium the parent pays', () => {
    const oneYear = analysis.strategies.filter((strategy) => strategy.years === 1)
    expect(oneYear.map((strategy) => strategy.irmaaTier)).toEqual([null, null, null, null])
    expect(analysis.strategies.find((s) => s.id === 'fill-22-1y')?.label).toBe(
      'Fill the 22% bracket for 1 year',
    )
  })
})

describe('the Part I examples gain break-even years and strategies', () => {
  test('A: the danger preset pays off only from 46 years; the others at once', () => {
    const analysis = analyzeRothConversion(exampleA)
    expect(breakEvens(analysis)).toEqual([0, 0, 0, 46, 0])
    expect(analysis.strategies).toEqual([])
    expect(analysis.heirs).toEqual([
      { rule: 'tenYear', lastYear: 10, beneficiary: 'direct', meansTestedBenefits: false },
      { rule: 'tenYear', lastYear: 10, beneficiary: 'direct', meansTestedBenefits: false },
    ])
  })

  test('B: 0, 2, 2 and 3 years; 50 strategies, the best fills the 22% bracket for 10 years', () => {
    const analysis = analyzeRothConversion(exampleB)
    expect(breakEvens(analysis)).toEqual([0, 2, 2, 3])
    expect(analysis.strategies).toHaveLength(50)
    expect(analysis.strategies[0]).toMatchObject({
      id: 'fill-22-10y',
      conversionAmount: 618_000,
      netBenefit: 59_319.79,
    })
  })

  test('C: equal rates never pay off (null); flat rates have no strategies', () => {
    const analysis = analyzeRothConversion(exampleC)
    expect(breakEvens(analysis)).toEqual([null, null, 0, null])
    expect(analysis.strategies).toEqual([])
  })
})

describe('Part II inputs act only under brackets', () => {
  test('flat rates ignore them, even invalid ones, and report the defaults', () => {
    const flat = analyzeRothConversion({
      ...exampleC,
      beneficiary: 'a cousin',
      includeMedicare: 'yes',
    })
    expect(flat.assumptions).toMatchObject({ beneficiary: 'direct', includeMedicare: false })
    expect(flat.scenarios).toEqual(analyzeRothConversion(exampleC).scenarios)
  })

  test('a parent with no room under a bracket gets no strategy for it', () => {
    const rich = analyzeRothConversion({
      ...exampleB,
      parent: { filingStatus: 'single', otherIncome: 10_000_000 },
    })
    expect(rich.strategies).toEqual([])
  })

  test('married filing separately is capped only at tiers 0 and 4', () => {
    const separate = analyzeRothConversion({
      ...exampleF,
      parent: { filingStatus: 'married_filing_separately', otherIncome: 100_000, age: 62 },
    })
    const tiers = new Set(separate.strategies.map((strategy) => strategy.irmaaTier))
    expect([...tiers].sort()).toEqual([0, 4, null])
  })
})

describe('property: Part II inputs at their defaults give Part I’s numbers', () => {
  const { random, pick } = seededRandom(20_261_126)
  const whole = (from: number, to: number) => from + Math.floor(random() * (to - from + 1))

  const inputs = Array.from({ length: 60 }, () => {
    const yearsUntilInheritance = whole(0, 30)
    const numberOfChildren = whole(1, 4)
    return {
      mode: 'detailed',
      totalPreTaxAccounts: whole(0, 5_000_000),
      totalRothAccounts: whole(0, 1_000_000),
      numberOfChildren,
      yearsUntilInheritance,
      annualReturnPercent: whole(0, 12),
      taxPaidFrom: pick(['outside', 'ira'] as const),
      conversionYears: whole(1, Math.max(1, Math.min(10, yearsUntilInheritance))),
      taxModel: 'brackets',
      taxableReturnDragPercent: whole(0, 100),
      parent: { filingStatus: pick(filingStatuses), otherIncome: whole(0, 400_000) },
      children: Array.from({ length: numberOfChildren }, () => ({
        filingStatus: pick(filingStatuses),
        otherIncome: whole(0, 400_000),
        stateTaxRatePercent: whole(0, 10),
      })),
    }
  })

  test.each(inputs.map((input, index) => [index, input] as const))(
    'random input %i: same scenarios, horizon 10, Y + 11 rows, no Medicare',
    (_index, input) => {
      const partOne = analyzeRothConversion(input)
      const withDefaults = analyzeRothConversion({
        ...input,
        beneficiary: 'conduitTrust',
        includeMedicare: false,
        children: input.children.map((child) => ({ ...child, beneficiaryType: 'designated' })),
      })
      expect(withDefaults.scenarios).toEqual(partOne.scenarios)
      expect(partOne.distributionYears).toBe(10)
      expect(partOne.scenarios[0]?.years).toHaveLength(input.yearsUntilInheritance + 11)
      expect(partOne.scenarios.every((scenario) => scenario.medicareSurcharge === 0)).toBe(true)
    },
  )
})
