import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { analyzeRothConversion } from '@/domain/roth'
import { rothFormStateFromSearchParams } from '@/domain/roth/roth-form'
import { workedExampleH } from '@/domain/roth/worked-examples'

import { DollarsSwitch } from './dollars-switch'
import { SensitivityGrid } from './sensitivity-grid'

const couple = analyzeRothConversion(workedExampleH)
const moderate = couple.scenarios.find(({ id }) => id === 'moderate')!

describe('SensitivityGrid', () => {
  it.each([
    ['today', '+$371,620', /Amounts are in 2026 dollars\./],
    ['nominal', '+$1,186,097', /dollars of the year each cell’s inheritance is valued/],
  ] as const)('marks your case, equal to the card, in %s dollars', (dollars, amount, note) => {
    render(<SensitivityGrid analysis={couple} scenario={moderate} dollars={dollars} />)
    const table = screen.getByRole('table', {
      name: 'Net benefit by years until the children inherit and expected return: Moderate',
    })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Years until they inherit', '4% return', '6% return', '8% return'])
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual([
      '0 years',
      '5 years',
      '10 years',
      '15 years',
      '20 years',
      '24 years',
      '25 years',
      '30 years',
    ])
    const yours = within(table).getByRole('cell', { name: /Your case/ })
    expect(yours.textContent).toBe(`${amount}GainYour case`)
    expect(screen.getByText(note)).toBeTruthy()
  })
})

describe('DollarsSwitch', () => {
  it('submits the inputs with the dollars chosen, and switches at once with JavaScript', async () => {
    const state = rothFormStateFromSearchParams({
      mode: 'detailed',
      taxModel: 'brackets',
      inflationPercent: '2.5',
    })
    const onShow = vi.fn()
    render(<DollarsSwitch state={state} analysis={couple} onShow={onShow} />)
    const today = screen.getByRole('button', { name: '2026 dollars' })
    const nominal = screen.getByRole('button', { name: '2073 dollars' })
    expect(today.getAttribute('aria-pressed')).toBe('true')
    expect(nominal.getAttribute('aria-pressed')).toBe('false')
    expect(nominal).toHaveProperty('type', 'submit')
    expect(nominal).toHaveProperty('name', 'dollars')
    expect(nominal).toHaveProperty('value', 'nominal')
    const form = nominal.closest('form')!
    expect(form.getAttribute('method')).toBe('get')
    expect(
      (form.querySelector('input[name="inflationPercent"]') as HTMLInputElement | null)?.value,
    ).toBe('2.5')
    expect(screen.getByText(/^All amounts are in 2026 dollars \(today’s money\)/)).toBeTruthy()
    await userEvent.setup().click(nominal)
    expect(onShow).toHaveBeenCalledWith('nominal')
  })
})
