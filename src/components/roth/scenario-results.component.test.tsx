import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { analyzeRothConversion, rothInputSchema, type RothInput } from '@/domain/roth'
import { rothFormStateFromSearchParams } from '@/domain/roth/roth-form'
import {
  workedExampleA,
  workedExampleB,
  workedExampleC,
  workedExampleE,
  workedExampleF,
} from '@/domain/roth/worked-examples'

import { rothCalculatorStart } from './roth-calculator-model'
import { RothCalculator } from './roth-calculator.client'
import { ScenarioResults } from './scenario-results'

/** Renders the results of one worked example, as the calculator shows them. */
function renderResults(input: RothInput) {
  render(
    <ScenarioResults
      input={rothInputSchema.parse(input)}
      inputSummary={[]}
      analysis={analyzeRothConversion(input)}
      dollars="today"
    />,
  )
}

const card = (name: string) => within(screen.getByRole('article', { name }))

/** Each body row's cells as read: rank, what it does, then the figures. */
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent))

describe('ScenarioResults', () => {
  it('says on each card how long the parent must live for converting to pay off', () => {
    renderResults(workedExampleA as RothInput)
    for (const name of ['Conservative', 'Moderate', 'Aggressive', 'Low now, high later']) {
      expect(
        card(name).getByText(
          'Converting leaves your children more even if the inheritance came now.',
        ),
      )
    }
    expect(
      card('Danger').getByText(
        'Converting leaves your children more if the parent lives at least 46 more years.',
      ),
    )
    expect(screen.queryByText(/Medicare premiums raised by/)).toBeNull()
  })

  it('says so when converting never leaves the children more within 50 years', () => {
    renderResults(workedExampleC as RothInput)
    for (const name of ['Conservative', 'Moderate', 'Danger']) {
      expect(card(name).getByText('Converting does not leave your children more within 50 years.'))
    }
  })

  it('counts a single year in the singular and shows the Medicare premiums a conversion raises', () => {
    renderResults(workedExampleE as RothInput)
    expect(
      card('Moderate').getByText(
        'Converting leaves your children more if the parent lives at least 1 more year.',
      ),
    )
    expect(
      card('Aggressive').getByText(
        'Converting leaves your children more if the parent lives at least 2 more years.',
      ),
    )
    const medicare = card('Conservative').getByText('Medicare surcharges with converting')
    expect(medicare.nextElementSibling?.textContent).toBe('$5,742')
    expect(card('Conservative').getByText('Tax on the conversions (5 years)'))
  })

  it('shows no strategies without tax brackets', () => {
    renderResults(workedExampleA as RothInput)
    expect(screen.queryByRole('heading', { name: 'The best of these strategies' })).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('ranks the best ten strategies, the best marked in words, beside the four presets', () => {
    renderResults({
      ...workedExampleF,
      customScenarios: [
        {
          label: 'Mine',
          conversionPercent: 20,
          parentTaxRatePercent: 24,
          childTaxRatePercent: 24,
        },
      ],
    } as RothInput)
    const section = within(screen.getByRole('region', { name: 'The best of these strategies' }))
    expect(section.getByText(/^We tried every way of filling one tax bracket/))
    const scroller = section.getByRole('region', {
      name: 'Strategies ranked by net benefit, with the presets for comparison',
    })
    expect(scroller.tabIndex).toBe(0)
    const table = within(scroller).getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Rank',
      'What it does',
      'Converted',
      'Income tax',
      'Medicare',
      'Net benefit',
      'Band',
    ])

    const rows = rowTexts(table)
    expect(rows).toHaveLength(14)
    expect(rows[0]).toEqual([
      '1 Best',
      'Fill the 24% bracket for 10 years, rising to Medicare premium tier 3',
      '$862,875',
      '$244,697',
      '$31,244',
      '+$160,515+3.61%',
      'Marginal Performance',
    ])
    expect(rows[1]?.slice(0, 2)).toEqual([
      '2',
      'Fill the 32% bracket for 10 years, rising to Medicare premium tier 3',
    ])
    expect(rows.slice(10).map((row) => row.slice(0, 2))).toEqual([
      ['—', 'Preset: Conservative'],
      ['—', 'Preset: Moderate'],
      ['—', 'Preset: Aggressive'],
      ['—', 'Preset: Danger'],
    ])
    expect(rows[10]?.[6]).toBe('Marginal Performance')
  })

  it('leaves out the Medicare column when no result pays a surcharge', () => {
    renderResults(workedExampleB as RothInput)
    const table = screen.getByRole('table', {
      name: 'Strategies ranked by net benefit, with the presets for comparison',
    })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).not.toContain('Medicare')
    expect(headers).toContain('Income tax')
    expect(rowTexts(table)[0]).toHaveLength(headers.length)
    expect(screen.getByText(/each year for 1 to 10 years and ranked them/)).toBeTruthy()
  })

  it('keeps the other strategies behind a disclosure', () => {
    renderResults(workedExampleF as RothInput)
    const summary = screen.getByText('Show all 117 strategies')
    const disclosure = summary.closest('details')
    expect(disclosure?.open).toBe(false)
    const rest = within(disclosure as HTMLElement).getByRole('table', {
      name: 'Strategies ranked 11 to 117',
    })
    const rows = rowTexts(rest)
    expect(rows).toHaveLength(107)
    expect(rows.map((row) => row[0])).toEqual(
      Array.from({ length: 107 }, (_, index) => String(index + 11)),
    )
    // Exact duplicates are folded into one row, which names them once.
    expect(screen.getByText(/^We tried every way/).textContent).toContain(
      '(130 tried, 117 different results)',
    )
    const folded = rows.find((row) => row[1]?.startsWith('Fill the 35% bracket for 3 yearsThe'))
    expect(folded?.[1]).toBe(
      'Fill the 35% bracket for 3 yearsThe same result as filling the 35% bracket for 4, 5, 6, 7, 8, 9 or 10 years.',
    )
  })
})

describe('RothCalculator results', () => {
  const strategiesHeading = { name: 'The best of these strategies' }

  it('rank the strategies under tax brackets only', () => {
    const { unmount } = render(
      <RothCalculator
        start={rothCalculatorStart(rothFormStateFromSearchParams({ mode: 'detailed' }))}
      />,
    )
    expect(screen.queryByRole('heading', strategiesHeading)).toBeNull()
    unmount()

    render(
      <RothCalculator
        start={rothCalculatorStart(
          rothFormStateFromSearchParams({ mode: 'detailed', taxModel: 'brackets' }),
        )}
      />,
    )
    expect(screen.getByRole('heading', strategiesHeading))
  })
})
