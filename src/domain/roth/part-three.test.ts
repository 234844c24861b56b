import { describe, expect, test } from 'vitest'

import { scenarioOf } from '../../../tests/support/roth-analysis'
import { analyzeRothConversion, type RothAnalysis, type RothScenarioAnalysis } from './index'
import {
  workedExampleA as exampleA,
  workedExampleB as exampleB,
  workedExampleC as exampleC,
  workedExampleD as exampleD,
  workedExampleE as exampleE,
  workedExampleF as exampleF,
  workedExampleG as exampleG,
  workedExampleH as exampleH,
} from './worked-examples'

const rowOf = (scenario: RothScenarioAnalysis, year: number) => {
  const row = scenario.years[year]
  if (!row) throw new Error(`No row ${year}`)
  return row
}

const strategyOf = (analysis: RothAnalysis, id: string) => {
  const strategy = analysis.strategies.find((candidate) => candidate.id === id)
  if (!strategy) throw new Error(`No strategy ${id}`)
  return strategy
}

describe('example G: RMDs from 73 and 2.5 % inflation', () => {
  const analysis = analyzeRothConversion(exampleG)
  const conservative = scenarioOf(analysis, 'conservative')

  test('born 1956: applicable age 73, the first RMD in year 3 on indexed tables', () => {
    expect(analysis.owner).toEqual({ atInheritance: 'parent', applicableAge: 73 })
    const withoutRmds = conservative.years.map((row) => row.withoutConversion.ownerRmd)
    expect(withoutRmds.slice(0, 3)).toEqual([0, 0, 0])
    // 1,123,600 / 26.5
    expect(rowOf(conservative, 3).withoutConversion).toMatchObject({
      ownerRmd: 42_400,
      ownerRmdTax: 10_493.62,
    })
  })

  test('conservative, year 0: 50,000 on 60,000 costs 12,550', () => {
    expect(rowOf(conservative, 0).withConversion.taxPaid).toBe(12_550)
  })

  test('death at 80 is after the RBD: annual minimums for 10 years; valued at the end of 2046', () => {
    expect(analysis.heirs).toEqual([
      {
        rule: 'tenYearAnnualMinimums',
        lastYear: 10,
        beneficiary: 'direct',
        meansTestedBenefits: false,
      },
    ])
    expect(analysis.valuationYear).toBe(2046)
    expect(analysis.inflationPercent).toBe(2.5)
    expect(analysis.deflator).toBe(1.6386164402903942)
  })

  test.each([
    [
      'conservative',
      37_600.84,
      417_175.39,
      358_074.31,
      2_304_199.05,
      2_353_145.35,
      48_946.3,
      2.12,
      'Marginal',
      29_870.51,
      0,
    ],
    [
      'danger',
      137_354.23,
      417_175.39,
      220_171.78,
      2_561_173.1,
      2_692_566.4,
      131_393.3,
      5.13,
      'Good',
      80_185.51,
      2,
    ],
  ] as const)(
    '%s, to the cent',
    (
      id,
      tax,
      rmdsWithout,
      rmdsWith,
      without,
      withConversion,
      net,
      percent,
      band,
      netToday,
      breakEven,
    ) => {
      expect(scenarioOf(analysis, id)).toMatchObject({
        conversionTax: tax,
        withoutConversion: { ownerRmds: rmdsWithout, afterTaxToHeirs: without },
        withConversion: { ownerRmds: rmdsWith, afterTaxToHeirs: withConversion },
        netBenefit: net,
        performancePercent: percent,
        band: { label: `${band} Performance` },
        today: { netBenefit: netToday },
        breakEvenYears: breakEven,
      })
    },
  )

  test('conservative without converting, in 2026 dollars', () => {
    expect(conservative.withoutConversion.today.afterTaxToHeirs).toBe(1_406_185.73)
  })

  test('without inflation: 70,953.19 (3.14 %); also without RMDs: Part II’s 89,813.33 (4.10 %)', () => {
    const noInflation = analyzeRothConversion({ ...exampleG, inflationPercent: 0 })
    expect(scenarioOf(noInflation, 'conservative')).toMatchObject({
      netBenefit: 70_953.19,
      performancePercent: 3.14,
    })
    const partTwo = analyzeRothConversion({
      ...exampleG,
      inflationPercent: 0,
      includeOwnerRmds: false,
    })
    expect(scenarioOf(partTwo, 'conservative')).toMatchObject({
      netBenefit: 89_813.33,
      performancePercent: 4.1,
    })
    const { includeOwnerRmds, inflationPercent, ...withoutPartThree } = exampleG
    expect([includeOwnerRmds, inflationPercent]).toEqual([true, 2.5])
    expect(partTwo.scenarios).toEqual(analyzeRothConversion(withoutPartThree).scenarios)
  })

  test('50 strategies; the best fills the 24 % bracket for 7 years, tied with 8 and 9', () => {
    expect(analysis.strategies).toHaveLength(50)
    expect(analysis.strategies[0]).toMatchObject({
      id: 'fill-24-7y',
      conversionAmount: 1_127_228.82,
      netBenefit: 225_752.77,
      today: { netBenefit: 137_770.36 },
    })
    // The balance is gone after year 6, so longer fills convert no more.
    for (const id of ['fill-24-8y', 'fill-24-9y']) {
      expect(strategyOf(analysis, id)).toMatchObject({
        conversionAmount: 1_127_228.82,
        netBenefit: 225_752.77,
      })
    }
  })
})

