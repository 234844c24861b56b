import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import { detailedFormDefaults, rothFormStateFromSearchParams } from '@/domain/roth/roth-form'

import { PersonalizationFields } from './personalization-fields'
import { rothCalculatorStart } from './roth-calculator-model'
import { RothCalculator } from './roth-calculator.client'

const counselText = /Ask your lawyer whether a trust that keeps the payments/

/** Opens the personalization dialog of a fresh calculator and chooses tax brackets. */
async function openWithBrackets() {
  render(<RothCalculator start={rothCalculatorStart(rothFormStateFromSearchParams({}))} />)
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Personalize for your family' }))
  const dialog = screen.getByRole('dialog', { name: 'Personalize for your family' })
  expect(within(dialog).queryByLabelText('Parent’s age')).toBeNull()
  await user.click(within(dialog).getByRole('radio', { name: '2026 tax brackets for your family' }))
  return { user, dialog }
}

const childGroup = (dialog: HTMLElement, number: number) =>
  within(within(dialog).getByRole('group', { name: `Child ${number}` }))

describe('heirs’ and Medicare fields of the personalization dialog', () => {
  beforeEach(() => window.history.replaceState(null, '', '/tools/RothConversionModel'))

  it('appear under tax brackets, each with its hint', async () => {
    const { dialog } = await openWithBrackets()
    expect(
      within(dialog).getByRole('textbox', {
        name: 'Parent’s age',
        description: /required beginning date .* Medicare age/,
      }),
    )
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Include Medicare premiums (IRMAA)',
        description: /Medicare Part B and D premiums two years later/,
      }),
    )
    const whoInherits = within(dialog).getByRole('group', {
      name: 'Who inherits',
      description: /taxed at the child’s rates/,
    })
    expect(
      within(whoInherits)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'The children directly',
      'A trust that passes payments on to the children',
      'A trust that keeps the payments',
    ])
    expect(
      within(whoInherits).getByRole('radio', { name: 'The children directly' }),
    ).toHaveProperty('checked', true)
    const child = childGroup(dialog, 4)
    expect(child.getByRole<HTMLInputElement>('textbox', { name: 'Age' }).value).toBe('')
    const kind = child.getByRole<HTMLSelectElement>('combobox', { name: 'This child is' })
    expect([...kind.options].map((option) => option.text)).toEqual([
      'an adult child',
      'a child under 21',
      'a child with a disability',
      'a chronically ill child',
    ])
    expect(kind.value).toBe('designated')
  })

  it('ask for a lawyer only when a trust keeps the payments of a child under 21', async () => {
    const { user, dialog } = await openWithBrackets()
    const counsel = () => within(dialog).queryByText(counselText)
    const choose = (name: string) => user.click(within(dialog).getByRole('radio', { name }))
    const kindOfChild2 = childGroup(dialog, 2).getByRole('combobox', { name: 'This child is' })

    await choose('A trust that keeps the payments')
    expect(counsel()).toBeNull()
    await user.selectOptions(kindOfChild2, 'a child under 21')
    expect(within(dialog).getByRole('status').textContent).toMatch(counselText)
    await choose('A trust that passes payments on to the children')
    expect(counsel()).toBeNull()
    await choose('The children directly')
    expect(counsel()).toBeNull()
    await choose('A trust that keeps the payments')
    expect(counsel()).not.toBeNull()
    await user.selectOptions(kindOfChild2, 'a child with a disability')
    expect(counsel()).toBeNull()
  })

  it('go into the share link once applied, and come back when the dialog reopens', async () => {
    const { user, dialog } = await openWithBrackets()
    await user.type(within(dialog).getByLabelText('Parent’s age'), '70')
    await user.click(within(dialog).getByLabelText('Include Medicare premiums (IRMAA)'))
    await user.click(within(dialog).getByRole('radio', { name: 'A trust that keeps the payments' }))
    const child2 = childGroup(dialog, 2)
    await user.type(child2.getByRole('textbox', { name: 'Age' }), '12')
    await user.selectOptions(child2.getByRole('combobox', { name: 'This child is' }), 'minor')
    await user.click(within(dialog).getByRole('button', { name: 'Use these details' }))

    const params = new URLSearchParams(window.location.search)
    expect(params.get('taxModel')).toBe('brackets')
    expect(params.get('parent.age')).toBe('70')
    expect(params.get('includeMedicare')).toBe('true')
    expect(params.get('beneficiary')).toBe('accumulationTrust')
    expect(params.get('children.1.age')).toBe('12')
    expect(params.get('children.1.beneficiaryType')).toBe('minor')
    expect(params.has('children.0.age')).toBe(false)
    expect(params.has('children.0.beneficiaryType')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Change your details' }))
    const reopened = screen.getByRole('dialog', { name: 'Personalize for your family' })
    expect(within(reopened).getByLabelText<HTMLInputElement>('Parent’s age').value).toBe('70')
    expect(
      within(reopened).getByLabelText<HTMLInputElement>('Include Medicare premiums (IRMAA)')
        .checked,
    ).toBe(true)
    expect(within(reopened).getByText(counselText))
  })

  it('show the model’s message under each field, by dotted path', () => {
    const errors = {
      'parent.age': 'Enter the parent’s age, a whole number from 50 to 100.',
      includeMedicare: 'Choose whether to include Medicare premiums.',
      beneficiary:
        'Choose who inherits: the children directly, a conduit trust or an accumulation trust.',
      'children.0.age': 'Enter the child’s age, a whole number from 0 to 100.',
      'children.0.beneficiaryType': 'Choose the child’s beneficiary type.',
    }
    render(
      <PersonalizationFields
        profile={{
          numberOfChildren: '1',
          detailed: { ...detailedFormDefaults, taxModel: 'brackets' },
        }}
        errors={errors}
        onChange={() => {}}
      />,
    )
    const described = (message: string) => new RegExp(`Error: ${message.replace(/[.()]/g, '\\$&')}`)
    expect(
      screen.getByRole('textbox', {
        name: 'Parent’s age',
        description: described(errors['parent.age']),
      }),
    ).toHaveProperty('id', 'personalize-parent-age')
    expect(
      screen.getByRole('checkbox', {
        name: 'Include Medicare premiums (IRMAA)',
        description: described(errors.includeMedicare),
      }),
    ).toHaveProperty('id', 'personalize-includeMedicare')
    expect(
      screen.getByRole('group', {
        name: 'Who inherits',
        description: described(errors.beneficiary),
      }),
    ).toHaveProperty('id', 'personalize-beneficiary')
    const child = within(screen.getByRole('group', { name: 'Child 1' }))
    expect(
      child.getByRole('textbox', { name: 'Age', description: described(errors['children.0.age']) }),
    ).toHaveProperty('id', 'personalize-children-0-age')
    expect(
      child.getByRole('combobox', {
        name: 'This child is',
        description: described(errors['children.0.beneficiaryType']),
      }),
    ).toHaveProperty('id', 'personalize-children-0-beneficiaryType')
  })
})
