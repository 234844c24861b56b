import 'server-only'

// Next.js keeps @react-pdf/renderer out of its server bundles by default (its built-in
// `serverExternalPackages` list), so this loads the package's Node build with the full React;
// bundled under the react-server condition it fails ("Component is not a constructor", next.js#61313).
// This module is server-only, so no client bundle includes it either.
import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'

import type { RothAnalysis, RothScenarioAnalysis } from '@/domain/roth'
import { personalizedAssumptionNotes, quickAssumptionNotes } from '@/domain/roth/assumption-notes'
import type { InputSummaryLine } from '@/domain/roth/input-summary'
import { holderLabel, yearLabel } from '@/domain/roth/year-labels'
import { absoluteUrl } from '@/domain/seo/structured-data'
import {
  formatSignedPercent,
  formatSignedWholeDollars,
  formatWholeDollars,
} from '@/domain/text/money'

/** Everything the Roth report shows; `tableScenarioId` picks the year-by-year table's scenario. */
export type RothReport = {
  analysis: RothAnalysis
  summary: InputSummaryLine[]
  tableScenarioId: string
  generatedOn: Date
  firmName: string
  siteUrl: string
}

/** The firm is in Colorado: the report's date is the date there. */
const reportTimeZone = 'America/Denver'

const rothToolPath = '/tools/RothConversionModel'

export const rothReportDisclaimer =
  'This report shows how the numbers work under the assumptions above. It is an illustration, not tax, investment or legal advice; your own taxes will differ. Talk with your tax adviser before converting.'

function datePart(date: Date, type: 'year' | 'month' | 'day'): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: reportTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date)
  return parts.find((part) => part.type === type)?.value ?? ''
}

/** The report's file name, dated in Colorado, e.g. "roth-conversion-analysis-2026-11-23.pdf". */
export function rothReportFileName(generatedOn: Date): string {
  const date = ['year', 'month', 'day'] as const
  return `roth-conversion-analysis-${date.map((type) => datePart(generatedOn, type)).join('-')}.pdf`
}

// Break lines between words only: hyphenated headings and band names ("Perfor-mance") read badly.
Font.registerHyphenationCallback((word) => [word])

const dateInWords = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: reportTimeZone, dateStyle: 'long' }).format(date)

// Helvetica is one of PDF's standard fonts (nothing to embed or download), but they only cover
// the WinAnsi character set, which has no minus sign (U+2212): the report prints a hyphen instead.
const pdfText = (text: string) => text.replaceAll('\u2212', '-')
const signedDollars = (dollars: number) => pdfText(formatSignedWholeDollars(dollars))
const signedPercent = (percent: number) => pdfText(formatSignedPercent(percent))

// Dark shades (Tailwind's 700s, as the page's scenario cards use) stay readable in black and white;
// the band is always named in words as well.
const bandColors: Record<RothScenarioAnalysis['band']['color'], string> = {
  success: '#15803d',
  info: '#1d4ed8',
  warning: '#c2410c',
  danger: '#b91c1c',
}

const ink = '#1b2430'
const inkMuted = '#4a5565'
const rule = '#9aa3ae'
const headerFill = '#e3ecf8'

