import 'server-only'

import { Document, StyleSheet, Text, View } from '@react-pdf/renderer'

import type { RothAnalysis, RothScenarioAnalysis, RothStrategyCandidate } from '@/domain/roth'
import { personalizedAssumptionNotes, quickAssumptionNotes } from '@/domain/roth/assumption-notes'
import { breakEvenSentence } from '@/domain/roth/break-even-sentence'
import type { HeirTimeline } from '@/domain/roth/heir-timeline'
import { strategiesIntro } from '@/domain/roth/strategies-intro'
import type { StrategyIncome } from '@/domain/roth/strategy-income'
import { holderLabel, yearLabel } from '@/domain/roth/year-labels'
import { absoluteUrl } from '@/domain/seo/structured-data'
import { dateInWords } from '@/domain/text/firm-dates'
import {
  formatSignedPercent,
  formatSignedWholeDollars,
  formatWholeDollars,
} from '@/domain/text/money'
import { pdfColors } from '@/lib/pdf/colors'
import { PageFrame } from '@/lib/pdf/page-frame'
import { Table, TableCell, TableHeaderRow, TableRow } from '@/lib/pdf/table'
import { pdfText } from '@/lib/pdf/text'

import type { RothReport } from './roth-report.pdf-name'
import { rothToolPath } from './roth-tool-copy'
import { strategyIncomeLimitsText } from './strategy-income-copy'

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

const styles = StyleSheet.create({
  title: { fontWeight: 'bold', fontSize: 22, lineHeight: 1.2, marginBottom: 4 },
  prepared: { color: pdfColors.inkMuted, marginBottom: 16 },
  heading: { fontWeight: 'bold', fontSize: 14, lineHeight: 1.2, marginTop: 14, marginBottom: 6 },
  lead: { color: pdfColors.inkMuted, marginBottom: 6 },
  summaryRow: { flexDirection: 'row', paddingVertical: 2 },
  summaryTerm: { width: '34%', fontWeight: 'bold', paddingRight: 8 },
  summaryValue: { width: '66%' },
  small: { fontSize: 8, lineHeight: 1.25, color: pdfColors.inkMuted },
  bold: { fontWeight: 'bold' },
  afterTable: { marginTop: 8 },
  note: { flexDirection: 'row', marginBottom: 4 },
  bullet: { width: 12 },
  noteText: { flex: 1 },
  disclaimer: {
    marginTop: 12,
    padding: 10,
    borderLeftWidth: 3,
    borderColor: pdfColors.ink,
    fontWeight: 'bold',
  },
})

// Column widths in points; each table fills the page frame's `contentWidthPoints` (504).
const scenarioColumns = [92, 58, 60, 70, 70, 72, 82] as const
const yearColumns = [70, 84, 116, 116, 118] as const
const strategyColumns = [34, 190, 72, 70, 62, 76] as const
const incomeColumns = [70, 120, 120, 120] as const

/** How many of the best strategies the report lists (the page and its CSV have them all). */
const reportedStrategyCount = 10

/**
 * When the children's totals are valued: 10 years after the inheritance, or, when a child's
 * rule runs longer (roth-model.md §8), once the last inherited account is empty.
 */
function horizonPhrase(distributionYears: RothAnalysis['distributionYears']): string {
  return distributionYears > 10
    ? `until the last child’s inherited accounts are empty, ${distributionYears} years after the inheritance`
    : `${distributionYears} years after the inheritance`
}

