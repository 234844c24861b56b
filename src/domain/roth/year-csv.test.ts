import { describe, expect, it } from 'vitest'

import { analyzeRothConversion } from './index'
import { workedExampleB, workedExampleE } from './worked-examples'
import { yearTableCsv, yearTableCsvFileName } from './year-csv'

const conservative = analyzeRothConversion(workedExampleB).scenarios[0]!

describe('yearTableCsv', () => {
  const lines = yearTableCsv(conservative).split('\r\n')

  it('has a header, one line per year and a final line end', () => {
    expect(lines).toHaveLength(1 + 21 + 1)
    expect(lines.at(-1)).toBe('')
    expect(lines[0]).toBe(
      'Year,Who holds it,Without converting: pre-tax IRA,Without converting: Roth IRA,Without converting: taxable savings,Without converting: tax paid that year,Without converting: value after tax,With converting: pre-tax IRA,With converting: Roth IRA,With converting: taxable savings,With converting: tax paid that year,With converting: value after tax,Difference in value after tax,With converting: Medicare surcharge that year',
    )
  })

  it('writes worked example B’s first year in plain dollars with cents', () => {
    expect(lines[1]).toMatch(
      /^0,Parent,800000\.00,0\.00,7270\.00,0\.00,[\d.]+,770000\.00,30000\.00,0\.00,7270\.00,/,
    )
  })

  it('ends with the children’s totals and the net benefit', () => {
    const last = lines[21]!.split(',')
    expect(last[1]).toBe('Children')
    expect(Number(last[6])).toBeCloseTo(conservative.withoutConversion.afterTaxToHeirs, 2)
    expect(Number(last[11])).toBeCloseTo(conservative.withConversion.afterTaxToHeirs, 2)
    expect(Number(last[12])).toBeCloseTo(conservative.netBenefit, 1)
  })

  it('writes no Medicare surcharge when Medicare is left out', () => {
    expect(lines.slice(1, -1).every((line) => line.endsWith(',0.00'))).toBe(true)
  })

  it('writes worked example E’s Medicare surcharge in the years the conversions set it', () => {
    const [eConservative] = analyzeRothConversion(workedExampleE).scenarios
    const surcharges = yearTableCsv(eConservative!)
      .split('\r\n')
      .slice(1, 10)
      .map((line) => line.split(',').at(-1))
    // Installments in years 0–4 raise the premiums of years 2–6 to tier 1 (roth-model.md §15).
    expect(surcharges).toEqual([
      '0.00',
      '0.00',
      '1148.40',
      '1148.40',
      '1148.40',
      '1148.40',
      '1148.40',
      '0.00',
      '0.00',
    ])
  })
})

describe('yearTableCsvFileName', () => {
  it('names the scenario', () => {
    expect(yearTableCsvFileName({ id: 'custom-2' })).toBe('roth-conversion-custom-2-by-year.csv')
  })
})
