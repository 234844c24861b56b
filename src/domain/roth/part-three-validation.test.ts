import { describe, expect, test } from 'vitest'

import { fieldErrorsOf } from '../../../tests/support/roth-analysis'
import { analyzeRothConversion } from './index'
import { rothInputMessages as messages } from './roth-input.schema'
import {
  workedExampleA as exampleA,
  workedExampleC as exampleC,
  workedExampleG as exampleG,
  workedExampleH as exampleH,
} from './worked-examples'

describe('the Part III fields, each with its exact message', () => {
  test.each([
    ['includeOwnerRmds', 'yes', messages.includeOwnerRmds],
    ['includeOwnerRmds', 1, messages.includeOwnerRmds],
    ['inflationPercent', 10.5, messages.inflationPercent],
    ['inflationPercent', -1, messages.inflationPercent],
    ['inflationPercent', '2.5', messages.inflationPercent],
    ['inflationPercent', Number.NaN, messages.inflationPercent],
    ['spouse', 64, messages.spouse],
    ['spouse', null, messages.spouse],
    ['spouse', [], messages.spouse],
  ])('%s = %j', (field, value, message) => {
    expect(fieldErrorsOf({ ...exampleH, [field]: value })).toEqual({ [field]: message })
  })

  test.each([
    ['age', 39, messages.spouseAge],
    ['age', 64.5, messages.spouseAge],
    ['age', undefined, messages.spouseAge],
    ['firstDeathYears', -1, messages.firstDeathYears],
    ['firstDeathYears', 1.5, messages.firstDeathYears],
    ['firstDeathYears', 25, messages.firstDeathYears],
    ['firstToDie', 'both', messages.firstToDie],
    ['survivorOtherIncome', -1, messages.survivorOtherIncome],
    ['survivorOtherIncome', 10_000_001, messages.survivorOtherIncome],
  ])('spouse.%s = %j', (field, value, message) => {
    const spouse = { ...exampleH.spouse, [field]: value }
    expect(fieldErrorsOf({ ...exampleH, spouse })).toEqual({ [`spouse.${field}`]: message })
  })

  test('the first death may come in the year of the second, not after it', () => {
    const atTheSecond = { ...exampleH, spouse: { ...exampleH.spouse, firstDeathYears: 24 } }
    expect(fieldErrorsOf(atTheSecond)).toEqual({})
    const late = { ...exampleH, yearsUntilInheritance: 13, conversionYears: 9 }
    expect(fieldErrorsOf(late)).toEqual({ 'spouse.firstDeathYears': messages.firstDeathYears })
  })

  test('RMDs and a spouse need the parent’s age', () => {
    const { age, ...ageless } = exampleG.parent
    expect(age).toBe(70)
    expect(fieldErrorsOf({ ...exampleG, parent: ageless })).toEqual({
      'parent.age': messages.parentAge,
    })
    expect(fieldErrorsOf({ ...exampleG, parent: ageless, includeOwnerRmds: false })).toEqual({})
    const couple = { ...exampleH, includeMedicare: false, includeOwnerRmds: false }
    expect(
      fieldErrorsOf({
        ...couple,
        parent: { filingStatus: 'married_filing_jointly', otherIncome: 1 },
      }),
    ).toEqual({ 'parent.age': messages.parentAge })
  })

  test('a couple files jointly', () => {
    const single = { ...exampleH, parent: { ...exampleH.parent, filingStatus: 'single' } }
    expect(fieldErrorsOf(single)).toEqual({ 'parent.filingStatus': messages.jointWithSpouse })
    const invalid = { ...exampleH, parent: { ...exampleH.parent, filingStatus: 'joint' } }
    expect(fieldErrorsOf(invalid)).toEqual({ 'parent.filingStatus': messages.filingStatus })
  })

  test.each([
    ['beneficiary', 'trust', messages.beneficiary],
    ['meansTestedBenefits', 'no', messages.meansTestedBenefits],
  ])('children.1.%s = %j', (field, value, message) => {
    const children = exampleH.children.map((child, index) =>
      index === 1 ? { ...child, [field]: value } : child,
    )
    expect(fieldErrorsOf({ ...exampleH, children })).toEqual({ [`children.1.${field}`]: message })
  })

  test('the exact wording of every new message', () => {
    expect(messages).toMatchObject({
      includeOwnerRmds: "Choose whether to include the owners' required minimum distributions.",
      parentAge: "Enter the parent's age, a whole number from 50 to 100.",
      inflationPercent: 'Enter an inflation rate from 0% to 10% a year.',
      spouse: "Enter the spouse's age and the years until the first death.",
      spouseAge: "Enter the spouse's age, a whole number from 40 to 100.",
      firstDeathYears:
        'Enter the years until the first death, a whole number from 0 to the years until inheritance.',
      firstToDie: 'Choose who dies first: the parent or the spouse.',
      survivorOtherIncome: "Enter the survivor's other income in dollars, from $0 to $10,000,000.",
      jointWithSpouse:
        'With a spouse, choose married filing jointly (the survivor files single after the first death).',
      beneficiary:
        'Choose who inherits: the children directly, a conduit trust or an accumulation trust.',
      meansTestedBenefits:
        'Choose whether the child receives means-tested benefits (SSI or Medicaid).',
    })
  })
})

describe('Part III inputs outside detailed brackets are ignored, not validated', () => {
  const partThree = {
    includeOwnerRmds: 'yes',
    inflationPercent: 99,
    spouse: { age: 3 },
  }
  const defaults = { includeOwnerRmds: false, inflationPercent: 0, spouse: null }

  test('quick mode', () => {
    const analysis = analyzeRothConversion({ ...exampleA, ...partThree })
    expect(analysis.assumptions).toMatchObject(defaults)
    expect(analysis.inflationPercent).toBe(0)
    expect(analysis.scenarios).toEqual(analyzeRothConversion(exampleA).scenarios)
  })

  test('flat rates', () => {
    const analysis = analyzeRothConversion({
      ...exampleC,
      ...partThree,
      children: [{ beneficiary: 'trust', meansTestedBenefits: 'no' }],
    })
    expect(analysis.assumptions).toMatchObject(defaults)
    expect(analysis.owner).toEqual({ atInheritance: 'parent', applicableAge: null })
    expect(analysis.heirs).toEqual([
      { rule: 'tenYear', lastYear: 10, beneficiary: 'direct', meansTestedBenefits: false },
    ])
    expect(analysis.scenarios).toEqual(analyzeRothConversion(exampleC).scenarios)
  })
})