describe('example H: the couple of the review', () => {
  const analysis = analyzeRothConversion(exampleH)
  const conservative = scenarioOf(analysis, 'conservative')

  test('the parent’s first RMD is in year 9 (75), the rolled-over one in year 15 (the spouse at 79)', () => {
    const rmds = conservative.years.map((row) => row.withoutConversion.ownerRmd)
    expect(rmds.slice(0, 9).every((rmd) => rmd === 0)).toBe(true)
    // 2,868,926.53 / 24.6 and 3,140,433.23 / 21.1
    expect(rowOf(conservative, 9).withoutConversion).toMatchObject({
      ownerRmd: 116_623.03,
      ownerRmdTax: 26_042.8,
    })
    expect(rowOf(conservative, 15)).toMatchObject({
      phase: 'survivor',
      withoutConversion: { ownerRmd: 148_835.7 },
    })
  })

  test('the baseline’s first surcharge is in year 17: one person, two tiers, indexed', () => {
    const surcharges = conservative.years.map((row) => row.withoutConversion.medicareSurcharge)
    expect(surcharges.slice(0, 17).every((surcharge) => surcharge === 0)).toBe(true)
    // 2,884.80 × 1.025^17
    expect(surcharges[17]).toBe(4_389.56)
  })

  test('joint years to the first death (14), survivor years to 24, then 23 heir years', () => {
    const phases = conservative.years.map((row) => row.phase)
    expect(phases).toEqual([
      ...Array.from({ length: 15 }, () => 'parent'),
      ...Array.from({ length: 10 }, () => 'survivor'),
      ...Array.from({ length: 23 }, () => 'heirs'),
    ])
    expect(rowOf(conservative, 47)).toMatchObject({
      calendarYear: 2073,
      deflator: 3.1916971323838363,
    })
  })

  test('the spouse owns the IRAs at the inheritance (88, after the RBD); each child’s rule', () => {
    expect(analysis.owner).toEqual({ atInheritance: 'spouse', applicableAge: 75 })
    expect(analysis.heirs).toEqual([
      {
        rule: 'tenYearAnnualMinimums',
        lastYear: 10,
        beneficiary: 'direct',
        meansTestedBenefits: false,
      },
      {
        rule: 'lifeExpectancy',
        lastYear: 23,
        beneficiary: 'accumulationTrust',
        meansTestedBenefits: true,
      },
      {
        rule: 'tenYearAnnualMinimums',
        lastYear: 10,
        beneficiary: 'direct',
        meansTestedBenefits: false,
      },
    ])
    expect(analysis.distributionYears).toBe(23)
    expect(analysis.valuationYear).toBe(2073)
    expect(analysis.deflator).toBe(3.1916971323838363)
  })

  test.each([
    [
      'conservative',
      44_280,
      41_486.24,
      18_452_832.64,
      19_219_461.64,
      766_629,
      4.15,
      'Marginal',
      240_194.78,
    ],
    [
      'moderate',
      80_972.83,
      38_347.74,
      18_759_719.78,
      19_945_816.72,
      1_186_096.94,
      6.32,
      'Good',
      371_619.51,
    ],
    [
      'danger',
      199_772.83,
      18_406.39,
      19_700_300.77,
      21_751_116.78,
      2_050_816.01,
      10.41,
      'Excellent',
      642_547.19,
    ],
  ] as const)(
    '%s, to the cent',
    (id, tax, medicare, without, withConversion, net, percent, band, netToday) => {
      expect(scenarioOf(analysis, id)).toMatchObject({
        conversionTax: tax,
        medicareSurcharge: medicare,
        withoutConversion: { medicareSurcharge: 53_293.21, afterTaxToHeirs: without },
        withConversion: { medicareSurcharge: medicare, afterTaxToHeirs: withConversion },
        netBenefit: net,
        performancePercent: percent,
        band: { label: `${band} Performance` },
        today: { netBenefit: netToday },
        breakEvenYears: 0,
      })
    },
  )

  test('the baseline’s RMDs and their tax; conservative keeps fewer', () => {
    expect(conservative.withoutConversion).toMatchObject({
      ownerRmds: 2_712_168.28,
      ownerRmdTax: 706_995.48,
    })
    expect(conservative.withConversion.ownerRmds).toBe(2_386_265.38)
  })

  test('conservative without converting, in 2026 dollars', () => {
    expect(conservative.withoutConversion.today.afterTaxToHeirs).toBe(5_781_511.18)
  })

  test('break-even 0 for every scenario', () => {
    expect(analysis.scenarios.map((scenario) => scenario.breakEvenYears)).toEqual([0, 0, 0, 0])
  })

  test('190 strategies; the best fills the 24 % bracket for 10 years in tier 1, tied with 32 and 35', () => {
    expect(analysis.strategies).toHaveLength(190)
    expect(analysis.strategies[0]).toMatchObject({
      id: 'fill-24-10y-tier1',
      conversionAmount: 2_142_888.91,
      netBenefit: 3_495_826.81,
      today: { netBenefit: 1_095_287.76 },
    })
    for (const id of ['fill-32-10y-tier1', 'fill-35-10y-tier1']) {
      expect(strategyOf(analysis, id)).toMatchObject({
        conversionAmount: 2_142_888.91,
        netBenefit: 3_495_826.81,
      })
    }
  })

  test('the grid: the person’s own wait and return among the rows and columns', () => {
    const { sensitivity } = analysis
    expect(sensitivity.yearsUntilInheritance).toEqual([0, 5, 10, 15, 20, 24, 25, 30])
    expect(sensitivity.annualReturnPercent).toEqual([4, 6, 8])
    expect(sensitivity.yourCase).toEqual({ row: 5, column: 1 })
    const moderate = sensitivity.scenarios.find(({ id }) => id === 'moderate')
    expect(moderate?.netBenefitToday[5]?.[1]).toBe(371_619.51)
  })
})

