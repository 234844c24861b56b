import { describe, expect, it } from 'vitest'

import { analyzeQuickForm, quickFormQuery, quickFormStateFromSearchParams } from './quick-form'

const defaults = {
  totalPreTaxAccounts: '2,180,000',
  totalRothAccounts: '105,000',
  numberOfChildren: '4',
}

describe('quickFormStateFromSearchParams', () => {
  it('starts from the seed defaults', () => {
    expect(quickFormStateFromSearchParams({})).toEqual(defaults)
  })

  it('takes each field a shared link gives, as text, and ignores lists and long values', () => {
    expect(
      quickFormStateFromSearchParams({
        totalPreTaxAccounts: '1000000',
        totalRothAccounts: ['1', '2'],
        numberOfChildren: '2',
      }),
    ).toEqual({
      totalPreTaxAccounts: '1000000',
      totalRothAccounts: '105,000',
      numberOfChildren: '2',
    })
    expect(
      quickFormStateFromSearchParams({ totalPreTaxAccounts: '9'.repeat(60) }).totalPreTaxAccounts,
    ).toHaveLength(40)
  })
})

describe('quickFormQuery', () => {
  it('writes amounts as plain dollars, so the link reads back the same analysis', () => {
    const query = quickFormQuery({ ...defaults, totalPreTaxAccounts: '$2.5M' })
    expect(query).toBe('totalPreTaxAccounts=2500000&totalRothAccounts=105000&numberOfChildren=4')
    const state = quickFormStateFromSearchParams(Object.fromEntries(new URLSearchParams(query)))
    expect(analyzeQuickForm(state)).toEqual(
      analyzeQuickForm({ ...defaults, totalPreTaxAccounts: '2.5m' }),
    )
  })

  it('keeps text that is not an amount as typed', () => {
    expect(quickFormQuery({ ...defaults, totalRothAccounts: ' lots ' })).toContain(
      'totalRothAccounts=lots',
    )
  })
})

describe('analyzeQuickForm', () => {
  it('analyses the four presets for the defaults', () => {
    const result = analyzeQuickForm(defaults)
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(result.analysis.scenarios.map((scenario) => scenario.id)).toEqual([
        'conservative',
        'moderate',
        'aggressive',
        'danger',
      ])
    }
  })

  it('gives the model’s message for each field that is not a valid amount or count', () => {
    expect(
      analyzeQuickForm({
        totalPreTaxAccounts: 'abc',
        totalRothAccounts: '-5',
        numberOfChildren: '2.5',
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        totalPreTaxAccounts: 'Enter pre-tax accounts in dollars, from $0 to $100,000,000.',
        totalRothAccounts: 'Enter Roth accounts in dollars, from $0 to $100,000,000.',
        numberOfChildren: 'Enter the number of children, a whole number from 1 to 4.',
      },
    })
  })

  it('refuses more than the model’s range', () => {
    expect(analyzeQuickForm({ ...defaults, totalPreTaxAccounts: '101m' })).toMatchObject({
      ok: false,
      fieldErrors: { totalPreTaxAccounts: expect.stringContaining('$100,000,000') },
    })
  })
})
