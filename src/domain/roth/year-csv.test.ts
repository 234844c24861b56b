import { describe, expect, it } from 'vitest'

import { analyzeRothConversion } from './index'
import { workedExampleB } from './worked-examples'
import { yearTableCsv, yearTableCsvFileName } from './year-csv'

const conservative = analyzeRothConversion(workedExampleB).scenarios[0]!

describe('yearTableCsv', () => {
  const lines = yearTableCsv(conservative).split('\r\n')

  it('has a header, one line per year and a final line end', () => {
    expect(lines).toHaveLength(1 + 21 + 1)
    expect(lines.at(-1)).toBe('')
    expect(lines[0]).toBe(
      'Year,Who holds it,Without converting: pre-tax IRA,Without converting: Roth IRA,Without converting: taxable savings,Without converting: tax paid that year,Without converting: value after tax,With converting: pre-tax IRA,With converting: Roth IRA,With converting: taxable savings,With converting: tax paid that year,With converting: value after tax,Difference in value after tax',
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
})

describe('yearTableCsvFileName', () => {
  it('names the scenario', () => {
    expect(yearTableCsvFileName({ id: 'custom-2' })).toBe('roth-conversion-custom-2-by-year.csv')
  })
})
