import { describe, expect, it } from 'vitest'

import { rothInputSchema } from './index'
import { rothInputSummary } from './input-summary'
import {
  workedExampleA,
  workedExampleB,
  workedExampleC,
  workedExampleD,
  workedExampleE,
} from './worked-examples'

const summaryOf = (input: unknown) =>
  Object.fromEntries(rothInputSummary(rothInputSchema.parse(input)).map((l) => [l.term, l.value]))

describe('rothInputSummary', () => {
  it('lists the amounts, quick mode’s fixed settings and a custom scenario with its rates', () => {
    expect(summaryOf(workedExampleA)).toEqual({
      'Pre-tax accounts': '$1,000,000',
      'Roth accounts': '$50,000',
      Children: '2',
      Settings: expect.stringContaining('Quick'),
      'Your scenario “Low now, high later”': 'convert 20%, parent’s rate 12%, children’s rate 32%',
    })
  })

  it('lists every detailed setting and each family member under brackets', () => {
    const summary = summaryOf({
      ...workedExampleB,
      customScenarios: [{ label: 'Mine', conversionPercent: 30, parentTaxRatePercent: 10 }],
    })
    expect(summary).toMatchObject({
      'Years until inheritance': '10 years',
      'Expected return': '5% a year',
      'Conversion tax paid from': 'Other savings (the IRA stays whole)',
      'Conversion spread over': '4 years',
      'Tax on taxable savings': '15% of their return',
      Taxes: '2026 tax brackets for your family',
      Parent: 'Single, other income $60,000, Colorado tax 4.4%',
      'Who inherits': 'The children directly',
      'Child 1': 'an adult child, married filing jointly, other income $180,000, state tax 4.4%',
      'Child 2': 'an adult child, single, other income $40,000, state tax 0%',
      'Your scenario “Mine”': 'convert 30%',
    })
  })

  it('adds ages, Medicare, the trust and each child’s kind of heir when given', () => {
    expect(summaryOf({ ...workedExampleD, beneficiary: 'accumulationTrust' })).toMatchObject({
      Parent: 'Single, age 66, other income $50,000, Colorado tax 4.4%',
      'Who inherits': 'A trust that keeps the payments',
      'Child 2': 'a child with a disability, age 35, single, other income $15,000, state tax 4.4%',
      'Child 3': 'a child under 21, age 9, single, other income $0, state tax 4.4%',
    })
    expect(summaryOf(workedExampleE).Parent).toBe(
      'Single, age 64, other income $95,000, Colorado tax 4.4%, Medicare premiums included',
    )
  })

  it('names the input each line shows', () => {
    expect(
      rothInputSummary(rothInputSchema.parse(workedExampleB)).map((line) => line.field),
    ).toEqual([
      'totalPreTaxAccounts',
      'totalRothAccounts',
      'numberOfChildren',
      'yearsUntilInheritance',
      'annualReturnPercent',
      'taxPaidFrom',
      'conversionYears',
      'taxableReturnDragPercent',
      'taxModel',
      'parent',
      'beneficiary',
      'children',
      'children',
    ])
  })

  it('says "1 year" and names the IRA as the source under flat rates', () => {
    expect(summaryOf(workedExampleC)).toMatchObject({
      'Years until inheritance': '0 years',
      'Conversion spread over': '1 year',
      'Conversion tax paid from': 'The IRA itself (less goes into the Roth)',
      Taxes: 'Each scenario’s flat rates',
    })
    expect(summaryOf(workedExampleC)).not.toHaveProperty('Parent')
  })
})
