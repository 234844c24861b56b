import { taxYear } from './brackets-2026'
import { csvDollars, csvText } from './csv'
import type { RothMoney, RothScenarioAnalysis, RothStrategyYear } from './index'
import { holderLabel } from './year-labels'

const moneyColumns: ReadonlyArray<[keyof RothMoney, string]> = [
  ['preTax', 'pre-tax IRA'],
  ['roth', 'Roth IRA'],
  ['taxable', 'taxable savings'],
  ['ownerRmd', "owner's required distribution that year"],
  ['ownerRmdTax', "tax on the owner's required distribution"],
  ['taxPaid', 'tax paid that year (conversion or inheritance)'],
  ['medicareSurcharge', 'Medicare surcharge that year'],
  ['afterTaxValue', 'value after tax'],
]

/** The two units every dollar figure is written in: as paid, and in 2026 dollars. */
const units: ReadonlyArray<{
  name: string
  moneyOf: (strategy: RothStrategyYear) => RothMoney
}> = [
  { name: 'dollars of that year', moneyOf: (strategy) => strategy },
  { name: `${taxYear} dollars`, moneyOf: (strategy) => strategy.today },
]

/**
 * A scenario's year-by-year table as CSV (RFC 4180: comma-separated, CRLF line ends): the year,
 * its calendar year, who holds the money (parent, survivor, children) and its price index, then
 * every dollar figure of both strategies twice: in that year's dollars (as paid) and in 2026
 * dollars (roth-model.md §18), each block ending with the difference in value after tax. Dollars
 * with cents and no thousands separators, so a spreadsheet reads every amount as a number.
 */
export function yearTableCsv(scenario: RothScenarioAnalysis): string {
  const header = [
    'Year',
    'Calendar year',
    'Who holds it',
    `Price index (${taxYear} = 1)`,
    ...units.flatMap(({ name }) => [
      ...moneyColumns.map(([, column]) => `Without converting: ${column} (${name})`),
      ...moneyColumns.map(([, column]) => `With converting: ${column} (${name})`),
      `Difference in value after tax (${name})`,
    ]),
  ]
  const rows = scenario.years.map((row) => [
    String(row.year),
    String(row.calendarYear),
    holderLabel(row.phase),
    row.deflator.toFixed(6),
    ...units.flatMap(({ moneyOf }) => {
      const without = moneyOf(row.withoutConversion)
      const withConverting = moneyOf(row.withConversion)
      return [
        ...moneyColumns.map(([key]) => csvDollars(without[key])),
        ...moneyColumns.map(([key]) => csvDollars(withConverting[key])),
        csvDollars(withConverting.afterTaxValue - without.afterTaxValue),
      ]
    }),
  ])
  return csvText([header, ...rows])
}

/** The CSV file's name, e.g. "roth-conversion-moderate-by-year.csv". */
export function yearTableCsvFileName(scenario: Pick<RothScenarioAnalysis, 'id'>): string {
  return `roth-conversion-${scenario.id}-by-year.csv`
}
