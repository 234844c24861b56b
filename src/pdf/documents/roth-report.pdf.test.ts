import { describe, expect, it } from 'vitest'

import { queryRecord } from '@/domain/http/query-record'
import { analyzeRothConversion, type RothInput } from '@/domain/roth'
import { breakEvenSentence } from '@/domain/roth/break-even-sentence'
import { heirTimeline } from '@/domain/roth/heir-timeline'
import { rothInputSummary } from '@/domain/roth/input-summary'
import { assumptionNotesFor } from '@/domain/roth/mode-notes'
import { quickFormDefaults } from '@/domain/roth/presets'
import { otherIncomeMedicareTier, withoutConvertingLabel } from '@/domain/roth/results-copy'
import { rothFormStateFromSearchParams } from '@/domain/roth/roth-form'
import { analyzeRothForm } from '@/domain/roth/roth-form-analysis'
import { rothInputSchema } from '@/domain/roth/roth-input.schema'
import { bestStrategyIncome } from '@/domain/roth/strategy-income'
import { workedExampleD, workedExampleF, workedExampleH } from '@/domain/roth/worked-examples'
import { formatSignedWholeDollars, formatWholeDollars } from '@/domain/text/money'
import { renderTypstPdf } from '@/pdf/kit/typst'

import { readPdfPages } from '../../../tests/support/pdf-pages'
import { elementsOf, readPdfStructure, runsOutside } from '../../../tests/support/pdf-structure'
import { rothReportDisclaimer, rothReportPdfData } from './roth-report.pdf-data'
import { rothReportFileName, type RothReport } from './roth-report.pdf-name'

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

/** A shared link's query for worked example F (roth-model.md §15), as the form writes it. */
const exampleFQuery = [
  'totalPreTaxAccounts=1500000&totalRothAccounts=0&numberOfChildren=2&mode=detailed',
  'yearsUntilInheritance=12&annualReturnPercent=6&taxPaidFrom=outside&conversionYears=4',
  'taxModel=brackets&taxableReturnDragPercent=15',
  // Part II's settings said outright: the form's own defaults include RMDs and 2.5 % inflation.
  'includeOwnerRmds=false&inflationPercent=0',
  'parent.filingStatus=single&parent.otherIncome=120000&parent.age=62&includeMedicare=true',
  'children.0.filingStatus=single&children.0.otherIncome=45000&children.0.stateTaxRatePercent=4.4',
  'children.1.filingStatus=single&children.1.otherIncome=80000&children.1.stateTaxRatePercent=0',
].join('&')

/** Worked example D's link: a disabled and a minor child, so the horizon is 40 years. */
const exampleDQuery = [
  'totalPreTaxAccounts=1200000&totalRothAccounts=100000&numberOfChildren=3&mode=detailed',
  'yearsUntilInheritance=10&annualReturnPercent=6&taxPaidFrom=outside&conversionYears=5',
  'taxModel=brackets&taxableReturnDragPercent=15',
  'includeOwnerRmds=false&inflationPercent=0',
  'parent.filingStatus=single&parent.otherIncome=50000&parent.age=66',
  'children.0.filingStatus=single&children.0.otherIncome=60000&children.0.stateTaxRatePercent=4.4',
  'children.0.age=40',
  'children.1.filingStatus=single&children.1.otherIncome=15000&children.1.stateTaxRatePercent=4.4',
  'children.1.age=35&children.1.beneficiaryType=disabled',
  'children.2.filingStatus=single&children.2.otherIncome=0&children.2.stateTaxRatePercent=4.4',
  'children.2.age=9&children.2.beneficiaryType=minor',
].join('&')

/** The analysis and input summary the report route makes of a shared link's query. */
function analysisOfQuery(query: string) {
  const result = analyzeRothForm(
    rothFormStateFromSearchParams(queryRecord(new URLSearchParams(query))),
  )
  if (!result.ok) throw new Error(`Invalid query: ${JSON.stringify(result.fieldErrors)}`)
  return {
    analysis: result.analysis,
    summary: rothInputSummary(result.input),
    assumptionNotes: assumptionNotesFor(result.input, result.analysis),
    heirTimeline: heirTimeline(result.analysis, result.input),
    bestStrategyIncome: bestStrategyIncome(result.analysis, result.input),
    otherIncomeMedicareTier: otherIncomeMedicareTier(result.input),
  }
}

