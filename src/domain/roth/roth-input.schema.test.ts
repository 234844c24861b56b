import { describe, expect, expectTypeOf, test } from 'vitest'

import { fieldErrorsOf } from '../../../tests/support/roth-analysis'
import { analyzeRothConversion, RothInputError } from './index'
import {
  beneficiaries,
  beneficiaryTypes,
  conversionEndsBeforeInheritanceMessage,
  rothInputMessages as messages,
  rothInputSchema,
  type Beneficiary,
  type BeneficiaryType,
  type DetailedRothInput,
} from './roth-input.schema'

const quick = {
  mode: 'quick',
  totalPreTaxAccounts: 2_180_000,
  totalRothAccounts: 105_000,
  numberOfChildren: 4,
}
const customScenario = {
  label: 'Low now, high later',
  conversionPercent: 20,
  parentTaxRatePercent: 12,
  childTaxRatePercent: 32,
}
const flat = {
  mode: 'detailed',
  totalPreTaxAccounts: 500_000,
  totalRothAccounts: 20_000,
  numberOfChildren: 1,
  yearsUntilInheritance: 10,
  annualReturnPercent: 6,
  taxPaidFrom: 'ira',
  conversionYears: 1,
  taxModel: 'flat',
  taxableReturnDragPercent: 0,
}
const child = { filingStatus: 'single', otherIncome: 40_000, stateTaxRatePercent: 0 }
const brackets = {
  ...flat,
  numberOfChildren: 2,
  taxModel: 'brackets',
  parent: { filingStatus: 'single', otherIncome: 60_000 },
  children: [
    { filingStatus: 'married_filing_jointly', otherIncome: 180_000, stateTaxRatePercent: 4.4 },
    child,
  ],
}
type FieldCase = readonly [field: keyof typeof messages, value: unknown]
type PathCase = readonly [description: string, input: unknown, path: string, message: string]

const withoutKey = (input: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(input).filter(([name]) => name !== key))

describe('mode', () => {
  test.each([
    ['a missing mode', withoutKey(quick, 'mode')],
    ['an unknown mode', { ...quick, mode: 'fast' }],
    ['an empty object', {}],
    ['null', null],
    ['a string', 'quick'],
    ['an array', [quick]],
  ])('%s asks for quick or detailed mode', (_case, input) =>
    expect(fieldErrorsOf(input)).toEqual({ mode: messages.mode }),
  )
})

describe('fields of both modes', () => {
  const badNumbers = [undefined, -1, null, true, Number.NaN, Infinity, -Infinity, '2180000']
  test.each<FieldCase>([
    ...badNumbers.map((value) => ['totalPreTaxAccounts', value] as const),
    ['totalPreTaxAccounts', 100_000_000.01],
    ...badNumbers.map((value) => ['totalRothAccounts', value] as const),
    ['totalRothAccounts', 100_000_001],
    ...[undefined, 0, 5, 2.5, -1.5, '4', Number.NaN].map(
      (value) => ['numberOfChildren', value] as const,
    ),
  ])('%s = %s fails with its message', (field, value) =>
    expect(fieldErrorsOf({ ...quick, [field]: value })).toEqual({ [field]: messages[field] }),
  )

  test.each([
    ['totalPreTaxAccounts', 0],
    ['totalPreTaxAccounts', 100_000_000],
    ['totalRothAccounts', 0],
    ['totalRothAccounts', 100_000_000],
    ['numberOfChildren', 1],
    ['numberOfChildren', 4],
  ])('%s = %d is accepted (ranges are inclusive)', (field, value) =>
    expect(fieldErrorsOf({ ...quick, [field]: value })).toEqual({}),
  )

  test('every invalid field is reported at once', () =>
    expect(fieldErrorsOf({ mode: 'quick' })).toEqual({
      totalPreTaxAccounts: messages.totalPreTaxAccounts,
      totalRothAccounts: messages.totalRothAccounts,
      numberOfChildren: messages.numberOfChildren,
    }))

  test('unknown keys are ignored', () =>
    expect(
      fieldErrorsOf({
        ...quick,
        currency: 'USD',
        customScenarios: [{ ...customScenario, color: 'red' }],
      }),
    ).toEqual({}))
})

