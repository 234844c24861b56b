import 'server-only'

import type { RothAnalysis, RothScenarioAnalysis, RothStrategyCandidate } from '@/domain/roth'
import { breakEvenSentence } from '@/domain/roth/break-even-sentence'
import { yearsText } from '@/domain/roth/input-summary'
import {
  conversionTaxLabel,
  dollarsCaption,
  dollarsNote,
  inDollarsOf,
  inFlowDollarsOf,
  strategyLabel,
  withoutConvertingLabel,
  type DollarsShown,
} from '@/domain/roth/results-copy'
import { rothToolPath } from '@/domain/roth/roth-tool-copy'
import { shownResult, shownRowMoney } from '@/domain/roth/shown-dollars'
import { strategiesIntro } from '@/domain/roth/strategies-intro'
import type { StrategyIncome, StrategyIncomeDollars } from '@/domain/roth/strategy-income'
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

/** The text column's width in points (US Letter less two 54 pt margins): the tables' widths. */
const columnPoints = 504

/** A line of a table cell as `page.typ`'s `data-table` prints it. */
type CellLine = { text: string; bold?: boolean; small?: boolean; color?: string }
/** A table cell: a string, or lines of their own styles. */
type Cell = string | CellLine[]

/** A table as the template prints it: column widths in points, headings, rows, numeric columns. */
type TableData = {
  /** The sentence above the table saying which dollars it is in (null: none needed). */
  caption: string | null
  columns: number[]
  headings: string[]
  rows: Cell[][]
  numeric: number[]
}

/**
 * When the children's totals are valued: 10 years after the inheritance, or, when a child's
 * rule runs longer (roth-model.md §8), once the last inherited account is empty.
 */
function horizonPhrase(analysis: RothAnalysis): string {
  const { distributionYears, valuationYear } = analysis
  return distributionYears > 10
    ? `until the last child’s inherited accounts are empty, ${distributionYears} years after the inheritance (the end of ${valuationYear})`
    : `${distributionYears} years after the inheritance (the end of ${valuationYear})`
}

function scenarioRow(scenario: RothScenarioAnalysis, dollars: DollarsShown): Cell[] {
  const shown = shownResult(scenario, dollars)
  const rates =
    scenario.parentTaxRatePercent === null
      ? []
      : [
          {
            text: `Tax rates: parent ${scenario.parentTaxRatePercent}%, children ${scenario.childTaxRatePercent}%`,
            small: true,
          },
        ]
  const hasMedicare = shown.medicareSurcharge > 0 || shown.withoutMedicareSurcharge > 0
  const medicare = hasMedicare
    ? [
        { text: `${formatWholeDollars(shown.medicareSurcharge)} Medicare`, small: true },
        ...(shown.withoutMedicareSurcharge > 0
          ? [
              {
                text: `(without converting: ${formatWholeDollars(shown.withoutMedicareSurcharge)})`,
                small: true,
              },
            ]
          : []),
      ]
    : []
  return [
    [{ text: scenario.label, bold: true }, ...rates],
    [
      { text: `${scenario.conversionPercent}%` },
      { text: formatWholeDollars(shown.conversionAmount) },
    ],
    [{ text: formatWholeDollars(shown.conversionTax) }, ...medicare],
    formatWholeDollars(shown.withoutAfterTax),
    formatWholeDollars(shown.withAfterTax),
    [
      { text: formatSignedWholeDollars(shown.netBenefit), bold: true },
      { text: formatSignedPercent(scenario.performancePercent) },
    ],
    [{ text: scenario.band.label, bold: true, color: bandColors[scenario.band.color] }],
  ]
}

function scenariosTable(analysis: RothAnalysis, dollars: DollarsShown): TableData {
  return {
    caption: `${dollarsCaption(analysis, dollars)}.`,
    columns: [76, 60, 80, 84, 66, 66, 72],
    headings: [
      'Scenario',
      'Converted',
      conversionTaxLabel(analysis.assumptions.conversionYears),
      withoutConvertingLabel,
      'With converting',
      'Net benefit',
      'Result',
    ],
    rows: analysis.scenarios.map((scenario) => scenarioRow(scenario, dollars)),
    numeric: [1, 2, 3, 4, 5],
  }
}