function ScenarioRow({ scenario }: { scenario: RothScenarioAnalysis }) {
  const [label, converted, tax, without, withConverting, net, band] = scenarioColumns
  const rates =
    scenario.parentTaxRatePercent === null
      ? null
      : `Tax rates: parent ${scenario.parentTaxRatePercent}%, children ${scenario.childTaxRatePercent}%`
  return (
    <TableRow>
      <TableCell width={label}>
        <Text style={styles.bold}>{pdfText(scenario.label)}</Text>
        {rates ? <Text style={styles.small}>{rates}</Text> : null}
      </TableCell>
      <TableCell width={converted} isNumber>
        <Text>{scenario.conversionPercent}%</Text>
        <Text>{formatWholeDollars(scenario.conversionAmount)}</Text>
      </TableCell>
      <TableCell width={tax} isNumber>
        <Text>{formatWholeDollars(scenario.conversionTax)}</Text>
        {scenario.medicareSurcharge > 0 ? (
          <Text style={styles.small}>
            {formatSignedWholeDollars(scenario.medicareSurcharge)} Medicare
          </Text>
        ) : null}
      </TableCell>
      <TableCell width={without} isNumber>
        <Text>{formatWholeDollars(scenario.withoutConversion.afterTaxToHeirs)}</Text>
      </TableCell>
      <TableCell width={withConverting} isNumber>
        <Text>{formatWholeDollars(scenario.withConversion.afterTaxToHeirs)}</Text>
      </TableCell>
      <TableCell width={net} isNumber>
        <Text style={styles.bold}>{formatSignedWholeDollars(scenario.netBenefit)}</Text>
        <Text>{formatSignedPercent(scenario.performancePercent)}</Text>
      </TableCell>
      <TableCell width={band}>
        <Text style={[styles.bold, { color: bandColors[scenario.band.color] }]}>
          {scenario.band.label}
        </Text>
      </TableCell>
    </TableRow>
  )
}

function ScenarioTable({ scenarios }: { scenarios: RothScenarioAnalysis[] }) {
  const headings = [
    'Scenario',
    'Converted',
    'Tax paid now',
    'Children keep without converting',
    'Children keep with converting',
    'Net benefit',
    'Result',
  ]
  return (
    <Table>
      <TableHeaderRow>
        {headings.map((heading, index) => (
          <TableCell
            key={heading}
            width={scenarioColumns[index] ?? 0}
            isNumber={index > 0 && index < 6}
          >
            <Text>{heading}</Text>
          </TableCell>
        ))}
      </TableHeaderRow>
      {scenarios.map((scenario) => (
        <ScenarioRow key={scenario.id} scenario={scenario} />
      ))}
    </Table>
  )
}

/** Each scenario's break-even wait in words (roth-model.md §11), in the table's order. */
function BreakEvenNotes({ scenarios }: { scenarios: RothScenarioAnalysis[] }) {
  return (
    <View style={styles.afterTable}>
      {scenarios.map((scenario) => (
        <View key={scenario.id} style={styles.note} wrap={false}>
          <Text style={styles.bullet}>•</Text>
          <Text style={styles.noteText}>
            <Text style={styles.bold}>{pdfText(scenario.label)}:</Text>{' '}
            {breakEvenSentence(scenario.breakEvenYears)}
          </Text>
        </View>
      ))}
    </View>
  )
}

/** When each child must empty the inherited IRAs, as the page's timeline says it in words. */
function HeirDeadlines({ timeline }: { timeline: HeirTimeline }) {
  return (
    <>
      <Text style={styles.heading} minPresenceAhead={80}>
        When each child must empty the inherited IRAs
      </Text>
      <View>
        {timeline.rows.map((row) => (
          <View key={row.child} style={styles.note} wrap={false}>
            <Text style={styles.bullet}>•</Text>
            <Text style={styles.noteText}>
              <Text style={styles.bold}>{pdfText(row.child)}:</Text> {pdfText(row.rule)}.{' '}
              {pdfText(row.withdrawals)}.{row.trustNote ? ` ${pdfText(row.trustNote)}` : ''}
            </Text>
          </View>
        ))}
      </View>
    </>
  )
}