describe('detailed settings', () => {
  test.each<FieldCase>([
    ...[undefined, -1, 51, 2.5, '10'].map((value) => ['yearsUntilInheritance', value] as const),
    ...[undefined, -0.01, 15.01, '5', Number.NaN].map(
      (value) => ['annualReturnPercent', value] as const,
    ),
    ...[undefined, 'parent', 1].map((value) => ['taxPaidFrom', value] as const),
    ...[undefined, 'progressive', true].map((value) => ['taxModel', value] as const),
    ...[undefined, -1, 100.5, Infinity].map(
      (value) => ['taxableReturnDragPercent', value] as const,
    ),
    ...[undefined, 0, 11, 1.5, '2'].map((value) => ['conversionYears', value] as const),
  ])('%s = %s fails with its message', (field, value) =>
    expect(fieldErrorsOf({ ...flat, [field]: value })).toEqual({ [field]: messages[field] }),
  )

  test.each([
    ['yearsUntilInheritance', 0],
    ['yearsUntilInheritance', 50],
    ['annualReturnPercent', 0],
    ['annualReturnPercent', 15],
    ['taxableReturnDragPercent', 0],
    ['taxableReturnDragPercent', 100],
    ['conversionYears', 10],
  ])('%s = %d is accepted', (field, value) =>
    expect(fieldErrorsOf({ ...flat, [field]: value })).toEqual({}),
  )

  test.each([
    [0, 2, 'The conversion must end before the inheritance: use at most 1 year.'],
    [1, 2, 'The conversion must end before the inheritance: use at most 1 year.'],
    [5, 6, 'The conversion must end before the inheritance: use at most 5 years.'],
    [9, 10, 'The conversion must end before the inheritance: use at most 9 years.'],
  ])(
    'inheritance in %i years with %i conversion years: "%s"',
    (years, conversionYears, message) => {
      expect(conversionEndsBeforeInheritanceMessage(Math.max(1, years))).toBe(message)
      expect(fieldErrorsOf({ ...flat, yearsUntilInheritance: years, conversionYears })).toEqual({
        conversionYears: message,
      })
    },
  )

  test.each([
    [0, 1],
    [1, 1],
    [5, 5],
  ])('inheritance in %i years allows %i conversion years', (years, conversionYears) =>
    expect(fieldErrorsOf({ ...flat, yearsUntilInheritance: years, conversionYears })).toEqual({}),
  )

  test('the inheritance rule waits for both fields to be valid', () => {
    expect(fieldErrorsOf({ ...flat, yearsUntilInheritance: 51, conversionYears: 10 })).toEqual({
      yearsUntilInheritance: messages.yearsUntilInheritance,
    })
    expect(fieldErrorsOf({ ...flat, yearsUntilInheritance: 3, conversionYears: 11 })).toEqual({
      conversionYears: messages.conversionYears,
    })
  })

  test('quick mode ignores detailed-only fields, parent and children', () =>
    expect(
      fieldErrorsOf({
        ...quick,
        yearsUntilInheritance: 'soon',
        annualReturnPercent: 99,
        taxPaidFrom: 'nowhere',
        conversionYears: 0,
        taxModel: 'brackets',
        taxableReturnDragPercent: -5,
        parent: 'unknown',
        children: 7,
      }),
    ).toEqual({}))
})