/**
 * The sensitivity grid (roth-model.md §21) as one table: a row per scenario and years until the
 * inheritance, a column per return; the person's own cell says "Your case" in words.
 */
function sensitivityTable(analysis: RothAnalysis, dollars: DollarsShown): TableData {
  const { sensitivity } = analysis
  const returnColumns = sensitivity.annualReturnPercent.length
  const returnWidth = Math.floor((columnPoints - 90 - 150) / returnColumns)
  const labelOf = new Map(analysis.scenarios.map((scenario) => [scenario.id, scenario.label]))
  const { yourCase } = sensitivity
  const rows = sensitivity.scenarios.flatMap((scenario) => {
    const grid = dollars === 'today' ? scenario.netBenefitToday : scenario.netBenefit
    return sensitivity.yearsUntilInheritance.map((wait, row): Cell[] => [
      [{ text: labelOf.get(scenario.id) ?? scenario.id, bold: row === yourCase.row }],
      [{ text: `${yearsText(wait)} (${analysis.taxYear + wait})`, bold: row === yourCase.row }],
      ...sensitivity.annualReturnPercent.map((_, column): Cell => {
        const text = formatSignedWholeDollars(grid[row]?.[column] ?? 0)
        return row === yourCase.row && column === yourCase.column
          ? [
              { text, bold: true },
              { text: 'Your case', bold: true, small: true },
            ]
          : text
      }),
    ])
  })
  return {
    caption: `Net benefit ${inDollarsOf(analysis, dollars)}.`,
    columns: [90, 150, ...Array<number>(returnColumns).fill(returnWidth)],
    headings: [
      'Scenario',
      'Years until the children inherit',
      ...sensitivity.annualReturnPercent.map((percent) => `Return ${percent}% a year`),
    ],
    rows,
    numeric: sensitivity.annualReturnPercent.map((_, column) => column + 2),
  }
}

function strategyRow(
  strategy: RothStrategyCandidate,
  index: number,
  dollars: DollarsShown,
  otherIncomeTier: number | null,
): Cell[] {
  const isBest = index === 0
  const shown = shownResult(strategy, dollars)
  return [
    [{ text: String(index + 1), bold: isBest }],
    [{ text: strategyLabel(strategy, otherIncomeTier), bold: isBest }],
    formatWholeDollars(shown.conversionAmount),
    formatWholeDollars(shown.conversionTax),
    formatWholeDollars(shown.medicareSurcharge),
    [
      { text: formatSignedWholeDollars(shown.netBenefit), bold: true },
      { text: formatSignedPercent(strategy.performancePercent) },
    ],
  ]
}

function incomeTable(
  income: StrategyIncome,
  analysis: RothAnalysis,
  dollars: DollarsShown,
): TableData {
  const hasRmds = analysis.assumptions.includeOwnerRmds
  const shown = (year: StrategyIncome['years'][number]): StrategyIncomeDollars =>
    dollars === 'today' ? year.today : year
  return {
    caption: `Amounts ${inFlowDollarsOf(analysis, dollars)}.`,
    columns: hasRmds ? [50, 84, 90, 90, 100, 90] : [60, 110, 110, 120, 104],
    headings: [
      'Year',
      'Converted',
      ...(hasRmds ? ['Required distribution'] : []),
      'Taxable income',
      `Top of the ${income.bracketPercent}% bracket`,
      'Sets a Medicare premium',
    ],
    rows: income.years.map((year) => {
      const figures = shown(year)
      return [
        String(year.calendarYear),
        formatWholeDollars(figures.converted),
        ...(hasRmds ? [formatWholeDollars(figures.ownerRmd)] : []),
        formatWholeDollars(figures.taxableIncome),
        formatWholeDollars(figures.bracketTop),
        year.setsMedicarePremium ? 'Yes' : '—',
      ]
    }),
    numeric: hasRmds ? [1, 2, 3, 4] : [1, 2, 3],
  }
}