const styles = StyleSheet.create({
  page: {
    paddingTop: 54,
    paddingBottom: 72,
    paddingHorizontal: 54,
    fontFamily: 'Helvetica',
    fontSize: 10,
    color: ink,
  },
  // Set here, not on the page: a line height the page passes down hides the footer's page
  // numbers (a `render` text) in @react-pdf/renderer 4.9.
  body: { fontSize: 10, lineHeight: 1.35 },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 22, lineHeight: 1.2, marginBottom: 4 },
  prepared: { color: inkMuted, marginBottom: 16 },
  heading: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 14,
    lineHeight: 1.2,
    marginTop: 14,
    marginBottom: 6,
  },
  lead: { color: inkMuted, marginBottom: 6 },
  summaryRow: { flexDirection: 'row', paddingVertical: 2 },
  summaryTerm: { width: '34%', fontFamily: 'Helvetica-Bold', paddingRight: 8 },
  summaryValue: { width: '66%' },
  table: { borderTopWidth: 1, borderColor: rule },
  headerRow: {
    flexDirection: 'row',
    backgroundColor: headerFill,
    borderBottomWidth: 1,
    borderColor: rule,
    fontFamily: 'Helvetica-Bold',
    fontSize: 9,
  },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: rule, fontSize: 9 },
  cell: { paddingVertical: 4, paddingHorizontal: 4 },
  number: { textAlign: 'right' },
  small: { fontSize: 8, lineHeight: 1.25, color: inkMuted },
  bold: { fontFamily: 'Helvetica-Bold' },
  note: { flexDirection: 'row', marginBottom: 4 },
  bullet: { width: 12 },
  noteText: { flex: 1 },
  disclaimer: {
    marginTop: 12,
    padding: 10,
    borderLeftWidth: 3,
    borderColor: ink,
    fontFamily: 'Helvetica-Bold',
  },
  footer: {
    position: 'absolute',
    left: 54,
    right: 54,
    bottom: 32,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.5,
    borderColor: rule,
    paddingTop: 6,
    fontSize: 8,
    color: inkMuted,
  },
})

// Column widths in points; each table fills the 504 points between Letter's 0.75-inch margins.
const scenarioColumns = [92, 58, 60, 70, 70, 72, 82] as const
const yearColumns = [70, 84, 116, 116, 118] as const

function Cell({
  width,
  isNumber = false,
  children,
}: {
  width: number
  isNumber?: boolean
  children: ReactNode
}) {
  return <View style={[styles.cell, { width }, isNumber ? styles.number : {}]}>{children}</View>
}

function ScenarioRow({ scenario }: { scenario: RothScenarioAnalysis }) {
  const [label, converted, tax, without, withConverting, net, band] = scenarioColumns
  const rates =
    scenario.parentTaxRatePercent === null
      ? null
      : `Tax rates: parent ${scenario.parentTaxRatePercent}%, children ${scenario.childTaxRatePercent}%`
  return (
    <View style={styles.row} wrap={false}>
      <Cell width={label}>
        <Text style={styles.bold}>{scenario.label}</Text>
        {rates ? <Text style={styles.small}>{rates}</Text> : null}
      </Cell>
      <Cell width={converted} isNumber>
        <Text>{scenario.conversionPercent}%</Text>
        <Text>{formatWholeDollars(scenario.conversionAmount)}</Text>
      </Cell>
      <Cell width={tax} isNumber>
        <Text>{formatWholeDollars(scenario.conversionTax)}</Text>
      </Cell>
      <Cell width={without} isNumber>
        <Text>{formatWholeDollars(scenario.withoutConversion.afterTaxToHeirs)}</Text>
      </Cell>
      <Cell width={withConverting} isNumber>
        <Text>{formatWholeDollars(scenario.withConversion.afterTaxToHeirs)}</Text>
      </Cell>
      <Cell width={net} isNumber>
        <Text style={styles.bold}>{signedDollars(scenario.netBenefit)}</Text>
        <Text>{signedPercent(scenario.performancePercent)}</Text>
      </Cell>
      <Cell width={band}>
        <Text style={[styles.bold, { color: bandColors[scenario.band.color] }]}>
          {scenario.band.label}
        </Text>
      </Cell>
    </View>
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
    <View style={styles.table}>
      <View style={styles.headerRow} fixed>
        {headings.map((heading, index) => (
          <Cell key={heading} width={scenarioColumns[index] ?? 0} isNumber={index > 0 && index < 6}>
            <Text>{heading}</Text>
          </Cell>
        ))}
      </View>
      {scenarios.map((scenario) => (
        <ScenarioRow key={scenario.id} scenario={scenario} />
      ))}
    </View>
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
    <View style={styles.table}>
      {/* `fixed` inside the table: the header row repeats on every page the table spans. */}
      <View style={styles.headerRow} fixed>
        {headings.map((heading, index) => (
          <Cell key={heading} width={yearColumns[index] ?? 0} isNumber={index > 1}>
            <Text>{heading}</Text>
          </Cell>
        ))}
      </View>
      {scenario.years.map((row) => {
        const without = row.withoutConversion.afterTaxValue
        const withConverting = row.withConversion.afterTaxValue
        return (
          <View key={row.year} style={styles.row} wrap={false}>
            <Cell width={yearColumns[0]}>
              <Text>{yearLabel(row.year)}</Text>
            </Cell>
            <Cell width={yearColumns[1]}>
              <Text>{holderLabel(row.phase)}</Text>
            </Cell>
            <Cell width={yearColumns[2]} isNumber>
              <Text>{formatWholeDollars(without)}</Text>
            </Cell>
            <Cell width={yearColumns[3]} isNumber>
              <Text>{formatWholeDollars(withConverting)}</Text>
            </Cell>
            <Cell width={yearColumns[4]} isNumber>
              <Text>{signedDollars(withConverting - without)}</Text>
            </Cell>
          </View>
        )
      })}
    </View>
  )
}