describe('parent and children (brackets only)', () => {
  test('example B’s details are valid', () => expect(fieldErrorsOf(brackets)).toEqual({}))

  test.each<PathCase>([
    ['a missing parent', withoutKey(brackets, 'parent'), 'parent', messages.parent],
    [
      'a parent that is not an object',
      { ...brackets, parent: 'single' },
      'parent',
      messages.parent,
    ],
    ['a null parent', { ...brackets, parent: null }, 'parent', messages.parent],
    [
      'an unknown filing status',
      { ...brackets, parent: { filingStatus: 'widowed', otherIncome: 0 } },
      'parent.filingStatus',
      messages.filingStatus,
    ],
    [
      'a missing filing status',
      { ...brackets, parent: { otherIncome: 0 } },
      'parent.filingStatus',
      messages.filingStatus,
    ],
    ...[-1, 10_000_000.01, '60000', undefined].map(
      (otherIncome) =>
        [
          `other income of ${String(otherIncome)}`,
          { ...brackets, parent: { filingStatus: 'single', otherIncome } },
          'parent.otherIncome',
          messages.otherIncome,
        ] as const,
    ),
    ['missing children', withoutKey(brackets, 'children'), 'children', messages.children],
    [
      'children that are not a list',
      { ...brackets, children: child },
      'children',
      messages.children,
    ],
    [
      'fewer entries than children',
      { ...brackets, children: [child] },
      'children',
      messages.children,
    ],
    [
      'more entries than children',
      { ...brackets, children: [child, child, child] },
      'children',
      messages.children,
    ],
    [
      'a child’s negative income',
      { ...brackets, children: [child, { ...child, otherIncome: -5 }] },
      'children.1.otherIncome',
      messages.otherIncome,
    ],
    [
      'a child’s unknown filing status',
      { ...brackets, children: [{ ...child, filingStatus: 'joint' }, child] },
      'children.0.filingStatus',
      messages.filingStatus,
    ],
    ...[15.5, -1, '4.4', undefined].map(
      (stateTaxRatePercent) =>
        [
          `a child’s state rate of ${String(stateTaxRatePercent)}`,
          { ...brackets, children: [child, { ...child, stateTaxRatePercent }] },
          'children.1.stateTaxRatePercent',
          messages.stateTaxRatePercent,
        ] as const,
    ),
  ])('%s', (_case, input, path, message) =>
    expect(fieldErrorsOf(input)).toEqual({ [path]: message }),
  )

  test('limits are inclusive', () =>
    expect(
      fieldErrorsOf({
        ...brackets,
        parent: { filingStatus: 'head_of_household', otherIncome: 10_000_000 },
        children: [
          { ...child, stateTaxRatePercent: 15, otherIncome: 0 },
          { ...child, filingStatus: 'married_filing_separately' },
        ],
      }),
    ).toEqual({}))

  test('an entry that is not an object reports each of its fields', () =>
    expect(fieldErrorsOf({ ...brackets, children: [null, child] })).toEqual({
      'children.0.filingStatus': messages.filingStatus,
      'children.0.otherIncome': messages.otherIncome,
      'children.0.stateTaxRatePercent': messages.stateTaxRatePercent,
    }))

  test('the count is not compared while the number of children is itself invalid', () =>
    expect(fieldErrorsOf({ ...brackets, numberOfChildren: 5 })).toEqual({
      numberOfChildren: messages.numberOfChildren,
    }))

  test('flat rates ignore parent and children, even invalid ones', () =>
    expect(fieldErrorsOf({ ...flat, parent: 'x', children: [{ filingStatus: 'x' }] })).toEqual({}))

  test('an invalid tax model does not ask for parent or children', () =>
    expect(fieldErrorsOf({ ...brackets, taxModel: 'x', parent: 1, children: 2 })).toEqual({
      taxModel: messages.taxModel,
    }))
})

