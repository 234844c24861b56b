import { csvDollars, csvText } from './csv'
import type { RothAnalysis, RothResult } from './index'
import { presetScenarios } from './presets'

/** What a row shows of a strategy or a preset: its result, as the strategies table compares them. */
type ComparedResult = RothResult & { id: string; label: string }

const header = [
  'Rank',
  'Id',
  'What it does',
  'Bracket filled (%)',
  'Years converting',
  'IRMAA tier kept',
  'Converted',
  'Income tax',
  'Medicare surcharge',
  'Children keep without converting',
  'Children keep with converting',
  'Net benefit',
  'Net benefit (%)',
  'Band',
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
]

/**
 * The bracket-filling strategies as CSV (roth-model.md §12; RFC 4180, CRLF line ends), one row
 * each, best first and ranked from 1; then the four presets for comparison, unranked and named
 * "Preset: …", as the page's table shows them. Dollars with cents and no thousands separators;
 * a strategy without an IRMAA cap leaves its tier empty. Custom scenarios are left out.
 */
export function strategiesCsv(analysis: Pick<RothAnalysis, 'strategies' | 'scenarios'>): string {
  const strategyRows = analysis.strategies.map((strategy, index) => [
    String(index + 1),
    strategy.id,
    strategy.label,
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
  return csvText([header, ...strategyRows, ...presetRows])
}

/** The strategies CSV's file name, in the style of the year tables' ("roth-conversion-…"). */
export const strategiesCsvFileName = 'roth-conversion-strategies.csv'
