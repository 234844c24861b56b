import 'server-only'

import type { RothAnalysis, RothScenarioAnalysis, RothStrategyCandidate } from '@/domain/roth'
import { personalizedAssumptionNotes, quickAssumptionNotes } from '@/domain/roth/assumption-notes'
import { breakEvenSentence } from '@/domain/roth/break-even-sentence'
import { rothToolPath } from '@/domain/roth/roth-tool-copy'
import { strategiesIntro } from '@/domain/roth/strategies-intro'
import type { StrategyIncome } from '@/domain/roth/strategy-income'
import { strategyIncomeLimitsText } from '@/domain/roth/strategy-income-copy'
import { holderLabel, yearLabel } from '@/domain/roth/year-labels'
import { absoluteUrl } from '@/domain/seo/structured-data'
import { dateInWords } from '@/domain/text/firm-dates'
import {
  formatSignedPercent,
  formatSignedWholeDollars,
  formatWholeDollars,
} from '@/domain/text/money'
import type { TypstPdf } from '@/pdf/kit/typst'

import type { RothReport } from './roth-report.pdf-name'

const reportTitle = 'Roth Conversion Analysis'

export const rothReportDisclaimer =
  'This report shows how the numbers work under the assumptions above. It is an illustration, not tax, investment or legal advice; your own taxes will differ. Talk with your tax adviser before converting.'

// Dark shades (Tailwind's 700s, as the page's scenario cards use) stay readable in black and white;
// the band is always named in words as well.
const bandColors: Record<RothScenarioAnalysis['band']['color'], string> = {
  success: '#15803d',
  info: '#1d4ed8',
  warning: '#c2410c',
  danger: '#b91c1c',
}

/** How many of the best strategies the report lists (the page and its CSV have them all). */
const reportedStrategyCount = 10

/** A line of a table cell as `page.typ`'s `data-table` prints it. */
type CellLine = { text: string; bold?: boolean; small?: boolean; color?: string }
/** A table cell: a string, or lines of their own styles. */
type Cell = string | CellLine[]

/**
 * When the children's totals are valued: 10 years after the inheritance, or, when a child's
 * rule runs longer (roth-model.md §8), once the last inherited account is empty.
 */
function horizonPhrase(distributionYears: RothAnalysis['distributionYears']): string {
  return distributionYears > 10
    ? `until the last child’s inherited accounts are empty, ${distributionYears} years after the inheritance`
    : `${distributionYears} years after the inheritance`
}

function scenarioRow(scenario: RothScenarioAnalysis): Cell[] {
  const rates =
    scenario.parentTaxRatePercent === null
      ? []
      : [
          {
            text: `Tax rates: parent ${scenario.parentTaxRatePercent}%, children ${scenario.childTaxRatePercent}%`,
            small: true,
          },
        ]
  const medicare =
    scenario.medicareSurcharge > 0
      ? [{ text: `${formatSignedWholeDollars(scenario.medicareSurcharge)} Medicare`, small: true }]
      : []
  return [
    [{ text: scenario.label, bold: true }, ...rates],
    [
      { text: `${scenario.conversionPercent}%` },
      { text: formatWholeDollars(scenario.conversionAmount) },
    ],
    [{ text: formatWholeDollars(scenario.conversionTax) }, ...medicare],
    formatWholeDollars(scenario.withoutConversion.afterTaxToHeirs),
    formatWholeDollars(scenario.withConversion.afterTaxToHeirs),
    [
      { text: formatSignedWholeDollars(scenario.netBenefit), bold: true },
      { text: formatSignedPercent(scenario.performancePercent) },
    ],
    [{ text: scenario.band.label, bold: true, color: bandColors[scenario.band.color] }],
  ]
}