describe('custom scenarios', () => {
  const withScenarios = (scenarios: unknown, base: object = quick) => ({
    ...base,
    customScenarios: scenarios,
  })
  const withScenario = (changes: object, base?: object) =>
    withScenarios([{ ...customScenario, ...changes }], base)
  const withoutScenarioKeys = (...keys: string[]) =>
    withScenarios([
      Object.fromEntries(Object.entries(customScenario).filter(([key]) => !keys.includes(key))),
    ])

  test('up to 3 are accepted', () =>
    expect(fieldErrorsOf(withScenarios([customScenario, customScenario, customScenario]))).toEqual(
      {},
    ))

  test('a fourth is refused, and its entries are still checked', () =>
    expect(
      fieldErrorsOf(
        withScenarios([
          customScenario,
          customScenario,
          customScenario,
          { ...customScenario, label: '' },
        ]),
      ),
    ).toEqual({
      customScenarios: messages.customScenarios,
      'customScenarios.3.label': messages.label,
    }))

  test.each([['x'], [{}], [null]])('a list is required, not %j', (scenarios) =>
    expect(fieldErrorsOf(withScenarios(scenarios))).toEqual({
      customScenarios: messages.customScenarios,
    }),
  )

  test.each([
    ['label', ''],
    ['label', '   '],
    ['label', 'x'.repeat(41)],
    ['label', 42],
    ['label', undefined],
    ['conversionPercent', -1],
    ['conversionPercent', 100.5],
    ['conversionPercent', '20'],
    ['conversionPercent', undefined],
    ['parentTaxRatePercent', 101],
    ['parentTaxRatePercent', -1],
    ['parentTaxRatePercent', '12'],
    ['childTaxRatePercent', Number.NaN],
    ['childTaxRatePercent', null],
  ])('%s = %j fails with its message', (field, value) => {
    const message =
      field === 'label' || field === 'conversionPercent' ? messages[field] : messages.taxRatePercent
    expect(fieldErrorsOf(withScenario({ [field]: value }))).toEqual({
      [`customScenarios.0.${field}`]: message,
    })
  })

  test('labels are trimmed before their length is checked, and output trimmed', () => {
    const label = `  ${'x'.repeat(40)}  `
    const analysis = analyzeRothConversion(withScenario({ label }))
    expect(analysis.scenarios.at(-1)?.label).toBe('x'.repeat(40))
  })

  test.each([0, 100])('a conversion of %s percent is accepted', (conversionPercent) =>
    expect(
      fieldErrorsOf(
        withScenario({ conversionPercent, parentTaxRatePercent: 0, childTaxRatePercent: 100 }),
      ),
    ).toEqual({}),
  )

  test('quick mode is flat, so both rates are required', () => {
    expect(fieldErrorsOf(withoutScenarioKeys('parentTaxRatePercent'))).toEqual({
      'customScenarios.0.parentTaxRatePercent': messages.taxRatePercent,
    })
    expect(
      fieldErrorsOf(withoutScenarioKeys('parentTaxRatePercent', 'childTaxRatePercent')),
    ).toEqual({
      'customScenarios.0.parentTaxRatePercent': messages.taxRatePercent,
      'customScenarios.0.childTaxRatePercent': messages.taxRatePercent,
    })
  })

  test('detailed flat mode requires both rates', () =>
    expect(fieldErrorsOf(withScenarios([{ label: 'Mine', conversionPercent: 10 }], flat))).toEqual({
      'customScenarios.0.parentTaxRatePercent': messages.taxRatePercent,
      'customScenarios.0.childTaxRatePercent': messages.taxRatePercent,
    }))

  test('brackets need no rates but check any given', () => {
    expect(
      fieldErrorsOf(withScenarios([{ label: 'Mine', conversionPercent: 10 }], brackets)),
    ).toEqual({})
    expect(fieldErrorsOf(withScenario({ childTaxRatePercent: 101 }, brackets))).toEqual({
      'customScenarios.0.childTaxRatePercent': messages.taxRatePercent,
    })
  })

  test('an entry that is not an object reports each required field', () =>
    expect(fieldErrorsOf(withScenarios([customScenario, 'Mine']))).toEqual({
      'customScenarios.1.label': messages.label,
      'customScenarios.1.conversionPercent': messages.conversionPercent,
      'customScenarios.1.parentTaxRatePercent': messages.taxRatePercent,
      'customScenarios.1.childTaxRatePercent': messages.taxRatePercent,
    }))
})