describe('the sensitivity grid never contradicts the cards', () => {
  test.each(
    Object.entries({
      A: exampleA,
      B: exampleB,
      C: exampleC,
      D: exampleD,
      E: exampleE,
      F: exampleF,
      G: exampleG,
      H: exampleH,
    }),
  )('example %s: every scenario’s own cell is its card', (_name, input) => {
    const { sensitivity, scenarios } = analyzeRothConversion(input)
    const { row, column } = sensitivity.yourCase
    expect(sensitivity.scenarios.map(({ id }) => id)).toEqual(scenarios.map(({ id }) => id))
    for (const [index, scenario] of scenarios.entries()) {
      const cells = sensitivity.scenarios[index]
      expect(cells?.netBenefit[row]?.[column]).toBe(scenario.netBenefit)
      expect(cells?.netBenefitToday[row]?.[column]).toBe(scenario.today.netBenefit)
    }
  })

  test('quick mode: waits 0–30 in fives, returns 4, 6 and 8, death now', () => {
    const { sensitivity } = analyzeRothConversion(exampleA)
    expect(sensitivity.yearsUntilInheritance).toEqual([0, 5, 10, 15, 20, 25, 30])
    expect(sensitivity.annualReturnPercent).toEqual([4, 6, 8])
    expect(sensitivity.yourCase).toEqual({ row: 0, column: 1 })
    expect(sensitivity.scenarios[0]?.netBenefit).toHaveLength(7)
  })

  test('returns are clipped to 0–15 without duplicates', () => {
    const low = analyzeRothConversion({ ...exampleC, annualReturnPercent: 1 })
    expect(low.sensitivity.annualReturnPercent).toEqual([0, 1, 3])
    const high = analyzeRothConversion({ ...exampleC, annualReturnPercent: 15 })
    expect(high.sensitivity.annualReturnPercent).toEqual([13, 15])
    expect(high.sensitivity.yourCase.column).toBe(1)
  })
})

