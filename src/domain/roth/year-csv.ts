import { csvDollars, csvText } from './csv'
import type { RothMoney, RothScenarioAnalysis } from './index'
import { holderLabel } from './year-labels'

const strategyColumns: ReadonlyArray<[keyof RothMoney, string]> = [
  ['preTax', 'pre-tax IRA'],
  ['roth', 'Roth IRA'],
  ['taxable', 'taxable savings'],
  ['taxPaid', 'tax paid that year'],
  ['afterTaxValue', 'value after tax'],
]

/**
 * A scenario's year-by-year table as CSV (RFC 4180: comma-separated, CRLF line ends), dollars
 * with cents and no thousands separators, so a spreadsheet reads every amount as a number. The
 * last column is the Medicare surcharge the conversion causes that year (none without one).
 */
export function yearTableCsv(scenario: RothScenarioAnalysis): string {
  const header = [
    'Year',
    'Who holds it',
    ...strategyColumns.map(([, name]) => `Without converting: ${name}`),
    ...strategyColumns.map(([, name]) => `With converting: ${name}`),
    'Difference in value after tax',
    'With converting: Medicare surcharge that year',
  ]
  const rows = scenario.years.map((row) => [
    String(row.year),
    holderLabel(row.phase),
    ...strategyColumns.map(([key]) => csvDollars(row.withoutConversion[key])),
    ...strategyColumns.map(([key]) => csvDollars(row.withConversion[key])),
    csvDollars(row.withConversion.afterTaxValue - row.withoutConversion.afterTaxValue),
    csvDollars(row.withConversion.medicareSurcharge),
  ])
  return csvText([header, ...rows])
}

/** The CSV file's name, e.g. "roth-conversion-moderate-by-year.csv". */
export function yearTableCsvFileName(scenario: Pick<RothScenarioAnalysis, 'id'>): string {
  return `roth-conversion-${scenario.id}-by-year.csv`
}