function RothReportDocument({ report }: { report: RothReport }) {
  const { analysis, summary, firmName, generatedOn } = report
  const toolUrl = absoluteUrl(report.siteUrl, rothToolPath)
  const tableScenario =
    analysis.scenarios.find((scenario) => scenario.id === report.tableScenarioId) ??
    analysis.scenarios[0]
  return (
    <Document
      title="Roth Conversion Analysis"
      author={firmName}
      subject={`Roth conversion analysis prepared at ${toolUrl}`}
      creator={firmName}
      language="en-US"
      creationDate={generatedOn}
    >
      <Page size="LETTER" style={styles.page}>
        <View style={styles.footer} fixed>
          <Text>{firmName}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
        <View style={styles.body}>
          <Text style={styles.title}>Roth Conversion Analysis</Text>
          <Text style={styles.prepared}>
            Prepared {dateInWords(generatedOn)} at {toolUrl}
          </Text>

          <Text style={styles.heading}>Your inputs</Text>
          <View>
            {summary.map((line) => (
              <View key={line.term} style={styles.summaryRow} wrap={false}>
                <Text style={styles.summaryTerm}>{line.term}</Text>
                <Text style={styles.summaryValue}>{line.value}</Text>
              </View>
            ))}
          </View>

          <Text style={styles.heading} minPresenceAhead={80}>
            Scenarios
          </Text>
          <Text style={styles.lead}>
            What the children keep after all income taxes at the end of the{' '}
            {analysis.distributionYears} years, if the parent converts and if not. The net benefit
            is the difference; the percentage compares it with the not-converting total.
          </Text>
          <ScenarioTable scenarios={analysis.scenarios} />

          {tableScenario ? (
            <>
              <Text style={styles.heading} minPresenceAhead={80}>
                Year by year: {tableScenario.label}
              </Text>
              <Text style={styles.lead}>
                What the accounts are worth after income tax at the end of each year, with and
                without converting.
              </Text>
              <YearTable scenario={tableScenario} />
            </>
          ) : null}

          <Text style={styles.heading} minPresenceAhead={80}>
            How this is calculated
          </Text>
          <View>
            {(analysis.mode === 'detailed'
              ? personalizedAssumptionNotes
              : quickAssumptionNotes
            ).map((note) => (
              <View key={note} style={styles.note} wrap={false}>
                <Text style={styles.bullet}>•</Text>
                <Text style={styles.noteText}>{note}</Text>
              </View>
            ))}
          </View>
          <Text style={styles.disclaimer} wrap={false}>
            {rothReportDisclaimer}
          </Text>
        </View>
      </Page>
    </Document>
  )
}

/**
 * The Roth tool's analysis as a US Letter PDF: inputs, every scenario, one scenario's year-by-year
 * table, the assumptions and the disclaimer, with the firm's name and page numbers on every page.
 */
export async function renderRothReportPdf(report: RothReport): Promise<Buffer> {
  return renderToBuffer(<RothReportDocument report={report} />)
}