function yearTable(
  scenario: RothScenarioAnalysis,
  analysis: RothAnalysis,
  dollars: DollarsShown,
): TableData {
  const hasRmds = analysis.assumptions.includeOwnerRmds
  const rmdCell = (money: { ownerRmd: number; ownerRmdTax: number }): Cell =>
    money.ownerRmd > 0
      ? [
          { text: formatWholeDollars(money.ownerRmd) },
          { text: `tax ${formatWholeDollars(money.ownerRmdTax)}`, small: true },
        ]
      : '—'
  return {
    caption: `Amounts ${inFlowDollarsOf(analysis, dollars)}.`,
    columns: hasRmds ? [46, 40, 50, 68, 68, 76, 76, 80] : [48, 74, 62, 106, 106, 108],
    headings: [
      'Year',
      'Calendar year',
      'Who holds it',
      ...(hasRmds
        ? ['Required distribution, without converting', 'Required distribution, with converting']
        : []),
      'Without converting',
      'With converting',
      'Difference',
    ],
    rows: scenario.years.map((row) => {
      const money = shownRowMoney(row, dollars)
      return [
        yearLabel(row.year),
        String(row.calendarYear),
        holderLabel(row.phase),
        ...(hasRmds ? [rmdCell(money.without), rmdCell(money.with)] : []),
        formatWholeDollars(money.without.afterTaxValue),
        formatWholeDollars(money.with.afterTaxValue),
        formatSignedWholeDollars(money.with.afterTaxValue - money.without.afterTaxValue),
      ]
    }),
    numeric: hasRmds ? [3, 4, 5, 6, 7] : [3, 4, 5],
  }
}

/** "$18.8M", "$950K", "$0": a chart axis's label. */
function compactDollars(dollars: number): string {
  if (dollars === 0) return '$0'
  if (dollars >= 1_000_000) return `$${Number((dollars / 1_000_000).toFixed(2))}M`
  if (dollars >= 1_000) return `$${Number((dollars / 1_000).toFixed(1))}K`
  return `$${Math.round(dollars)}`
}

/** A round step between about four to six gridlines from 0 to `top`. */
function niceStep(top: number): number {
  const rough = top / 5
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].find((multiple) => multiple * magnitude >= rough) ?? 10
  return step * magnitude
}

/**
 * The year chart (a vector drawing in the template): both strategies' after-tax value by year,
 * as points in fractions of the plot (0 to 1 across, 0 to 1 up), the axes' labels, where the
 * children inherit, and its text alternative; the table after it has the same numbers.
 */
function yearChart(scenario: RothScenarioAnalysis, analysis: RothAnalysis, dollars: DollarsShown) {
  const values = scenario.years.map((row) => {
    const money = shownRowMoney(row, dollars)
    return { without: money.without.afterTaxValue, with: money.with.afterTaxValue }
  })
  const highest = Math.max(1, ...values.flatMap((value) => [value.without, value.with]))
  const step = niceStep(highest)
  const top = Math.ceil(highest / step) * step
  const lastIndex = Math.max(1, scenario.years.length - 1)
  const x = (index: number) => index / lastIndex
  const y = (dollarsValue: number) => Math.max(0, dollarsValue) / top
  const firstYear = scenario.years[0]?.calendarYear ?? analysis.taxYear
  const lastYear = scenario.years.at(-1)?.calendarYear ?? analysis.valuationYear
  const yearStep = Math.max(1, Math.ceil(lastIndex / 8 / 5) * 5)
  const inheritanceYear = analysis.assumptions.yearsUntilInheritance
  const dollarsWords = inFlowDollarsOf(analysis, dollars)
  const first = values[0] ?? { without: 0, with: 0 }
  const last = values.at(-1) ?? first
  const caption = `What the family’s money is worth after income tax, by year: ${scenario.label} (${dollarsWords})`
  return {
    caption,
    alt: `Line chart. ${caption}, ${firstYear} to ${lastYear}. Without converting (solid line): from ${formatWholeDollars(first.without)} to ${formatWholeDollars(last.without)}. With converting (dashed line): from ${formatWholeDollars(first.with)} to ${formatWholeDollars(last.with)}. The children inherit at the end of ${analysis.taxYear + inheritanceYear}. The table after the chart gives every year’s figures.`,
    yTicks: Array.from({ length: Math.round(top / step) + 1 }, (_, index) => ({
      at: (index * step) / top,
      text: compactDollars(index * step),
    })),
    // Every few years and the last; a regular tick too close to the last one is left out.
    xTicks: scenario.years
      .filter(
        (row) =>
          row.year === lastIndex ||
          (row.year % yearStep === 0 && lastIndex - row.year >= yearStep / 2),
      )
      .map((row) => ({ at: x(row.year), text: String(row.calendarYear) })),
    inheritance: {
      at: x(inheritanceYear),
      text: `Children inherit (${analysis.taxYear + inheritanceYear})`,
    },
    series: [
      {
        name: 'Without converting',
        color: '#4a5565',
        dashed: false,
        points: values.map((value, index) => [x(index), y(value.without)]),
      },
      {
        name: 'With converting',
        color: '#174a8b',
        dashed: true,
        points: values.map((value, index) => [x(index), y(value.with)]),
      },
    ],
  }
}