// The document on this thread; render-pool.test.ts shows the same document rendered on a worker.
async function renderReport(
  input: RothInput,
  tableScenarioId: string,
  dollars: RothReport['dollars'] = 'today',
) {
  const analysis = analyzeRothConversion(input)
  return renderAnalysis(
    {
      analysis,
      summary: rothInputSummary(input),
      assumptionNotes: assumptionNotesFor(input, analysis),
      heirTimeline: heirTimeline(analysis, input),
      bestStrategyIncome: bestStrategyIncome(analysis, input),
      otherIncomeMedicareTier: otherIncomeMedicareTier(input),
    },
    tableScenarioId,
    dollars,
  )
}

async function renderAnalysis(
  parts: Pick<
    RothReport,
    | 'analysis'
    | 'summary'
    | 'assumptionNotes'
    | 'heirTimeline'
    | 'bestStrategyIncome'
    | 'otherIncomeMedicareTier'
  >,
  tableScenarioId: string,
  dollars: RothReport['dollars'] = 'today',
) {
  return renderTypstPdf(
    rothReportPdfData({
      ...parts,
      tableScenarioId,
      dollars,
      generatedOn: new Date('2026-11-23T18:00:00Z'),
      firmName: 'Juniper Hill Law',
      siteUrl: 'https://juniperhill.example/',
    }),
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
    expect(text).toMatch(/Now 2026 Parent \$[\d,]+ \$[\d,]+ \$0/)
    expect(text).toMatch(/Year 10 2036 Children \$[\d,]+ \$[\d,]+ \+\$[\d,]+/)
    // Quick mode assumes no inflation: 2026 dollars, said once, and no switch.
    expect(text).toContain('All amounts are in 2026 dollars (no inflation assumed).')
    expect(text).not.toContain('Switch to')
    expect(text).toContain('Each child inherits an equal share of every account.')
    expect(text).toContain(rothReportDisclaimer)
    expect(text).toContain(
      'What the children keep after all income taxes 10 years after the inheritance (the end of 2036), if the parent converts and if not.',
    )
    for (const scenario of analyzeRothConversion(quickInput).scenarios) {
      expect(text).toContain(`${scenario.label}: ${breakEvenSentence(scenario.breakEvenYears)}`)
    }
    expect(text).not.toMatch(/\$[\d,]+ Medicare/)
    expect(text).not.toContain('The best of these strategies')
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
    const withTable = pages.filter((page) => /Year \d+ \d{4} Parent/.test(page))
    expect(withTable.length).toBeGreaterThanOrEqual(2)
    for (const page of withTable) {
      expect(page).toContain(
        'Year Calendar year Who holds it Without converting With converting Difference',
      )
    }
    const text = pages.join(' ')
    expect(text).toContain('Year 60 2086 Children')
    // The notes of this analysis as entered: its own return, not the quick version's 6%.
    expect(text).toContain('Investments grow 5% a year.')
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

describe('the Roth report’s tags', { timeout: 30_000 }, () => {
  it('is tagged and PDF/UA-1, titled, with headings and tables with header cells', async () => {
    const structure = await readPdfStructure(await renderReport(longInput, 'aggressive'))
    expect(structure.isTagged).toBe(true)
    expect(structure.conformsToPdfUa1).toBe(true)
    expect(structure.title).toBe('Roth Conversion Analysis')
    expect(structure.displaysTitle).toBe(true)
    expect(structure.language).toBe('en-US')
    const headings = elementsOf(structure.pages, /^H\d$/).map((each) => `${each.role} ${each.text}`)
    expect(headings.slice(0, 3)).toEqual([
      'H1 Roth Conversion Analysis',
      'H2 Your inputs',
      'H2 Scenarios',
    ])
    expect(headings).toContain('H2 How this is calculated')
    const headerCells = elementsOf(elementsOf(structure.pages, /^Table$/), /^TH$/)
    expect(headerCells.map((each) => each.text)).toContain(withoutConvertingLabel)
    expect(runsOutside(structure, 54)).toEqual([])
  })
})

describe('RothReportDocument from a shared link', { timeout: 30_000 }, () => {
  it('reads worked example F’s link with the parent’s age and Medicare, as the route does', () => {
    expect(analysisOfQuery(exampleFQuery).analysis).toEqual(analyzeRothConversion(workedExampleF))
    expect(analysisOfQuery(exampleDQuery).analysis).toEqual(analyzeRothConversion(workedExampleD))
  })

  it('prints worked example F’s break-even waits, Medicare and best ten strategies', async () => {
    const pages = await pageTexts(await renderAnalysis(analysisOfQuery(exampleFQuery), 'moderate'))
    const text = pages.join(' ')
    expect(text).toContain(
      'Conservative: Converting leaves your children more if the parent lives at least 2 more years.',
    )
    expect(text).toContain(
      'Danger: Converting leaves your children more if the parent lives at least 8 more years.',
    )
    // 3 × (4,620.00 − 1,148.40) = 10,414.80 under the conservative preset's conversion tax.
    expect(text).toContain('$10,415 Medicare')
    expect(text).toContain('Tax on the conversions (4 years)')
    expect(text).toContain('The best of these strategies')
    expect(text).toContain('These are the best 10 of 130.')
    expect(text).toContain('Rank What it does Converted Income tax Medicare Net benefit')
    expect(text).toContain(
      // The parent's other income alone is in tier 1: tier 3 is a rise (roth-model.md §21).
      '1 Fill the 24% bracket for 10 years, rising to Medicare premium tier 3 $862,875 $244,697 $31,244 +$160,515 +3.61%',
    )
    expect(text).toMatch(/ 10 Fill the \d+% bracket for \d+ years/)
    expect(text).not.toMatch(/ 11 Fill the/)
    expect(text).not.toMatch(/optimal|optimum/i)
    expect(text).toContain(
      'The parent’s taxable income: Fill the 24% bracket for 10 years, rising to Medicare premium tier 3',
    )
    expect(text).toContain(
      'Year Converted Taxable income Top of the 24% bracket Sets a Medicare premium',
    )
    expect(text).toContain('2026 $97,875 $201,775 $201,775 —')
    expect(text).toContain('2027 $85,000 $188,900 $201,775 Yes')
    expect(text).toContain(
      'What the children keep after all income taxes 10 years after the inheritance (the end of 2048),',
    )
  })

  it('says when the children’s totals are valued when a child’s rule runs past 10 years', async () => {
    const parts = analysisOfQuery(exampleDQuery)
    expect(parts.analysis.distributionYears).toBe(40)
    const text = (await pageTexts(await renderAnalysis(parts, 'danger'))).join(' ')
    expect(text).toContain(
      'What the children keep after all income taxes until the last child’s inherited accounts are empty, 40 years after the inheritance (the end of 2076), if the parent converts and if not.',
    )
    expect(text).toContain('Year 50 2076 Children')
    expect(text).toContain('When each child must empty the inherited IRAs')
    expect(text).toContain(
      'Child 3, a child under 21, age 9: Yearly minimums until 21, then the 10-year rule. Yearly minimums until turning 21 (2037–2038), then everything by 31 December 2048.',
    )
  })
})

/** Worked example H (roth-model.md §24): a couple, RMDs, Medicare, a trust, 2.5 % inflation. */
const exampleH: RothInput = rothInputSchema.parse(workedExampleH)

describe('the Roth report of worked example H (Part III)', { timeout: 60_000 }, () => {
  const analysisH = analyzeRothConversion(exampleH)
  const moderate = analysisH.scenarios.find((scenario) => scenario.id === 'moderate')!

  it('is tagged, titled and PDF/UA-1, its headings in order and every word inside the page', async () => {
    const structure = await readPdfStructure(await renderReport(exampleH, 'moderate'))
    expect(structure.isTagged).toBe(true)
    expect(structure.conformsToPdfUa1).toBe(true)
    expect(structure.title).toBe('Roth Conversion Analysis')
    expect(structure.language).toBe('en-US')
    const headings = elementsOf(structure.pages, /^H\d$/).map((each) => `${each.role} ${each.text}`)
    expect(headings).toEqual([
      'H1 Roth Conversion Analysis',
      'H2 Your inputs',
      'H2 Scenarios',
      'H2 What if the inheritance came sooner or later, or returns differed',
      'H2 The best of these strategies',
      'H2 The parent’s taxable income: Fill the 24% bracket for 10 years, rising to Medicare premium tier 1',
      'H2 When each child must empty the inherited IRAs',
      'H2 Year by year: Moderate',
      'H2 How this is calculated',
    ])
    expect(runsOutside(structure, 54)).toEqual([])
  })

  it('tags the sensitivity grid as a table with header cells, "Your case" equal to the card', async () => {
    const structure = await readPdfStructure(await renderReport(exampleH, 'moderate'))
    const headerTexts = elementsOf(elementsOf(structure.pages, /^Table$/), /^TH$/).map(
      (each) => each.text,
    )
    for (const heading of [
      'Years until the children inherit',
      'Return 4% a year',
      'Return 6% a year',
      'Return 8% a year',
    ]) {
      expect(headerTexts).toContain(heading)
    }
    // roth-model.md §24 H: yourCase (5, 1); moderate's cell is the card's 371,619.51 in 2026 dollars.
    expect(analysisH.sensitivity.yourCase).toEqual({ row: 5, column: 1 })
    const moderateGrid = analysisH.sensitivity.scenarios.find((each) => each.id === 'moderate')!
    expect(moderateGrid.netBenefitToday[5]![1]).toBe(moderate.today.netBenefit)
    const yourCases = elementsOf(structure.pages, /^TD$/)
      .map((each) => each.text)
      .filter((text) => text.endsWith('Your case'))
    expect(yourCases).toHaveLength(analysisH.scenarios.length)
    expect(yourCases).toContain(`${formatSignedWholeDollars(371_619.51)} Your case`)
  })

  it('repeats the grid’s header row on every page the grid spans', async () => {
    const pages = await pageTexts(await renderReport(exampleH, 'moderate'))
    const withGrid = pages.filter((page) => /\d+ years \(20\d\d\) [+−]\$/.test(page))
    expect(withGrid.length).toBeGreaterThanOrEqual(2)
    for (const page of withGrid) {
      expect(page).toContain(
        'Scenario Years until the children inherit Return 4% a year Return 6% a year Return 8% a year',
      )
    }
  })

  it('draws the chart as a figure with alternative text, the same numbers in the table after it', async () => {
    const pdf = await renderReport(exampleH, 'moderate')
    const [figure, ...others] = elementsOf((await readPdfStructure(pdf)).pages, /^Figure$/)
    expect(others).toEqual([])
    const last = moderate.years.at(-1)!
    expect(figure?.alt).toBe(
      `Line chart. What the family’s money is worth after income tax, by year: Moderate (in 2026 dollars), 2026 to 2073. Without converting (solid line): from ${formatWholeDollars(moderate.years[0]!.withoutConversion.today.afterTaxValue)} to ${formatWholeDollars(last.withoutConversion.today.afterTaxValue)}. With converting (dashed line): from ${formatWholeDollars(moderate.years[0]!.withConversion.today.afterTaxValue)} to ${formatWholeDollars(last.withConversion.today.afterTaxValue)}. The children inherit at the end of 2050. The table after the chart gives every year’s figures.`,
    )
    const text = (await pageTexts(pdf)).join(' ')
    expect(text).toContain(
      `Year 47 2073 Children — — ${formatWholeDollars(last.withoutConversion.today.afterTaxValue)} ${formatWholeDollars(last.withConversion.today.afterTaxValue)}`,
    )
  })

  it('says the figures are in 2026 dollars and prints the moderate net benefit in them', async () => {
    const text = (await pageTexts(await renderReport(exampleH, 'moderate'))).join(' ')
    expect(text).toContain(
      'All amounts are in 2026 dollars (today’s money), assuming prices rise 2.5 % a year. Switch to 2073 dollars to see the amounts as they would be paid.',
    )
    expect(text).toContain('Amounts in 2026 dollars.')
    expect(text).toContain('Net benefit in 2026 dollars.')
    // The moderate card: 371,619.51 in 2026 dollars, +6.32 % (roth-model.md §24 H).
    expect(text).toMatch(/Moderate 25% \$[\d,]+ \$[\d,]+ .*?\+\$371,620 \+6\.32% Good Performance/)
    expect(text).not.toContain('+$1,186,097')
    expect(text).toContain('Tax on the conversions (9 years)')
    expect(text).toContain(withoutConvertingLabel)
    // The baseline's first required distribution at 75 (year 9), in 2026 dollars.
    expect(text).toContain(
      `Year 9 2035 Parent ${formatWholeDollars(116_623.03 / 1.025 ** 9)} tax ${formatWholeDollars(26_042.8 / 1.025 ** 9)}`,
    )
  })

  it('prints the new inputs with their notes', async () => {
    const text = (await pageTexts(await renderReport(exampleH, 'moderate'))).join(' ')
    expect(text).toContain(
      'Spouse age 64, first death in 14 years (2040), the parent dies first; the survivor files single, with other income of $70,000',
    )
    expect(text).toContain(
      'Owners’ required distributions Included We assume each death happens at the end of the year, after that year’s required distribution.',
    )
    expect(text).toContain(
      'Inflation 2.5% a year Tax brackets, Medicare thresholds and your incomes rise',
    )
    expect(text).toContain(
      'through a trust that keeps the payments, receives SSI or Medicaid A child who receives SSI or Medicaid can lose them',
    )
    expect(text).toContain('Year 15 2041 Survivor')
    expect(text).toContain(
      'Your inputs The amounts you entered are in 2026 dollars; incomes rise with prices each year.',
    )
  })

  it('prints the figures as paid, the totals in 2073 dollars, with dollars=nominal', async () => {
    const pages = await pageTexts(await renderReport(exampleH, 'moderate', 'nominal'))
    const text = pages.join(' ')
    expect(text).toContain(
      'The children’s totals are in 2073 dollars, as they would be paid, with prices rising 2.5 % a year; taxes and premiums are added up as paid each year. Switch to 2026 dollars to see them in today’s money.',
    )
    expect(text).toContain('Amounts in 2073 dollars (taxes and premiums as paid each year).')
    expect(text).toContain('Net benefit in 2073 dollars.')
    // roth-model.md §24 H: moderate 80,972.83 tax, 18,759,719.78 / 19,945,816.72, net 1,186,096.94.
    expect(text).toContain('Moderate 25% $450,000 $80,973 $38,348 Medicare')
    expect(text).toContain('$18,759,720 $19,945,817 +$1,186,097 +6.32% Good Performance')
    expect(text).toContain('+$1,186,097 Your case')
    expect(text).toContain('Year 9 2035 Parent $116,623 tax $26,043')
    expect(text).toContain('Amounts in each year’s dollars.')
    expect(text).toContain('Moderate (in each year’s dollars)')
    expect(text).not.toContain('+$371,620')
    expect(
      runsOutside(await readPdfStructure(await renderReport(exampleH, 'moderate', 'nominal')), 54),
    ).toEqual([])
  })
})

describe('the Roth report’s notes', { timeout: 30_000 }, () => {
  it('prints the notes it is given under "How this is calculated"', async () => {
    const analysis = analyzeRothConversion(quickInput)
    const pdf = renderTypstPdf(
      rothReportPdfData({
        analysis,
        summary: rothInputSummary(quickInput),
        heirTimeline: null,
        bestStrategyIncome: null,
        assumptionNotes: ['A note of this analysis alone.'],
        tableScenarioId: 'moderate',
        generatedOn: new Date('2026-11-23T18:00:00Z'),
        firmName: 'Juniper Hill Law',
        siteUrl: 'https://juniperhill.example/',
      }),
    )
    const text = (await pageTexts(pdf)).join(' ')
    expect(text).toContain('How this is calculated • A note of this analysis alone.')
    expect(text).not.toContain('Each child inherits an equal share of every account.')
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