/** The best strategy's conversions and the parent's taxable income, year by year. */
function StrategyIncomeTable({ income }: { income: StrategyIncome }) {
  const headings = ['Year', 'Converted', 'Taxable income', 'Sets a Medicare premium']
  return (
    <Table>
      <TableHeaderRow>
        {headings.map((heading, index) => (
          <TableCell key={heading} width={incomeColumns[index] ?? 0} isNumber={index > 0}>
            <Text>{heading}</Text>
          </TableCell>
        ))}
      </TableHeaderRow>
      {income.years.map((year) => (
        <TableRow key={year.year}>
          <TableCell width={incomeColumns[0]}>
            <Text>{year.calendarYear}</Text>
          </TableCell>
          <TableCell width={incomeColumns[1]} isNumber>
            <Text>{formatWholeDollars(year.converted)}</Text>
          </TableCell>
          <TableCell width={incomeColumns[2]} isNumber>
            <Text>{formatWholeDollars(year.taxableIncome)}</Text>
          </TableCell>
          <TableCell width={incomeColumns[3]} isNumber>
            <Text>{year.setsMedicarePremium ? 'Yes' : '—'}</Text>
          </TableCell>
        </TableRow>
      ))}
    </Table>
  )
}

/** The best strategies (roth-model.md §12), ranked as the page ranks them, the best in bold. */
function StrategyTable({ strategies }: { strategies: RothStrategyCandidate[] }) {
  const headings = ['Rank', 'What it does', 'Converted', 'Income tax', 'Medicare', 'Net benefit']
  const [rank, label, converted, tax, medicare, net] = strategyColumns
  return (
    <Table>
      <TableHeaderRow>
        {headings.map((heading, index) => (
          <TableCell key={heading} width={strategyColumns[index] ?? 0} isNumber={index > 1}>
            <Text>{heading}</Text>
          </TableCell>
        ))}
      </TableHeaderRow>
      {strategies.map((strategy, index) => (
        <TableRow key={strategy.id}>
          <TableCell width={rank}>
            <Text style={index === 0 ? styles.bold : {}}>{index + 1}</Text>
          </TableCell>
          <TableCell width={label}>
            <Text style={index === 0 ? styles.bold : {}}>{strategy.label}</Text>
          </TableCell>
          <TableCell width={converted} isNumber>
            <Text>{formatWholeDollars(strategy.conversionAmount)}</Text>
          </TableCell>
          <TableCell width={tax} isNumber>
            <Text>{formatWholeDollars(strategy.conversionTax)}</Text>
          </TableCell>
          <TableCell width={medicare} isNumber>
            <Text>{formatWholeDollars(strategy.medicareSurcharge)}</Text>
          </TableCell>
          <TableCell width={net} isNumber>
            <Text style={styles.bold}>{formatSignedWholeDollars(strategy.netBenefit)}</Text>
            <Text>{formatSignedPercent(strategy.performancePercent)}</Text>
          </TableCell>
        </TableRow>
      ))}
    </Table>
  )
}

function YearTable({ scenario }: { scenario: RothScenarioAnalysis }) {
  const headings = [
    'Year',
    'Who holds it',
    'Without converting',
    'With converting',
    'Difference',
  ] as const
  return (
    <Table>
      <TableHeaderRow>
        {headings.map((heading, index) => (
          <TableCell key={heading} width={yearColumns[index] ?? 0} isNumber={index > 1}>
            <Text>{heading}</Text>
          </TableCell>
        ))}
      </TableHeaderRow>
      {scenario.years.map((row) => {
        const without = row.withoutConversion.afterTaxValue
        const withConverting = row.withConversion.afterTaxValue
        return (
          <TableRow key={row.year}>
            <TableCell width={yearColumns[0]}>
              <Text>{yearLabel(row.year)}</Text>
            </TableCell>
            <TableCell width={yearColumns[1]}>
              <Text>{holderLabel(row.phase)}</Text>
            </TableCell>
            <TableCell width={yearColumns[2]} isNumber>
              <Text>{formatWholeDollars(without)}</Text>
            </TableCell>
            <TableCell width={yearColumns[3]} isNumber>
              <Text>{formatWholeDollars(withConverting)}</Text>
            </TableCell>
            <TableCell width={yearColumns[4]} isNumber>
              <Text>{formatSignedWholeDollars(withConverting - without)}</Text>
            </TableCell>
          </TableRow>
        )
      })}
    </Table>
  )
}