function strategyRow(strategy: RothStrategyCandidate, index: number): Cell[] {
  const isBest = index === 0
  return [
    [{ text: String(index + 1), bold: isBest }],
    [{ text: strategy.label, bold: isBest }],
    formatWholeDollars(strategy.conversionAmount),
    formatWholeDollars(strategy.conversionTax),
    formatWholeDollars(strategy.medicareSurcharge),
    [
      { text: formatSignedWholeDollars(strategy.netBenefit), bold: true },
      { text: formatSignedPercent(strategy.performancePercent) },
    ],
  ]
}

function incomeRows(income: StrategyIncome): Cell[][] {
  return income.years.map((year) => [
    String(year.calendarYear),
    formatWholeDollars(year.converted),
    formatWholeDollars(year.taxableIncome),
    year.setsMedicarePremium ? 'Yes' : '—',
  ])
}

function yearRows(scenario: RothScenarioAnalysis): Cell[][] {
  return scenario.years.map((row) => {
    const without = row.withoutConversion.afterTaxValue
    const withConverting = row.withConversion.afterTaxValue
    return [
      yearLabel(row.year),
      holderLabel(row.phase),
      formatWholeDollars(without),
      formatWholeDollars(withConverting),
      formatSignedWholeDollars(withConverting - without),
    ]
  })
}

/**
 * The Roth tool's analysis as `documents/roth-report.typ` makes it: inputs, every scenario with
 * its break-even wait, the best bracket-filling strategies (if any), one scenario's year-by-year
 * table, the assumptions and the disclaimer.
 */
export function rothReportPdfData(report: RothReport): TypstPdf {
  const { analysis, summary, heirTimeline, bestStrategyIncome, firmName, generatedOn } = report
  const toolUrl = absoluteUrl(report.siteUrl, rothToolPath)
  const preparedOn = dateInWords(generatedOn)
  const bestStrategies = analysis.strategies.slice(0, reportedStrategyCount)
  const tableScenario =
    analysis.scenarios.find((scenario) => scenario.id === report.tableScenarioId) ??
    analysis.scenarios[0]
  const data = {
    title: reportTitle,
    description: `Roth conversion analysis prepared at ${toolUrl}`,
    firmName,
    footerLine: `${reportTitle}, prepared ${preparedOn}`,
    prepared: `Prepared ${preparedOn} at ${toolUrl}`,
    summary,
    scenariosLead: `What the children keep after all income taxes ${horizonPhrase(analysis.distributionYears)}, if the parent converts and if not. The net benefit is the difference; the percentage compares it with the not-converting total.`,
    scenarios: analysis.scenarios.map(scenarioRow),
    breakEven: analysis.scenarios.map((scenario) => ({
      label: scenario.label,
      sentence: breakEvenSentence(scenario.breakEvenYears),
    })),
    strategies:
      bestStrategies.length > 0
        ? {
            lead: `${strategiesIntro(analysis.strategies)}${
              analysis.strategies.length > bestStrategies.length
                ? ` These are the best ${bestStrategies.length} of ${analysis.strategies.length}.`
                : ''
            }`,
            rows: bestStrategies.map(strategyRow),
          }
        : null,
    income: bestStrategyIncome
      ? {
          heading: `The parent’s taxable income: ${bestStrategyIncome.label}`,
          lead: strategyIncomeLimitsText(bestStrategyIncome),
          rows: incomeRows(bestStrategyIncome),
        }
      : null,
    heirs: heirTimeline
      ? heirTimeline.rows.map((row) => ({
          child: row.child,
          text: `${row.rule}. ${row.withdrawals}.${row.trustNote ? ` ${row.trustNote}` : ''}`,
        }))
      : null,
    years: tableScenario
      ? { heading: `Year by year: ${tableScenario.label}`, rows: yearRows(tableScenario) }
      : null,
    notes: analysis.mode === 'detailed' ? personalizedAssumptionNotes : quickAssumptionNotes,
    disclaimer: rothReportDisclaimer,
  }
  return { template: 'documents/roth-report.typ', data }
}
