import { taxYear } from './brackets-2026'
import { csvDollars, csvText } from './csv'
import type { RothAnalysis, RothResult } from './index'
import { presetScenarios } from './presets'
import { strategyLabel } from './results-copy'

/** What a row shows of a strategy or a preset: its result, as the strategies table compares them. */
type ComparedResult = RothResult & { id: string; label: string }

const headerOf = (valuationYear: number) => [
  'Rank',
  'Id',
  'What it does',
  'Bracket filled (%)',
  'Years converting',
  'IRMAA tier kept',
  'Converted (dollars of each year)',
  'Income tax (dollars of each year)',
  'Medicare surcharge (dollars of each year)',
  `Children keep without converting (${valuationYear} dollars)`,
  `Children keep with converting (${valuationYear} dollars)`,
  `Net benefit (${valuationYear} dollars)`,
  'Net benefit (%)',
  'Band',
  `Converted (${taxYear} dollars)`,
  `Income tax (${taxYear} dollars)`,
  `Medicare surcharge (${taxYear} dollars)`,
  `Children keep without converting (${taxYear} dollars)`,
  `Children keep with converting (${taxYear} dollars)`,
  `Net benefit (${taxYear} dollars)`,
]

const resultCells = (result: ComparedResult) => [
  csvDollars(result.conversionAmount),
  csvDollars(result.conversionTax),
  csvDollars(result.medicareSurcharge),
  csvDollars(result.withoutConversion.afterTaxToHeirs),
  csvDollars(result.withConversion.afterTaxToHeirs),
  csvDollars(result.netBenefit),
  result.performancePercent.toFixed(2),
  result.band.label,
  csvDollars(result.today.conversionAmount),
  csvDollars(result.today.conversionTax),
  csvDollars(result.today.medicareSurcharge),
  csvDollars(result.withoutConversion.today.afterTaxToHeirs),
  csvDollars(result.withConversion.today.afterTaxToHeirs),
  csvDollars(result.today.netBenefit),
]

/**
 * The bracket-filling strategies as CSV (roth-model.md §12; RFC 4180, CRLF line ends), one row
 * each, best first and ranked from 1; then the four presets for comparison, unranked and named
 * "Preset: …", as the page's table shows them. Every dollar figure twice: as paid (flows in each
 * year's dollars, the children's totals in the valuation year's) and in 2026 dollars (§18).
 * Dollars with cents and no thousands separators; a strategy without an IRMAA cap leaves its tier
 * empty; a capped one is named as §21 says, given the Medicare tier of the parent's other income
 * alone (`otherIncomeMedicareTier` of results-copy.ts; without it, the model's label). Custom
 * scenarios are left out.
 */
export function strategiesCsv(
  analysis: Pick<RothAnalysis, 'strategies' | 'scenarios' | 'valuationYear'>,
  otherIncomeTier: number | null = null,
): string {
  const strategyRows = analysis.strategies.map((strategy, index) => [
    String(index + 1),
    strategy.id,
    strategyLabel(strategy, otherIncomeTier),
    String(strategy.bracketPercent),
    String(strategy.years),
    strategy.irmaaTier === null ? '' : String(strategy.irmaaTier),
    ...resultCells(strategy),
  ])
  const presetRows = analysis.scenarios
    .filter((scenario) => presetScenarios.some((preset) => preset.id === scenario.id))
    .map((scenario) => [
      '',
      scenario.id,
      `Preset: ${scenario.label}`,
      '',
      '',
      '',
      ...resultCells(scenario),
    ])
  return csvText([headerOf(analysis.valuationYear), ...strategyRows, ...presetRows])
}

/** The strategies CSV's file name, in the style of the year tables' ("roth-conversion-…"). */
export const strategiesCsvFileName = 'roth-conversion-strategies.csv'
