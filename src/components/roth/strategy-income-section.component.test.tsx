import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { analyzeRothConversion, rothInputSchema } from '@/domain/roth'
import { workedExampleA, workedExampleF } from '@/domain/roth/worked-examples'

import { ScenarioResults } from './scenario-results'

/** Renders the results of a worked example, as the calculator shows them. */
function renderResults(example: unknown) {
  const input = rothInputSchema.parse(example)
  render(
    <ScenarioResults
      input={input}
      inputSummary={[]}
      analysis={analyzeRothConversion(input)}
      dollars="today"
    />,
  )
  return userEvent.setup()
}

const heading = { level: 3, name: 'The parent’s taxable income under a strategy' }
const captionOf = (label: string) =>
  `${label}: the parent’s taxable income by year, in each year’s dollars`

/** The table in its scrolling region named by `caption`, as rows of cell texts. */
function incomeRows(caption: string) {
  const scroller = screen.getByRole('region', { name: caption })
  expect(scroller.tabIndex).toBe(0)
  const table = within(scroller).getByRole('table', { name: caption })
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent))
}

describe('StrategyIncomeSection', () => {
  it('shows the best strategy’s income by year against its bracket top and Medicare limit', () => {
    renderResults(workedExampleF)
    const section = within(
      screen.getByRole('region', { name: 'The best of these strategies' }),
    ).getByRole('region', { name: heading.name })
    expect(within(section).getByRole('heading', heading))
    expect(
      within(section).getByText(
        'The 24% bracket ends at a taxable income of $201,775: above it, the 32% rate starts. In the years that set a Medicare premium, this strategy keeps taxable income at or under $188,900, the Medicare tier 3 limit.',
      ),
    )

    const rows = incomeRows(
      captionOf('Fill the 24% bracket for 10 years, rising to Medicare premium tier 3'),
    )
    expect(rows[0]).toEqual(['Year', 'Converted', 'Taxable income', 'Sets a Medicare premium'])
    expect(rows.slice(1, 3)).toEqual([
      ['2026', '$97,875', '$201,775', '—'],
      ['2027', '$85,000', '$188,900', 'Yes'],
    ])
    // The parent's years up to the inheritance in year 12; no conversion after 10 years.
    expect(rows).toHaveLength(14)
    expect(rows.at(-1)).toEqual(['2038', '$0', '$103,900', '—'])
  })

  it('charts another of the ten best strategies when the visitor picks it', async () => {
    const user = renderResults(workedExampleF)
    const chooser = screen.getByRole('combobox', { name: 'Strategy shown in the chart and table' })
    const options = within(chooser).getAllByRole('option')
    expect(options).toHaveLength(10)
    expect(options[0]?.textContent).toBe(
      'Fill the 24% bracket for 10 years, rising to Medicare premium tier 3',
    )

    await user.selectOptions(
      chooser,
      'Fill the 32% bracket for 10 years, rising to Medicare premium tier 3',
    )

    expect(screen.queryByRole('region', { name: captionOf(options[0]?.textContent ?? '') })).toBe(
      null,
    )
    const rows = incomeRows(
      captionOf('Fill the 32% bracket for 10 years, rising to Medicare premium tier 3'),
    )
    expect(rows.slice(1, 3)).toEqual([
      ['2026', '$152,325', '$256,225', '—'],
      ['2027', '$85,000', '$188,900', 'Yes'],
    ])
    expect(
      screen.getByText(/^The 32% bracket ends at a taxable income of \$256,225: above it, the 35%/),
    )
  })

  it('is not shown without strategies', () => {
    renderResults(workedExampleA)
    expect(screen.queryByRole('heading', heading)).toBeNull()
    expect(screen.queryByRole('combobox')).toBeNull()
  })
})