describe('today’s dollars', () => {
  test('without inflation every today twin is the nominal figure', () => {
    const analysis = analyzeRothConversion({ ...exampleG, inflationPercent: 0 })
    expect(analysis.deflator).toBe(1)
    for (const scenario of analysis.scenarios) {
      const { today, withoutConversion, withConversion, years, ...nominal } = scenario
      expect(today).toEqual({
        conversionAmount: nominal.conversionAmount,
        conversionTax: nominal.conversionTax,
        medicareSurcharge: nominal.medicareSurcharge,
        netBenefit: nominal.netBenefit,
      })
      for (const totals of [withoutConversion, withConversion]) {
        const { today: totalsToday, ...totalsNominal } = totals
        expect(totalsToday).toEqual(totalsNominal)
      }
      for (const row of years) {
        const { today: rowToday, ...rowNominal } = row.withConversion
        expect(rowToday).toEqual(rowNominal)
      }
    }
  })

  test('a balance in row t is divided by f(t), a flow summed year by year', () => {
    const analysis = analyzeRothConversion(exampleG)
    const conservative = scenarioOf(analysis, 'conservative')
    const row3 = rowOf(conservative, 3)
    expect(row3.calendarYear).toBe(2029)
    expect(row3.deflator).toBe(1.025 ** 3)
    expect(row3.withoutConversion.today.ownerRmd).toBeCloseTo(42_400 / 1.025 ** 3, 2)
    // The three installments of 50,000, each in its own year's dollars.
    expect(conservative.today.conversionAmount).toBeCloseTo(
      50_000 * (1 + 1 / 1.025 + 1 / 1.025 ** 2),
      2,
    )
  })
})

describe('a couple', () => {
  test('when the spouse dies first the parent keeps the IRA and the RMD schedule', () => {
    const analysis = analyzeRothConversion({
      ...exampleH,
      spouse: { ...exampleH.spouse, firstToDie: 'spouse' },
    })
    expect(analysis.owner).toEqual({ atInheritance: 'parent', applicableAge: 75 })
    expect(analysis.assumptions.spouse).toEqual({
      age: 64,
      firstDeathYears: 14,
      firstToDie: 'spouse',
      survivorOtherIncome: 70_000,
    })
    const conservative = scenarioOf(analysis, 'conservative')
    // The parent turns 81 in year 15: the table's 19.4, not the spouse's 21.1.
    const row14 = rowOf(conservative, 14).withoutConversion
    const row15 = rowOf(conservative, 15).withoutConversion
    expect(row15.ownerRmd).toBeCloseTo(row14.preTax / 19.4, 2)
  })

  test('a first death in the year of the inheritance leaves no survivor years', () => {
    const analysis = analyzeRothConversion({
      ...exampleH,
      spouse: { age: 64, firstDeathYears: 24 },
    })
    expect(analysis.owner.atInheritance).toBe('parent')
    expect(analysis.scenarios[0]?.years.some((row) => row.phase === 'survivor')).toBe(false)
    expect(analysis.assumptions.spouse?.survivorOtherIncome).toBe(95_000)
  })
})

describe('per-child beneficiary', () => {
  test('every child in an accumulation trust is the family-wide accumulation trust', () => {
    const perChild = analyzeRothConversion({
      ...exampleD,
      children: exampleD.children.map((child) => ({ ...child, beneficiary: 'accumulationTrust' })),
    })
    const familyWide = analyzeRothConversion({ ...exampleD, beneficiary: 'accumulationTrust' })
    expect(perChild.scenarios).toEqual(familyWide.scenarios)
    expect(perChild.heirs).toEqual(familyWide.heirs)
  })

  test('a child’s own choice overrides the family’s', () => {
    const analysis = analyzeRothConversion({
      ...exampleD,
      beneficiary: 'accumulationTrust',
      children: exampleD.children.map((child, index) =>
        index === 2 ? { ...child, beneficiary: 'direct' } : child,
      ),
    })
    expect(analysis.heirs.map(({ rule, beneficiary }) => [rule, beneficiary])).toEqual([
      ['tenYearAnnualMinimums', 'accumulationTrust'],
      ['lifeExpectancy', 'accumulationTrust'],
      ['minorThenTenYear', 'direct'],
    ])
  })
})

describe('Part III settings at their defaults give Part II’s numbers', () => {
  test.each(Object.entries({ B: exampleB, D: exampleD, E: exampleE, F: exampleF }))(
    'example %s',
    (_name, input) => {
      const partTwo = analyzeRothConversion(input)
      const withDefaults = analyzeRothConversion({
        ...input,
        includeOwnerRmds: false,
        inflationPercent: 0,
      })
      expect(withDefaults.scenarios).toEqual(partTwo.scenarios)
      expect(withDefaults.strategies).toEqual(partTwo.strategies)
      expect(withDefaults.sensitivity).toEqual(partTwo.sensitivity)
    },
  )
})
