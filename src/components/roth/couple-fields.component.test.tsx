import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import { rothFormStateFromSearchParams } from '@/domain/roth/roth-form'
import { rothInputMessages } from '@/domain/roth/roth-input.schema'

import { rothCalculatorStart } from './roth-calculator-model'
import { RothCalculator } from './roth-calculator.client'

/** Opens the personalization dialog of a fresh calculator and chooses tax brackets. */
async function openWithBrackets(params: Record<string, string> = {}) {
  render(<RothCalculator start={rothCalculatorStart(rothFormStateFromSearchParams(params))} />)
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Personalize for your family' }))
  const dialog = screen.getByRole('dialog', { name: 'Personalize for your family' })
  await user.click(within(dialog).getByRole('radio', { name: '2026 tax brackets for your family' }))
  return { user, dialog }
}

describe('Part III fields of the personalization dialog', () => {
  beforeEach(() => window.history.replaceState(null, '', '/tools/RothConversionModel'))

  it('say that RMDs are on with an age and inflation is 2.5% unless changed', async () => {
    const { dialog } = await openWithBrackets()
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Include your own required minimum distributions (RMDs)',
        description: /On unless you untick it, whenever the parent’s age is given/,
      }),
    ).toHaveProperty('checked', true)
    expect(
      within(dialog).getByRole('textbox', {
        name: 'Inflation (% a year)',
        description: /^2\.5% unless you change it/,
      }),
    ).toHaveProperty('value', '2.5')
  })

  it('ask for the spouse, prefilling the survivor’s income with the couple’s, and relabel the wait', async () => {
    const { user, dialog } = await openWithBrackets()
    const spouse = within(within(dialog).getByRole('group', { name: 'The spouse' }))
    expect(spouse.queryByLabelText('Spouse’s age')).toBeNull()
    await user.click(spouse.getByRole('checkbox', { name: 'The parent is married' }))
    expect(
      spouse.getByRole('textbox', {
        name: 'Survivor’s other income a year (before deductions)',
        description: /^Usually less: the survivor keeps the larger Social Security benefit/,
      }),
    ).toHaveProperty('value', '60,000')
    expect(spouse.getByRole('radio', { name: /^The parent/ })).toHaveProperty('checked', true)
    expect(
      within(dialog).getByLabelText('Years until the children inherit (the second death)'),
    ).toBeTruthy()

    await user.type(spouse.getByLabelText('Spouse’s age'), '30')
    await user.click(within(dialog).getByRole('button', { name: 'Use these details' }))
    const summary = await within(dialog).findByRole('group', { name: /^Correct \d fields?/ })
    expect(
      within(summary).getByRole('link', {
        name: rothInputMessages.spouseAge,
      }),
    ).toBeTruthy()
    expect(spouse.getByLabelText<HTMLInputElement>('Spouse’s age').value).toBe('30')
  })

  it('offer the benefits box beside a child with a disability, with §20’s note when ticked', async () => {
    const { user, dialog } = await openWithBrackets({ numberOfChildren: '1' })
    const child = within(within(dialog).getByRole('group', { name: 'Child 1' }))
    expect(child.queryByLabelText('This child receives SSI or Medicaid')).toBeNull()
    await user.selectOptions(child.getByLabelText('This child is'), 'a child with a disability')
    await user.click(child.getByRole('checkbox', { name: 'This child receives SSI or Medicaid' }))
    expect(child.getByText(/^A child who receives SSI or Medicaid can lose them/)).toBeTruthy()
    await user.selectOptions(
      child.getByLabelText('This child inherits'),
      'Through a trust that keeps the payments',
    )
    await user.type(child.getByLabelText('Age'), '40')
    await user.click(within(dialog).getByRole('button', { name: 'Use these details' }))
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false))
    const params = new URLSearchParams(window.location.search)
    expect(params.get('children.0.meansTestedBenefits')).toBe('true')
    expect(params.get('children.0.beneficiary')).toBe('accumulationTrust')
    expect(params.get('inflationPercent')).toBe('2.5')
  })

  it('refuse a 16-year-old minor who would be an adult at the inheritance, saying what to choose', async () => {
    const { user, dialog } = await openWithBrackets({ numberOfChildren: '1' })
    const years = within(dialog).getByLabelText('Years until the children inherit')
    await user.clear(years)
    await user.type(years, '24')
    const child = within(within(dialog).getByRole('group', { name: 'Child 1' }))
    await user.selectOptions(child.getByLabelText('This child is'), 'a child under 21')
    await user.type(child.getByLabelText('Age'), '16')
    await user.click(within(dialog).getByRole('button', { name: 'Use these details' }))
    const message =
      'A minor child must be under 21 at the inheritance (age + years until inheritance at most 20). Choose “an adult child” for a child who will be 21 or older when the children inherit.'
    const summary = await within(dialog).findByRole('group', { name: /^Correct \d fields?/ })
    expect(within(summary).getByRole('link', { name: message })).toBeTruthy()
    expect(
      child.getByRole('combobox', {
        name: 'This child is',
        description: (text) => text.endsWith(`Error: ${message}`),
      }),
    ).toBeTruthy()
    expect(child.getByLabelText<HTMLInputElement>('Age').value).toBe('16')
  })

  it('ask for counsel when a child under 21 alone inherits through a trust that keeps the payments', async () => {
    const { user, dialog } = await openWithBrackets({ numberOfChildren: '1' })
    const child = within(within(dialog).getByRole('group', { name: 'Child 1' }))
    await user.selectOptions(child.getByLabelText('This child is'), 'a child under 21')
    expect(within(dialog).queryByText(/^Ask your lawyer/)).toBeNull()
    await user.selectOptions(
      child.getByLabelText('This child inherits'),
      'Through a trust that keeps the payments',
    )
    expect(within(dialog).getByText(/^Ask your lawyer/)).toBeTruthy()
  })
})