describe('RothInputError and the schema', () => {
  test('the error is a named Error carrying the field errors', () => {
    const error = (() => {
      try {
        analyzeRothConversion({ ...quick, numberOfChildren: 0 })
      } catch (thrown) {
        return thrown
      }
    })()
    expect(error).toBeInstanceOf(RothInputError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      name: 'RothInputError',
      message: 'Invalid Roth analysis input: numberOfChildren.',
      fieldErrors: { numberOfChildren: messages.numberOfChildren },
    })
  })

  test('the schema parses a valid input without unknown keys and with labels trimmed', () =>
    expect(
      rothInputSchema.parse({
        ...quick,
        extra: true,
        customScenarios: [{ ...customScenario, label: ' Mine ' }],
      }),
    ).toEqual({ ...quick, customScenarios: [{ ...customScenario, label: 'Mine' }] }))

  test('the schema drops parent and children outside brackets', () =>
    expect(rothInputSchema.parse({ ...flat, parent: brackets.parent })).toEqual(flat))
})

describe('heirs, trusts and Medicare (Part II, brackets only)', () => {
  // The schema alone, first message per dotted path (as `RothInputError.fieldErrors`).
  function schemaErrorsOf(input: unknown): Record<string, string> {
    const parsed = rothInputSchema.safeParse(input)
    if (parsed.success) return {}
    const entries = parsed.error.issues.map(
      (issue) => [issue.path.join('.'), issue.message] as const,
    )
    return Object.fromEntries(entries.reverse())
  }
  const withParent = (changes: object, base: object = brackets) => ({
    ...base,
    parent: { ...brackets.parent, ...changes },
  })
  // `brackets` has 2 children and inherits in 10 years; the changes go to the second child.
  const withChild = (changes: object, base: object = brackets) => ({
    ...base,
    children: [child, { ...child, ...changes }],
  })
  const partTwo = {
    ...brackets,
    beneficiary: 'accumulationTrust',
    includeMedicare: true,
    parent: { ...brackets.parent, age: 66 },
    children: [
      { ...child, age: 40 },
      { ...child, age: 9, beneficiaryType: 'minor' },
    ],
  }
  const badWholeNumbers = (low: number, high: number) => [
    low - 1,
    high + 1,
    1.5,
    '60',
    Number.NaN,
    Infinity,
    null,
    true,
  ]

  test('the messages read exactly as the spec', () =>
    expect(messages).toMatchObject({
      beneficiary:
        'Choose who inherits: the children directly, a conduit trust or an accumulation trust.',
      includeMedicare: 'Choose whether to include Medicare premiums.',
      parentAge: "Enter the parent's age, a whole number from 50 to 100.",
      childAge: "Enter the child's age, a whole number from 0 to 100.",
      beneficiaryType: "Choose the child's beneficiary type.",
      minorAtInheritance:
        'A minor child must be under 21 at the inheritance (age + years until inheritance at most 20).',
    }))

  test('a full Part II input is valid and parsed unchanged', () =>
    expect(rothInputSchema.parse(partTwo)).toStrictEqual(partTwo))

  test('the detailed input type carries the Part II fields', () => {
    type Parent = NonNullable<DetailedRothInput['parent']>
    type Child = NonNullable<DetailedRothInput['children']>[number]
    expectTypeOf<DetailedRothInput['beneficiary']>().toEqualTypeOf<Beneficiary | undefined>()
    expectTypeOf<DetailedRothInput['includeMedicare']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf<Parent['age']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<Child['age']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<Child['beneficiaryType']>().toEqualTypeOf<BeneficiaryType | undefined>()
  })

  test.each([
    ['example B (brackets)', brackets],
    ['example C (flat)', flat],
    ['the quick defaults', quick],
  ])('%s parses exactly as before, with no Part II field added', (_case, input) =>
    expect(rothInputSchema.parse(input)).toStrictEqual(input),
  )

  test.each(beneficiaries)('beneficiary "%s" is accepted', (beneficiary) =>
    expect(schemaErrorsOf({ ...brackets, beneficiary })).toEqual({}),
  )

  test.each(['trust', 'Direct', '', 1, null, true])('beneficiary %j is refused', (beneficiary) =>
    expect(schemaErrorsOf({ ...brackets, beneficiary })).toEqual({
      beneficiary: messages.beneficiary,
    }),
  )

  test.each(['true', 1, 0, null, 'false'])('includeMedicare %j is refused', (includeMedicare) =>
    expect(schemaErrorsOf({ ...brackets, includeMedicare })).toEqual({
      includeMedicare: messages.includeMedicare,
    }),
  )

  test.each([50, 100])('a parent aged %i is accepted (inclusive)', (age) =>
    expect(schemaErrorsOf(withParent({ age }, { ...brackets, includeMedicare: true }))).toEqual({}),
  )

  test.each(badWholeNumbers(50, 100))('a parent aged %j is refused', (age) =>
    expect(schemaErrorsOf(withParent({ age }))).toEqual({ 'parent.age': messages.parentAge }),
  )

  test.each<PathCase>([
    [
      'Medicare without the parent’s age asks for it',
      { ...brackets, includeMedicare: true },
      'parent.age',
      messages.parentAge,
    ],
    [
      'Medicare with an invalid age reports the age once',
      withParent({ age: 49 }, { ...brackets, includeMedicare: true }),
      'parent.age',
      messages.parentAge,
    ],
    [
      'Medicare without a parent asks for the parent only',
      { ...withoutKey(brackets, 'parent'), includeMedicare: true },
      'parent',
      messages.parent,
    ],
    [
      'an invalid Medicare choice does not ask for the age',
      { ...brackets, includeMedicare: 'yes' },
      'includeMedicare',
      messages.includeMedicare,
    ],
  ])('%s', (_case, input, path, message) =>
    expect(schemaErrorsOf(input)).toEqual({ [path]: message }),
  )

  test.each([
    ['Medicare off', { ...brackets, includeMedicare: false }],
    ['Medicare not chosen', brackets],
  ])('%s needs no parent’s age', (_case, input) => expect(schemaErrorsOf(input)).toEqual({}))

  test.each([0, 100])('a child aged %i is accepted (inclusive)', (age) =>
    expect(schemaErrorsOf(withChild({ age }))).toEqual({}),
  )

  test.each(badWholeNumbers(0, 100))('a child aged %j is refused', (age) =>
    expect(schemaErrorsOf(withChild({ age }))).toEqual({ 'children.1.age': messages.childAge }),
  )

  test.each(beneficiaryTypes)('beneficiary type "%s" is accepted with an age', (beneficiaryType) =>
    expect(schemaErrorsOf(withChild({ beneficiaryType, age: 5 }))).toEqual({}),
  )

  test.each(['adult', 'Minor', '', 3, null])('beneficiary type %j is refused', (beneficiaryType) =>
    expect(schemaErrorsOf(withChild({ beneficiaryType, age: 5 }))).toEqual({
      'children.1.beneficiaryType': messages.beneficiaryType,
    }),
  )

  test.each(['minor', 'disabled', 'chronicallyIll'])(
    'a %s child without an age is asked for it',
    (beneficiaryType) =>
      expect(schemaErrorsOf(withChild({ beneficiaryType }))).toEqual({
        'children.1.age': messages.childAge,
      }),
  )

  test.each([
    ['a designated child', { beneficiaryType: 'designated' }],
    ['a child of no stated type', {}],
  ])('%s needs no age', (_case, changes) => expect(schemaErrorsOf(withChild(changes))).toEqual({}))

  test('an invalid beneficiary type does not ask for the age', () =>
    expect(schemaErrorsOf(withChild({ beneficiaryType: 'heir' }))).toEqual({
      'children.1.beneficiaryType': messages.beneficiaryType,
    }))

  test.each([
    [10, 10, true],
    [10, 11, false],
    [0, 20, true],
    [0, 21, false],
    [20, 0, true],
    [20, 1, false],
  ])(
    'inheritance in %i years, a minor aged %i: still a minor at the inheritance, %s',
    (yearsUntilInheritance, age, isValid) =>
      expect(
        schemaErrorsOf(
          withChild({ beneficiaryType: 'minor', age }, { ...brackets, yearsUntilInheritance }),
        ),
      ).toEqual(isValid ? {} : { 'children.1.beneficiaryType': messages.minorAtInheritance }),
  )

  test.each([
    ['disabled', 'disabled'],
    ['chronically ill', 'chronicallyIll'],
    ['designated', 'designated'],
  ])('a %s child may be any age at the inheritance', (_case, beneficiaryType) =>
    expect(schemaErrorsOf(withChild({ beneficiaryType, age: 100 }))).toEqual({}),
  )

  test.each<PathCase>([
    [
      'an invalid age',
      withChild({ beneficiaryType: 'minor', age: 101 }),
      'children.1.age',
      messages.childAge,
    ],
    [
      'a fractional age',
      withChild({ beneficiaryType: 'minor', age: 15.5 }),
      'children.1.age',
      messages.childAge,
    ],
    [
      'invalid years until inheritance',
      withChild({ beneficiaryType: 'minor', age: 15 }, { ...brackets, yearsUntilInheritance: 51 }),
      'yearsUntilInheritance',
      messages.yearsUntilInheritance,
    ],
    [
      'years until inheritance given as text',
      withChild(
        { beneficiaryType: 'minor', age: 15 },
        { ...brackets, yearsUntilInheritance: '10' },
      ),
      'yearsUntilInheritance',
      messages.yearsUntilInheritance,
    ],
  ])('the minor rule waits for valid fields: %s', (_case, input, path, message) =>
    expect(schemaErrorsOf(input)).toEqual({ [path]: message }),
  )

  test('every invalid Part II field is reported at once', () =>
    expect(
      schemaErrorsOf({
        ...brackets,
        beneficiary: 'trust',
        includeMedicare: 'yes',
        parent: { ...brackets.parent, age: 49 },
        children: [
          { ...child, beneficiaryType: 'minor' },
          { ...child, beneficiaryType: 'minor', age: 11 },
          { ...child, beneficiaryType: 'heir', age: 101 },
        ],
      }),
    ).toEqual({
      beneficiary: messages.beneficiary,
      includeMedicare: messages.includeMedicare,
      'parent.age': messages.parentAge,
      children: messages.children,
      'children.0.age': messages.childAge,
      'children.1.beneficiaryType': messages.minorAtInheritance,
      'children.2.age': messages.childAge,
      'children.2.beneficiaryType': messages.beneficiaryType,
    }))

  const invalidPartTwo = {
    beneficiary: 'trust',
    includeMedicare: 'yes',
    parent: { filingStatus: 'single', otherIncome: 60_000, age: 'old' },
    children: [{ ...child, age: -1, beneficiaryType: 'minor' }],
  }

  test.each([
    ['quick mode', quick],
    ['detailed mode under flat rates', flat],
  ])('%s ignores every Part II input, even invalid ones, and drops it', (_case, base) => {
    expect(schemaErrorsOf({ ...base, ...invalidPartTwo })).toEqual({})
    expect(
      rothInputSchema.parse({ ...base, beneficiary: 'conduitTrust', includeMedicare: true }),
    ).toStrictEqual(base)
  })

  test('an invalid tax model reports only itself, not the Part II inputs', () =>
    expect(schemaErrorsOf({ ...brackets, ...invalidPartTwo, taxModel: 'x' })).toEqual({
      taxModel: messages.taxModel,
    }))
})
