import { describe, expect, it } from 'vitest'

import { analyzeRothConversion } from './index'
import { workedExampleB, workedExampleE, workedExampleH } from './worked-examples'
import { yearTableCsv, yearTableCsvFileName } from './year-csv'

const conservative = analyzeRothConversion(workedExampleB).scenarios[0]!

/** The CSV's lines as arrays of cells (no cell of these tables holds a comma). */
const cellsOf = (csv: string) =>
  csv
    .split('\r\n')
    .slice(0, -1)
    .map((line) => line.split(','))

const money = [
  'pre-tax IRA',
  'Roth IRA',
  'taxable savings',
  "owner's required distribution that year",
  "tax on the owner's required distribution",
  'tax paid that year (conversion or inheritance)',
  'Medicare surcharge that year',
  'value after tax',
]
const block = (unit: string) => [
  ...money.map((name) => `Without converting: ${name} (${unit})`),
  ...money.map((name) => `With converting: ${name} (${unit})`),
  `Difference in value after tax (${unit})`,
]

describe('yearTableCsv', () => {
  const csv = yearTableCsv(conservative)
  const lines = csv.split('\r\n')
  const rows = cellsOf(csv)
  const header = rows[0]!
  const column = (name: string) => header.indexOf(name)

  it('has a header, one line per year and a final line end', () => {
    expect(lines).toHaveLength(1 + 21 + 1)
    expect(lines.at(-1)).toBe('')
  })

  it('writes every dollar figure twice: in that year’s dollars and in 2026 dollars', () => {
    expect(header).toEqual([
      'Year',
      'Calendar year',
      'Who holds it',
      'Price index (2026 = 1)',
      ...block('dollars of that year'),
      ...block('2026 dollars'),
    ])
    expect(rows.every((row) => row.length === header.length)).toBe(true)
  })

  it('writes worked example B’s first year in plain dollars with cents', () => {
    expect(lines[1]).toMatch(
      /^0,2026,Parent,1\.000000,800000\.00,0\.00,7270\.00,0\.00,0\.00,0\.00,0\.00,[\d.]+,770000\.00,30000\.00,0\.00,0\.00,0\.00,7270\.00,0\.00,/,
    )
  })

  it('ends with the children’s totals and the net benefit, the same in both units without inflation', () => {
    const last = rows[21]!
    expect(last[2]).toBe('Children')
    expect(last[1]).toBe('2046')
    const nominal = column('Difference in value after tax (dollars of that year)')
    const today = column('Difference in value after tax (2026 dollars)')
    expect(Number(last[nominal])).toBeCloseTo(conservative.netBenefit, 1)
    expect(last[today]).toBe(last[nominal])
  })

  it('writes no Medicare surcharge when Medicare is left out', () => {
    const surcharge = column('With converting: Medicare surcharge that year (dollars of that year)')
    expect(rows.slice(1).every((row) => row[surcharge] === '0.00')).toBe(true)
  })

  it('writes worked example E’s Medicare surcharge in the years the conversions set it', () => {
    const [eConservative] = analyzeRothConversion(workedExampleE).scenarios
    const surcharges = cellsOf(yearTableCsv(eConservative!))
      .slice(1, 10)
      .map((row) => row[column('With converting: Medicare surcharge that year (2026 dollars)')])
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

describe('yearTableCsv of worked example H (a couple, RMDs, 2.5% inflation)', () => {
  const moderate = analyzeRothConversion(workedExampleH).scenarios.find(
    (scenario) => scenario.id === 'moderate',
  )!
  const rows = cellsOf(yearTableCsv(moderate))
  const header = rows[0]!
  const cell = (row: number, name: string) => rows[row]![header.indexOf(name)]

  it('has a row for every year to 2073, survivor years labelled', () => {
    // 24 parent years and 23 heir years after 2026.
    expect(rows).toHaveLength(1 + 48)
    expect(rows.slice(1).map((row) => row[2])).toEqual([
      ...Array<string>(15).fill('Parent'),
      ...Array<string>(10).fill('Survivor'),
      ...Array<string>(23).fill('Children'),
    ])
    expect(rows[48]!.slice(0, 4)).toEqual(['47', '2073', 'Children', '3.191697'])
  })

  it('matches the engine’s moderate totals to the cent, as paid and in 2026 dollars', () => {
    expect(cell(48, 'Difference in value after tax (dollars of that year)')).toBe('1186096.94')
    expect(cell(48, 'Difference in value after tax (2026 dollars)')).toBe('371619.51')
    expect(cell(48, 'With converting: value after tax (dollars of that year)')).toBe('19945816.72')
    expect(cell(48, 'Without converting: value after tax (dollars of that year)')).toBe(
      '18759719.78',
    )
    expect(Number(cell(48, 'With converting: value after tax (2026 dollars)'))).toBe(
      moderate.withConversion.today.afterTaxToHeirs,
    )
    expect(moderate.today.netBenefit).toBe(371_619.51)
  })

  it('writes the parent’s first required distribution at 75 (year 9) without converting', () => {
    // 2,868,926.53 / 24.6 = 116,623.03, tax 26,042.80 (roth-model.md §24 H).
    expect(
      cell(
        10,
        "Without converting: owner's required distribution that year (dollars of that year)",
      ),
    ).toBe('116623.03')
    expect(
      cell(
        10,
        "Without converting: tax on the owner's required distribution (dollars of that year)",
      ),
    ).toBe('26042.80')
    expect(
      cell(9, "Without converting: owner's required distribution that year (dollars of that year)"),
    ).toBe('0.00')
    expect(
      Number(
        cell(10, "Without converting: owner's required distribution that year (2026 dollars)"),
      ),
    ).toBeCloseTo(116_623.03 / 1.025 ** 9, 2)
  })

  it('writes the survivor’s Medicare surcharge of year 17 without converting', () => {
    // 2 tiers × 2,884.80 × 1.025^17 for one person (roth-model.md §24 H).
    expect(
      cell(18, 'Without converting: Medicare surcharge that year (dollars of that year)'),
    ).toBe('4389.56')
  })
})

describe('yearTableCsvFileName', () => {
  it('names the scenario', () => {
    expect(yearTableCsvFileName({ id: 'custom-2' })).toBe('roth-conversion-custom-2-by-year.csv')
  })
})
