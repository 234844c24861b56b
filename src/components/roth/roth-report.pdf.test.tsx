import { describe, expect, it } from 'vitest'

import { analyzeRothConversion, type RothInput } from '@/domain/roth'
import { rothInputSummary } from '@/domain/roth/input-summary'
import { quickFormDefaults } from '@/domain/roth/presets'
import { rothInputSchema } from '@/domain/roth/roth-input.schema'
import { formatSignedWholeDollars } from '@/domain/text/money'
import { renderPdfToBuffer } from '@/lib/pdf/render'

import { readPdfPages } from '../../../tests/support/pdf-pages'
import { rothReportDisclaimer, RothReportDocument } from './roth-report.pdf'
import { rothReportFileName } from './roth-report.pdf-name'

const quickInput: RothInput = rothInputSchema.parse({ mode: 'quick', ...quickFormDefaults })

/** A detailed analysis with a 61-row year table, which takes several pages. */
const longInput: RothInput = rothInputSchema.parse({
  mode: 'detailed',
  totalPreTaxAccounts: 800_000,
  totalRothAccounts: 0,
  numberOfChildren: 1,
  yearsUntilInheritance: 50,
  annualReturnPercent: 5,
  taxPaidFrom: 'outside',
  conversionYears: 4,
  taxModel: 'flat',
  taxableReturnDragPercent: 15,
})

// The document on this thread; render-pool.test.ts shows the same document rendered on a worker.
async function renderReport(input: RothInput, tableScenarioId: string) {
  return renderPdfToBuffer(
    <RothReportDocument
      report={{
        analysis: analyzeRothConversion(input),
        summary: rothInputSummary(input),
        tableScenarioId,
        generatedOn: new Date('2026-11-23T18:00:00Z'),
        firmName: 'Juniper Hill Law',
        siteUrl: 'https://juniperhill.example/',
      }}
    />,
  )
}

/** Each page's text, with runs of white space (line breaks included) as single spaces. */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  return (await readPdfPages(pdf)).map((page) => page.text)
}

// Rendering is CPU-bound, and the machine's two cores may be busy with a build.
describe('RothReportDocument', { timeout: 30_000 }, () => {
  it('renders the quick analysis with its inputs, scenarios, year table and disclaimer', async () => {
    const pdf = await renderReport(quickInput, 'moderate')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

    const pages = await pageTexts(pdf)
    const text = pages.join(' ')
    expect(text).toContain('Roth Conversion Analysis')
    expect(text).toContain(
      'Prepared November 23, 2026 at https://juniperhill.example/tools/RothConversionModel',
    )
    expect(text).toContain('Pre-tax accounts $2,180,000')
    for (const label of ['Conservative', 'Moderate', 'Aggressive', 'Danger']) {
      expect(text).toContain(label)
    }
    expect(text).toContain('Negative Performance')
    expect(text).toContain('Year by year: Moderate')
    expect(text).toMatch(/Now Parent \$[\d,]+ \$[\d,]+ \$0/)
    expect(text).toMatch(/Year 10 Children \$[\d,]+ \$[\d,]+ \+\$[\d,]+/)
    expect(text).toContain('Each child inherits an equal share of every account.')
    expect(text).toContain(rothReportDisclaimer)
    pages.forEach((page, index) => {
      expect(page).toContain('Juniper Hill Law')
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`)
    })
  })

  it('prints losses with the minus sign', async () => {
    const analysis = analyzeRothConversion(quickInput)
    const danger = analysis.scenarios.find((scenario) => scenario.id === 'danger')
    expect(danger?.netBenefit).toBeLessThan(0)
    const loss = formatSignedWholeDollars(danger?.netBenefit ?? 0)
    expect(loss).toMatch(/^\u2212\$/)
    const text = (await pageTexts(await renderReport(quickInput, 'danger'))).join(' ')
    expect(text).toContain(loss)
  })

  it('prints a custom scenario’s name in any European letters as typed', async () => {
    const label = 'Zoë — Ørsted ł'
    const input = rothInputSchema.parse({
      mode: 'quick',
      ...quickFormDefaults,
      customScenarios: [
        { label, conversionPercent: 20, parentTaxRatePercent: 24, childTaxRatePercent: 28 },
      ],
    })
    const text = (await pageTexts(await renderReport(input, 'custom-1'))).join(' ')
    expect(text).toContain(`Your scenario “${label}”`)
    expect(text).toContain(`Year by year: ${label}`)
  })

  it('shows the first scenario’s years for an unknown table id', async () => {
    const text = (await pageTexts(await renderReport(quickInput, 'nonsense'))).join(' ')
    expect(text).toContain('Year by year: Conservative')
  })

  it('repeats the year table’s header on every page the table spans', async () => {
    const pages = await pageTexts(await renderReport(longInput, 'aggressive'))
    const withTable = pages.filter((page) => /Year \d+ Parent/.test(page))
    expect(withTable.length).toBeGreaterThanOrEqual(2)
    for (const page of withTable) {
      expect(page).toContain('Year Who holds it Without converting With converting Difference')
    }
    const text = pages.join(' ')
    expect(text).toContain('Year 60 Children')
    expect(text).toContain('IRS Revenue Procedure 2025-32')
    expect(text).not.toContain('grow 6% a year')
  })

  it('numbers every page of a long report in its footer', async () => {
    const pages = await pageTexts(await renderReport(longInput, 'aggressive'))
    expect(pages.length).toBeGreaterThanOrEqual(3)
    pages.forEach((page, index) => {
      expect(page).toContain(
        `Juniper Hill Law Page ${index + 1} of ${pages.length} Roth Conversion Analysis, prepared November 23, 2026`,
      )
    })
  })
})

describe('rothReportFileName', () => {
  it('dates the file in Colorado', () => {
    // 03:00 UTC on the 24th is still the evening of the 23rd in Denver.
    expect(rothReportFileName(new Date('2026-11-24T03:00:00Z'))).toBe(
      'roth-conversion-analysis-2026-11-23.pdf',
    )
  })
})
