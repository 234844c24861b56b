import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import { rothFormStateFromSearchParams } from '@/domain/roth/roth-form'

import { rothCalculatorStart } from './roth-calculator-model'
import { RothCalculator } from './roth-calculator.client'

function renderCalculator() {
  render(<RothCalculator start={rothCalculatorStart(rothFormStateFromSearchParams({}))} />)
  return userEvent.setup()
}

const scenarioHeadings = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
const announcement = () => screen.getAllByRole('status').map((status) => status.textContent)

describe('RothCalculator', () => {
  beforeEach(() => window.history.replaceState(null, '', '/tools/RothConversionModel'))

  it('compares the preset scenarios for the starting figures', () => {
    renderCalculator()
    expect(scenarioHeadings()).toEqual(['Conservative', 'Moderate', 'Aggressive', 'Danger'])
    expect(screen.getByRole('heading', { name: 'Year by year' }))
  })

  it('marks a figure it cannot read and holds back the results once typing pauses', async () => {
    const user = renderCalculator()
    const preTax = screen.getByLabelText('Pre-tax accounts (IRA, 401(k))')
    await user.clear(preTax)
    await user.type(preTax, 'lots')

    await waitFor(() => expect(preTax.getAttribute('aria-invalid')).toBe('true'))
    expect(
      screen.getByRole('textbox', {
        name: 'Pre-tax accounts (IRA, 401(k))',
        description: /Error: /,
      }),
    ).toBe(preTax)
    const summary = screen.getByRole('group', { name: 'Correct 1 field to see the results' })
    expect(
      within(summary).getByRole('link', {
        name: 'Enter pre-tax accounts in dollars, from $0 to $100,000,000.',
      }),
    ).toHaveProperty('hash', '#roth-totalPreTaxAccounts')
    expect(announcement()).toContain('Results are waiting for a correction in the form.')
    expect(scenarioHeadings()).toEqual([])
  })

  it('updates the results and the address at once on Update results', async () => {
    const user = renderCalculator()
    const preTax = screen.getByLabelText('Pre-tax accounts (IRA, 401(k))')
    await user.clear(preTax)
    await user.type(preTax, '$3M')
    expect(screen.getByText('Updating…').className).not.toContain('invisible')
    await user.click(screen.getByRole('button', { name: 'Update results' }))

    await waitFor(() =>
      expect(announcement().join(' ')).toMatch(/^Results updated\. Moderate case: net benefit/),
    )
    expect(screen.getByText('Updating…').className).toContain('invisible')
    expect(new URLSearchParams(window.location.search).get('totalPreTaxAccounts')).toBe('3000000')
  })

  it('personalizes in a dialog that lists its mistakes in a focused summary', async () => {
    const user = renderCalculator()
    const opener = screen.getByRole('button', { name: 'Personalize for your family' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Personalize for your family' })

    const years = within(dialog).getByLabelText('Years until the children inherit')
    await user.clear(years)
    await user.type(years, '99')
    await user.click(within(dialog).getByRole('button', { name: 'Use these details' }))

    const summary = await within(dialog).findByRole('group', {
      name: 'Correct 1 field to use these details',
    })
    await waitFor(() => expect(document.activeElement).toBe(summary))
    await user.click(within(summary).getByRole('link'))
    expect(document.activeElement).toBe(years)
    expect(screen.getByRole('heading', { name: 'Quick version' }))

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect((dialog as HTMLDialogElement).open).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('applies the personal details and can go back to the quick version', async () => {
    const user = renderCalculator()
    await user.click(screen.getByRole('button', { name: 'Personalize for your family' }))
    const dialog = screen.getByRole('dialog', { name: 'Personalize for your family' })
    const years = within(dialog).getByLabelText('Years until the children inherit')
    await user.clear(years)
    await user.type(years, '12')
    await user.click(within(dialog).getByRole('button', { name: 'Use these details' }))

    expect(screen.getByRole('heading', { name: 'Personalized for your family' }))
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('mode')).toBe('detailed'),
    )
    await user.click(screen.getByRole('button', { name: 'Back to the quick version' }))
    expect(screen.getByRole('heading', { name: 'Quick version' }))
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Personalize for your family' }),
    )
  })

  it('adds a scenario of the visitor’s own with focus on its name, and removes it', async () => {
    const user = renderCalculator()
    await user.click(screen.getByRole('button', { name: 'Add a scenario' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe(
      'My scenario 1',
    )
    await user.click(screen.getByRole('button', { name: 'Update results' }))
    await waitFor(() => expect(scenarioHeadings()).toContain('My scenario 1'))

    await user.click(screen.getByRole('button', { name: 'Remove your scenario 1' }))
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a scenario' }))
  })
})