/**
 * The Roth tool's analysis as a US Letter PDF: inputs, every scenario with its break-even wait,
 * the best bracket-filling strategies (if any), one scenario's year-by-year table, the assumptions
 * and the disclaimer, with the firm's name and page numbers on every page.
 */
export function RothReportDocument({ report }: { report: RothReport }) {
  const { analysis, summary, heirTimeline, bestStrategyIncome, firmName, generatedOn } = report
  const toolUrl = absoluteUrl(report.siteUrl, rothToolPath)
  const preparedOn = dateInWords(generatedOn)
  const bestStrategies = analysis.strategies.slice(0, reportedStrategyCount)
  const tableScenario =
    analysis.scenarios.find((scenario) => scenario.id === report.tableScenarioId) ??
    analysis.scenarios[0]
  return (
    <Document
      title={reportTitle}
      author={firmName}
      subject={`Roth conversion analysis prepared at ${toolUrl}`}
      creator={firmName}
      language="en-US"
      creationDate={generatedOn}
    >
      <PageFrame firmName={firmName} footerLine={`${reportTitle}, prepared ${preparedOn}`}>
        <Text style={styles.title}>{reportTitle}</Text>
        <Text style={styles.prepared}>
          Prepared {preparedOn} at {toolUrl}
        </Text>

        <Text style={styles.heading}>Your inputs</Text>
        <View>
          {summary.map((line) => (
            <View key={line.term} style={styles.summaryRow} wrap={false}>
              <Text style={styles.summaryTerm}>{pdfText(line.term)}</Text>
              <Text style={styles.summaryValue}>{pdfText(line.value)}</Text>
            </View>
          ))}
        </View>

        <Text style={styles.heading} minPresenceAhead={80}>
          Scenarios
        </Text>
        <Text style={styles.lead}>
          What the children keep after all income taxes {horizonPhrase(analysis.distributionYears)},
          if the parent converts and if not. The net benefit is the difference; the percentage
          compares it with the not-converting total.
        </Text>
        <ScenarioTable scenarios={analysis.scenarios} />
        <BreakEvenNotes scenarios={analysis.scenarios} />

        {bestStrategies.length > 0 ? (
          <>
            <Text style={styles.heading} minPresenceAhead={80}>
              The best of these strategies
            </Text>
            <Text style={styles.lead}>
              {strategiesIntro(analysis.strategies)}
              {analysis.strategies.length > bestStrategies.length
                ? ` These are the best ${bestStrategies.length} of ${analysis.strategies.length}.`
                : ''}
            </Text>
            <StrategyTable strategies={bestStrategies} />
          </>
        ) : null}

        {bestStrategyIncome ? (
          <>
            <Text style={styles.heading} minPresenceAhead={80}>
              The parent’s taxable income: {pdfText(bestStrategyIncome.label)}
            </Text>
            <Text style={styles.lead}>{pdfText(strategyIncomeLimitsText(bestStrategyIncome))}</Text>
            <StrategyIncomeTable income={bestStrategyIncome} />
          </>
        ) : null}

        {heirTimeline ? <HeirDeadlines timeline={heirTimeline} /> : null}

        {tableScenario ? (
          <>
            <Text style={styles.heading} minPresenceAhead={80}>
              Year by year: {pdfText(tableScenario.label)}
            </Text>
            <Text style={styles.lead}>
              What the accounts are worth after income tax at the end of each year, with and without
              converting.
            </Text>
            <YearTable scenario={tableScenario} />
          </>
        ) : null}

        <Text style={styles.heading} minPresenceAhead={80}>
          How this is calculated
        </Text>
        <View>
          {(analysis.mode === 'detailed' ? personalizedAssumptionNotes : quickAssumptionNotes).map(
            (note) => (
              <View key={note} style={styles.note} wrap={false}>
                <Text style={styles.bullet}>•</Text>
                <Text style={styles.noteText}>{note}</Text>
              </View>
            ),
          )}
        </View>
        <Text style={styles.disclaimer} wrap={false}>
          {rothReportDisclaimer}
        </Text>
      </PageFrame>
    </Document>
  )
}
