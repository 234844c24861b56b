import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { analyzeRothConversion, rothInputSchema } from '@/domain/roth'
import { rothFormStateFromSearchParams } from '@/domain/roth/roth-form'
import { workedExampleA, workedExampleD } from '@/domain/roth/worked-examples'

import { HeirTimeline } from './heir-timeline'
import { rothCalculatorStart } from './roth-calculator-model'
import { RothCalculator } from './roth-calculator.client'

const heading = { name: 'When each child must empty the inherited IRAs' }

/** Renders the timeline of one input, as the calculator shows it under the cards. */
function renderTimeline(example: unknown) {
  const input = rothInputSchema.parse(example)
  return render(<HeirTimeline analysis={analyzeRothConversion(input)} input={input} />)
}

/** One child's entry, found by its heading. */
function child(name: string) {
  const title = screen.getByRole('heading', { level: 3, name })
  return within(title.closest('li') as HTMLElement)
}

/** A child's facts in words: each term with its value. */
const factsOf = (entry: ReturnType<typeof child>) =>
  entry.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])

describe('HeirTimeline', () => {
  it('says in words when each of example D’s children must empty the inherited IRAs', () => {
    renderTimeline(workedExampleD)
    const section = within(screen.getByRole('region', heading))
    expect(section.getByText(/^The law sets how fast each child must take the money out/))
    expect(section.getByText(/Each bar runs from the first withdrawals in 2037 to 2076/))
    expect(section.getAllByRole('listitem')).toHaveLength(3)

    const adult = child('Child 1, an adult child, age 40')
    expect(
      adult.getByText(
        'The 10-year rule with yearly minimums (the parent died after the required beginning date)',
      ),
    )
    expect(factsOf(adult)).toEqual([
      ['Withdrawals start', '2037'],
      ['What to take', 'Yearly minimums in 2037–2045, the rest by 31 December 2046'],
      ['Empty by', '31 December 2046'],
    ])

    const disabled = child('Child 2, a child with a disability, age 35')
    expect(disabled.getByText('Stretched over the child’s life expectancy'))
    expect(factsOf(disabled)).toEqual([
      ['Withdrawals start', '2037'],
      ['What to take', 'Yearly minimums over the child’s life expectancy, the last in 2076'],
      ['Empty by', '31 December 2076'],
    ])

    const minor = child('Child 3, a child under 21, age 9')
    expect(minor.getByText('Yearly minimums until 21, then the 10-year rule'))
    expect(factsOf(minor)).toEqual([
      ['Withdrawals start', '2037'],
      [
        'What to take',
        'Yearly minimums until turning 21 (2037–2038), then everything by 31 December 2048',
      ],
      ['Empty by', '31 December 2048'],
    ])
    expect(screen.queryByText(/The trust takes these withdrawals/)).toBeNull()
  })

  it('hides the bars from screen readers and draws each phase to scale across the years', () => {
    const { container } = renderTimeline(workedExampleD)
    const bars = container.querySelectorAll('li div[aria-hidden="true"] > div:first-child')
    const widths = Array.from(bars, (bar) =>
      Array.from(bar.children, (phase) => (phase as HTMLElement).style.width),
    )
    // 40 years from 2037 to 2076: 9 + 1 years, all 40, then 2 + 10 years.
    expect(widths).toEqual([['22.5%', '2.5%'], ['100%'], ['5%', '25%']])
  })

  it('gives a minor in a trust that keeps the payments the 10-year rule and says the trust pays at the end', () => {
    renderTimeline({ ...workedExampleD, beneficiary: 'accumulationTrust' })
    const minor = child('Child 3, a child under 21, age 9')
    expect(
      minor.getByText(
        'The 10-year rule with yearly minimums (the parent died after the required beginning date)',
      ),
    )
    expect(factsOf(minor)[1]).toEqual([
      'What to take',
      'Yearly minimums in 2037–2045, the rest by 31 December 2046',
    ])
    expect(factsOf(minor)[2]).toEqual(['Empty by', '31 December 2046'])
    expect(
      minor.getByText(
        'The trust takes these withdrawals, keeps them and pays everything to the child at the end, in 2076. Whether such a trust gets the years until 21 and 10 more is unsettled: ask your lawyer.',
      ),
    )
    expect(
      child('Child 1, an adult child, age 40').getByText(
        'The trust takes these withdrawals, keeps them and pays everything to the child at the end, in 2076.',
      ),
    )
  })

  it('shows nothing in quick mode, where every child has the plain 10-year rule', () => {
    const { container } = renderTimeline(workedExampleA)
    expect(container.textContent).toBe('')
  })
})

describe('RothCalculator heirs', () => {
  it('shows when each child must empty the inherited IRAs under tax brackets only', () => {
    const { unmount } = render(
      <RothCalculator
        start={rothCalculatorStart(rothFormStateFromSearchParams({ mode: 'detailed' }))}
      />,
    )
    expect(screen.queryByRole('heading', heading)).toBeNull()
    unmount()

    render(
      <RothCalculator
        start={rothCalculatorStart(
          rothFormStateFromSearchParams({ mode: 'detailed', taxModel: 'brackets' }),
        )}
      />,
    )
    expect(screen.getByRole('heading', heading))
  })
})