/**
 * The Roth tool's analysis as `documents/roth-report.typ` makes it, in the dollars chosen (2026's
 * by default, or as paid): inputs, every scenario with its break-even wait, the sensitivity grid,
 * the best bracket-filling strategies and the best one's income (if any), the heirs' rules, one
 * scenario's chart and year-by-year table, the assumptions and the disclaimer.
 */
export function rothReportPdfData(report: RothReport): TypstPdf {
  const { analysis, summary, heirTimeline, bestStrategyIncome, firmName, generatedOn } = report
  const dollars = report.dollars ?? 'today'
  const otherIncomeTier = report.otherIncomeMedicareTier ?? null
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
    dollarsNote: dollarsNote(analysis, dollars),
    inputsLead:
      analysis.inflationPercent > 0
        ? `The amounts you entered are in ${analysis.taxYear} dollars; incomes rise with prices each year.`
        : null,
    summary: summary.map((line) => ({ ...line, notes: line.notes ?? [] })),
    scenariosLead: `What the children keep after all income taxes ${horizonPhrase(analysis)}, if the parent converts and if not. The net benefit is the difference; the percentage compares it with the not-converting total.`,
    scenarios: scenariosTable(analysis, dollars),
    breakEven: analysis.scenarios.map((scenario) => ({
      label: scenario.label,
      sentence: breakEvenSentence(scenario.breakEvenYears),
    })),
    sensitivity: {
      lead: `Each scenario rerun with every input of yours except two: the years until the children inherit (the conversion then spread over at most that many years) and the yearly return. “Your case” is your own inputs, the same figure as the table above.`,
      table: sensitivityTable(analysis, dollars),
    },
    strategies:
      bestStrategies.length > 0
        ? {
            lead: `${strategiesIntro(analysis.strategies)}${
              analysis.strategies.length > bestStrategies.length
                ? ` These are the best ${bestStrategies.length} of ${analysis.strategies.length}.`
                : ''
            }`,
            caption: `${dollarsCaption(analysis, dollars)}.`,
            rows: bestStrategies.map((strategy, index) =>
              strategyRow(strategy, index, dollars, otherIncomeTier),
            ),
          }
        : null,
    income: bestStrategyIncome
      ? {
          heading: `The parent’s taxable income: ${strategyLabel(bestStrategyIncome, otherIncomeTier)}`,
          lead: `${strategyIncomeLimitsText(bestStrategyIncome)}${
            analysis.inflationPercent > 0
              ? ` These are ${analysis.taxYear} figures in ${analysis.taxYear} dollars for the parent’s own filing status; the table gives each year’s top of the bracket.`
              : ''
          }`,
          table: incomeTable(bestStrategyIncome, analysis, dollars),
        }
      : null,
    heirs: heirTimeline
      ? heirTimeline.rows.map((row) => ({
          child: row.child,
          text: `${row.rule}. ${row.withdrawals}.${row.trustNote ? ` ${row.trustNote}` : ''}`,
        }))
      : null,
    years: tableScenario
      ? {
          heading: `Year by year: ${tableScenario.label}`,
          chart: yearChart(tableScenario, analysis, dollars),
          table: yearTable(tableScenario, analysis, dollars),
        }
      : null,
    notes: report.assumptionNotes,
    disclaimer: rothReportDisclaimer,
  }
  return { template: 'documents/roth-report.typ', data }
}
