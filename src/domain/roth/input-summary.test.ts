import { describe, expect, it } from 'vitest'

import { rothInputSchema } from './index'
import { rothInputSummary } from './input-summary'
import { meansTestedBenefitsNote, ownerRmdsLeftOutNote, yearOfDeathNote } from './results-copy'
import {
  workedExampleA,
  workedExampleB,
  workedExampleC,
  workedExampleD,
  workedExampleE,
  workedExampleG,
  workedExampleH,
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
      'includeOwnerRmds',
      'inflationPercent',
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

const linesOf = (input: unknown) => rothInputSummary(rothInputSchema.parse(input))
const lineOf = (input: unknown, term: string) => linesOf(input).find((line) => line.term === term)

describe('rothInputSummary of Part III (roth-model.md §16–§20)', () => {
  it('lists the spouse, the owners’ distributions and inflation of worked example H', () => {
    expect(summaryOf(workedExampleH)).toMatchObject({
      'Years until the children inherit (the second death)': '24 years',
      Parent:
        'Married filing jointly, age 66, other income $95,000, Colorado tax 4.4%, Medicare premiums included',
      Spouse:
        'age 64, first death in 14 years (2040), the parent dies first; the survivor files single, with other income of $70,000',
      'Owners’ required distributions': 'Included',
      Inflation: '2.5% a year',
      'Child 2':
        'a child with a disability, age 40, single, other income $15,000, state tax 4.4%, through a trust that keeps the payments, receives SSI or Medicaid',
      'Child 3':
        'an adult child, age 38, married filing jointly, other income $600,000, state tax 4.4%',
    })
  })

  it('says a 16-year-old entered as an adult child will be one at the inheritance, not now', () => {
    expect(summaryOf(workedExampleH)['Child 1']).toBe(
      'a child who will be 21 or older at the inheritance, age 16, single, other income $0, state tax 4.4%',
    )
  })

  it('says who dies first and the survivor’s income, defaulting to the couple’s', () => {
    const spouseFirst = {
      ...workedExampleH,
      spouse: { age: 70, firstDeathYears: 0, firstToDie: 'spouse' },
    }
    expect(lineOf(spouseFirst, 'Spouse')?.value).toBe(
      'age 70, first death in 0 years (2026), the spouse dies first; the survivor files single, with other income of $95,000',
    )
  })

  it('notes the year of death with the distributions, and how inflation acts', () => {
    expect(lineOf(workedExampleH, 'Owners’ required distributions')?.notes).toEqual([
      yearOfDeathNote,
    ])
    expect(lineOf(workedExampleG, 'Inflation')?.notes).toEqual([
      'Tax brackets, Medicare thresholds and your incomes rise with inflation (2.5 % a year); the law rounds each year’s figures slightly differently.',
    ])
    expect(lineOf(workedExampleB, 'Inflation')).toEqual({
      field: 'inflationPercent',
      term: 'Inflation',
      value: 'None assumed',
    })
  })

  it('warns when the distributions are left out though the owner reaches their age first', () => {
    // Example D: the parent is 66 and dies in 10 years, at 76, past the applicable age of 75.
    expect(lineOf(workedExampleD, 'Owners’ required distributions')).toEqual({
      field: 'includeOwnerRmds',
      term: 'Owners’ required distributions',
      value: 'Left out',
      notes: [ownerRmdsLeftOutNote],
    })
    // Example E: 64 + 8 = 72, before 75; example B: no age, so nothing to say.
    expect(lineOf(workedExampleE, 'Owners’ required distributions')?.notes).toBeUndefined()
    expect(lineOf(workedExampleB, 'Owners’ required distributions')?.notes).toBeUndefined()
    // The spouse who survives and rolls the IRA over reaches 75 before the inheritance.
    const couple = {
      ...workedExampleH,
      includeOwnerRmds: false,
      parent: { ...workedExampleH.parent, age: 50 },
    }
    expect(lineOf(couple, 'Owners’ required distributions')?.notes).toEqual([ownerRmdsLeftOutNote])
  })

  it('puts the benefits note under the child who receives SSI or Medicaid, and no other', () => {
    const children = linesOf(workedExampleH).filter((line) => line.field === 'children')
    expect(children.map((line) => line.notes)).toEqual([
      undefined,
      [meansTestedBenefitsNote],
      undefined,
    ])
  })

  it('names each child’s own choice of trust', () => {
    const children = workedExampleH.children.map((child, index) =>
      index === 0
        ? { ...child, beneficiary: 'conduitTrust' }
        : index === 2
          ? { ...child, beneficiary: 'direct' }
          : child,
    )
    const summary = summaryOf({ ...workedExampleH, children })
    expect(summary['Child 1']).toContain(', through a trust that passes payments on')
    expect(summary['Child 3']).toContain(', inherits directly')
  })

  it('says nothing of Part III in quick mode or under flat rates', () => {
    expect(summaryOf(workedExampleA)).not.toHaveProperty('Inflation')
    expect(summaryOf(workedExampleC)).not.toHaveProperty('Owners’ required distributions')
  })
})
