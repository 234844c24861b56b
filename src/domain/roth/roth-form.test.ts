import { describe, expect, it } from 'vitest'

import { analyzeRothConversion } from './index'
import {
  childrenInUse,
  detailedFormDefaults,
  newCustomScenario,
  offersBenefitsNote,
  rothFormQuery,
  rothFormStateFromSearchParams,
  rothInputFromForm,
  type RothFormState,
} from './roth-form'
import { analyzeRothForm } from './roth-form-analysis'
import { workedExampleA, workedExampleB, workedExampleH } from './worked-examples'

const defaults: RothFormState = {
  mode: 'quick',
  dollars: 'today',
  totalPreTaxAccounts: '2,180,000',
  totalRothAccounts: '105,000',
  numberOfChildren: '4',
  detailed: detailedFormDefaults,
  customScenarios: [],
}

/** Worked example B as a visitor would type it in the personalization modal. */
const exampleBTyped: RothFormState = {
  mode: 'detailed',
  dollars: 'today',
  totalPreTaxAccounts: '$800k',
  totalRothAccounts: '0',
  numberOfChildren: '2',
  detailed: {
    yearsUntilInheritance: '10',
    annualReturnPercent: '5%',
    taxPaidFrom: 'outside',
    conversionYears: '4',
    taxModel: 'brackets',
    taxableReturnDragPercent: '15',
    beneficiary: 'direct',
    includeMedicare: false,
    includeOwnerRmds: true,
    inflationPercent: '0',
    parent: { filingStatus: 'single', otherIncome: '60,000', age: '' },
    hasSpouse: false,
    spouse: detailedFormDefaults.spouse,
    children: [
      {
        filingStatus: 'married_filing_jointly',
        otherIncome: '180k',
        stateTaxRatePercent: '4.4',
        age: '',
        beneficiaryType: 'designated',
        beneficiary: '',
        meansTestedBenefits: false,
      },
      {
        filingStatus: 'single',
        otherIncome: '40,000',
        stateTaxRatePercent: '0',
        age: '',
        beneficiaryType: 'designated',
        beneficiary: '',
        meansTestedBenefits: false,
      },
      {
        filingStatus: 'head_of_household',
        otherIncome: 'unused',
        stateTaxRatePercent: '',
        age: '',
        beneficiaryType: 'designated',
        beneficiary: '',
        meansTestedBenefits: false,
      },
      {
        filingStatus: 'single',
        otherIncome: '1',
        stateTaxRatePercent: '1',
        age: '',
        beneficiaryType: 'designated',
        beneficiary: '',
        meansTestedBenefits: false,
      },
    ],
  },
  customScenarios: [],
}

/** Example B with every Part II input away from its default: a keeping trust, Medicare on. */
const heirsTyped: RothFormState = {
  ...exampleBTyped,
  detailed: {
    ...exampleBTyped.detailed,
    beneficiary: 'accumulationTrust',
    includeMedicare: true,
    parent: { ...exampleBTyped.detailed.parent, age: ' 70 ' },
    children: exampleBTyped.detailed.children.map((child, index) =>
      index === 0 ? { ...child, age: '8', beneficiaryType: 'minor' } : child,
    ),
  },
}

const readBack = (query: string) =>
  rothFormStateFromSearchParams(Object.fromEntries(new URLSearchParams(query)))

describe('rothFormStateFromSearchParams', () => {
  it('starts from the seed defaults in quick mode', () => {
    expect(rothFormStateFromSearchParams({})).toEqual(defaults)
  })

  it('takes each field a shared link gives, as text, the last of a list, and cuts long values', () => {
    const state = rothFormStateFromSearchParams({
      totalPreTaxAccounts: '1000000',
      totalRothAccounts: ['1', '2'],
      numberOfChildren: '2',
      mode: 'something else',
      'children.1.stateTaxRatePercent': '9'.repeat(80),
    })
    expect(state).toMatchObject({
      mode: 'quick',
      totalPreTaxAccounts: '1,000,000',
      totalRothAccounts: '2',
      numberOfChildren: '2',
    })
    expect(state.detailed.children[1]?.stateTaxRatePercent).toHaveLength(60)
  })

  it('keeps the last of a repeated value, and shows plain dollars with thousands separators', () => {
    const state = rothFormStateFromSearchParams({
      totalPreTaxAccounts: ['500000', '600000'],
      totalRothAccounts: '12.5k',
      'parent.otherIncome': '60000',
    })
    expect(state.totalPreTaxAccounts).toBe('600,000')
    expect(state.totalRothAccounts).toBe('12.5k')
    expect(state.detailed.parent.otherIncome).toBe('60,000')
  })

  it('reads the heirs’ and Medicare settings, whatever their values', () => {
    const state = rothFormStateFromSearchParams({
      beneficiary: 'conduitTrust',
      includeMedicare: 'true',
      'parent.age': '67',
      'children.2.age': 'ten',
      'children.2.beneficiaryType': 'chronicallyIll',
    })
    expect(state.detailed).toMatchObject({
      beneficiary: 'conduitTrust',
      includeMedicare: true,
      parent: { age: '67' },
    })
    expect(state.detailed.children[2]).toMatchObject({
      age: 'ten',
      beneficiaryType: 'chronicallyIll',
    })
  })

  it.each([
    ['true', true],
    ['false', false],
    ['yes', false],
  ])('reads includeMedicare=%s as %s', (value, includeMedicare) => {
    expect(rothFormStateFromSearchParams({ includeMedicare: value }).detailed.includeMedicare).toBe(
      includeMedicare,
    )
  })

  it('reads custom scenarios in order while any of their fields is given', () => {
    const state = rothFormStateFromSearchParams({
      'customScenarios.0.label': 'Half',
      'customScenarios.0.conversionPercent': '50',
      'customScenarios.1.conversionPercent': '10',
      'customScenarios.3.conversionPercent': '99',
    })
    expect(state.customScenarios).toEqual([
      { label: 'Half', conversionPercent: '50', parentTaxRatePercent: '', childTaxRatePercent: '' },
      { label: '', conversionPercent: '10', parentTaxRatePercent: '', childTaxRatePercent: '' },
    ])
  })
})

describe('rothFormQuery', () => {
  it('writes amounts as plain dollars and only the quick fields in quick mode', () => {
    const query = rothFormQuery({ ...defaults, totalPreTaxAccounts: '$2.5M' })
    expect(query).toBe('totalPreTaxAccounts=2500000&totalRothAccounts=105000&numberOfChildren=4')
  })

  it('keeps text that is not an amount as typed', () => {
    expect(rothFormQuery({ ...defaults, totalRothAccounts: ' lots ' })).toContain(
      'totalRothAccounts=lots',
    )
  })

  it('writes the detailed settings, and the family only for the children there are', () => {
    const params = new URLSearchParams(rothFormQuery(exampleBTyped))
    expect(params.get('mode')).toBe('detailed')
    expect(params.get('annualReturnPercent')).toBe('5%')
    expect(params.get('parent.otherIncome')).toBe('60000')
    expect(params.get('children.0.otherIncome')).toBe('180000')
    expect(params.has('children.1.filingStatus')).toBe(true)
    expect(params.has('children.2.filingStatus')).toBe(false)
  })

  it('leaves out the family under flat rates and with an invalid number of children', () => {
    const flat = new URLSearchParams(
      rothFormQuery({
        ...exampleBTyped,
        detailed: { ...exampleBTyped.detailed, taxModel: 'flat' },
      }),
    )
    expect(flat.has('parent.filingStatus')).toBe(false)
    const noCount = new URLSearchParams(rothFormQuery({ ...exampleBTyped, numberOfChildren: '9' }))
    expect(noCount.has('parent.filingStatus')).toBe(true)
    expect(noCount.has('children.0.filingStatus')).toBe(false)
  })

  it('writes custom scenarios without their empty rates', () => {
    const params = new URLSearchParams(
      rothFormQuery({
        ...defaults,
        customScenarios: [{ ...newCustomScenario([]), childTaxRatePercent: ' ' }],
      }),
    )
    expect(params.get('customScenarios.0.label')).toBe('My scenario 1')
    expect(params.has('customScenarios.0.childTaxRatePercent')).toBe(false)
  })

  it('writes the heirs’ and Medicare settings only when they differ from their defaults', () => {
    const plain = new URLSearchParams(rothFormQuery(exampleBTyped))
    for (const name of ['parent.age', 'includeMedicare', 'beneficiary', 'children.0.age'])
      expect(plain.has(name)).toBe(false)
    expect(plain.has('children.1.beneficiaryType')).toBe(false)

    const params = new URLSearchParams(rothFormQuery(heirsTyped))
    expect(params.get('parent.age')).toBe('70')
    expect(params.get('includeMedicare')).toBe('true')
    expect(params.get('beneficiary')).toBe('accumulationTrust')
    expect(params.get('children.0.age')).toBe('8')
    expect(params.get('children.0.beneficiaryType')).toBe('minor')
    expect(params.has('children.1.beneficiaryType')).toBe(false)
  })

  it('leaves the heirs’ and Medicare settings out under flat rates', () => {
    const params = new URLSearchParams(
      rothFormQuery({ ...heirsTyped, detailed: { ...heirsTyped.detailed, taxModel: 'flat' } }),
    )
    for (const name of ['parent.age', 'includeMedicare', 'beneficiary', 'children.0.age'])
      expect(params.has(name)).toBe(false)
  })

  it('reads back every heirs’ and Medicare setting it writes', () => {
    const { detailed } = readBack(rothFormQuery(heirsTyped))
    expect(detailed).toMatchObject({
      beneficiary: 'accumulationTrust',
      includeMedicare: true,
      parent: { age: '70' },
    })
    expect(detailed.children.slice(0, 2)).toMatchObject([
      { age: '8', beneficiaryType: 'minor' },
      { age: '', beneficiaryType: 'designated' },
    ])
    expect(rothInputFromForm(readBack(rothFormQuery(heirsTyped)))).toEqual(
      rothInputFromForm(heirsTyped),
    )
  })

  it.each([
    [
      'quick mode with a custom scenario',
      { ...defaults, customScenarios: [newCustomScenario([])] },
    ],
    ['worked example B', exampleBTyped],
  ])('reads back the same analysis (%s)', (_, state) => {
    expect(analyzeRothForm(readBack(rothFormQuery(state)))).toEqual(analyzeRothForm(state))
  })
})

describe('rothInputFromForm', () => {
  it('turns worked example B as typed into the model’s input, heirs and Medicare at their defaults', () => {
    const input = rothInputFromForm(exampleBTyped)
    expect(input).toEqual({
      ...workedExampleB,
      customScenarios: [],
      beneficiary: 'direct',
      includeMedicare: false,
      includeOwnerRmds: false,
      inflationPercent: 0,
      children: workedExampleB.children.map((child) => ({
        ...child,
        beneficiaryType: 'designated',
      })),
    })
    expect(input).not.toHaveProperty('parent.age')
    expect(input).not.toHaveProperty('children.0.age')
  })

  it('sends the heirs’ and Medicare settings, ages as whole numbers, under brackets', () => {
    expect(rothInputFromForm(heirsTyped)).toMatchObject({
      beneficiary: 'accumulationTrust',
      includeMedicare: true,
      parent: { filingStatus: 'single', otherIncome: 60_000, age: 70 },
      children: [{ age: 8, beneficiaryType: 'minor' }, { beneficiaryType: 'designated' }],
    })
  })

  it('turns an age that is not a whole number into NaN, so the model names the field', () => {
    const input = rothInputFromForm({
      ...heirsTyped,
      detailed: {
        ...heirsTyped.detailed,
        parent: { ...heirsTyped.detailed.parent, age: 'seventy' },
        children: heirsTyped.detailed.children.map((child) => ({ ...child, age: '8.5' })),
      },
    })
    expect(input).toMatchObject({
      parent: { age: Number.NaN },
      children: [{ age: Number.NaN }, { age: Number.NaN }],
    })
  })

  it('leaves the heirs’ and Medicare settings out under flat rates', () => {
    const input = rothInputFromForm({
      ...heirsTyped,
      detailed: { ...heirsTyped.detailed, taxModel: 'flat' },
    })
    expect(input).not.toHaveProperty('beneficiary')
    expect(input).not.toHaveProperty('includeMedicare')
    expect(input).not.toHaveProperty('parent')
  })

  it('turns text that is not a number into NaN and leaves empty custom rates out', () => {
    expect(
      rothInputFromForm({
        ...defaults,
        numberOfChildren: 'two',
        customScenarios: [
          {
            label: 'x',
            conversionPercent: 'half',
            parentTaxRatePercent: '',
            childTaxRatePercent: '5',
          },
        ],
      }),
    ).toEqual({
      mode: 'quick',
      totalPreTaxAccounts: 2_180_000,
      totalRothAccounts: 105_000,
      numberOfChildren: Number.NaN,
      customScenarios: [
        {
          label: 'x',
          conversionPercent: Number.NaN,
          parentTaxRatePercent: undefined,
          childTaxRatePercent: 5,
        },
      ],
    })
  })
})

describe('custom scenario rates under brackets', () => {
  const withWrongHiddenRate: RothFormState = {
    ...exampleBTyped,
    customScenarios: [{ ...newCustomScenario([]), parentTaxRatePercent: '150' }],
  }

  it('leaves the unused rates out of the link and the model’s input', () => {
    const params = new URLSearchParams(rothFormQuery(withWrongHiddenRate))
    expect(params.get('customScenarios.0.conversionPercent')).toBe('30')
    expect(params.has('customScenarios.0.parentTaxRatePercent')).toBe(false)
    expect(analyzeRothForm(withWrongHiddenRate).ok).toBe(true)
  })

  it('checks them again under flat rates', () => {
    const flat = {
      ...withWrongHiddenRate,
      detailed: { ...withWrongHiddenRate.detailed, taxModel: 'flat' },
    }
    expect(analyzeRothForm(flat)).toMatchObject({
      ok: false,
      fieldErrors: {
        'customScenarios.0.parentTaxRatePercent': 'Enter a tax rate from 0% to 100%.',
      },
    })
  })
})

describe('analyzeRothForm', () => {
  const withLabel = (label: string) => ({
    ...defaults,
    customScenarios: [{ ...newCustomScenario([]), label, conversionPercent: '20' }],
  })

  it.each([
    'Zoë’s plan — 50 %',
    'Low now, high later',
    'Café −5%',
    'Ørsted',
    'Łódź, Příliš',
    '名前',
    'Plan 🙂',
  ])('accepts the scenario name %j (the PDF report prints any letters)', (label) =>
    expect(analyzeRothForm(withLabel(label)).ok).toBe(true),
  )

  it('still refuses a name over 40 characters, beside the model’s other messages', () =>
    expect(
      analyzeRothForm({ ...withLabel('Ø'.repeat(41)), totalPreTaxAccounts: 'lots' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        'customScenarios.0.label': 'Name the scenario in 1 to 40 characters.',
        totalPreTaxAccounts: expect.any(String),
      },
    }))

  it('analyses the four presets for the defaults and returns the input it used', () => {
    const result = analyzeRothForm(defaults)
    expect(result.ok && result.analysis.scenarios.map((scenario) => scenario.id)).toEqual([
      'conservative',
      'moderate',
      'aggressive',
      'danger',
    ])
    expect(result.ok && result.input).toEqual({
      mode: 'quick',
      totalPreTaxAccounts: 2_180_000,
      totalRothAccounts: 105_000,
      numberOfChildren: 4,
      customScenarios: [],
    })
  })

  it('gives worked example A’s custom scenario the model’s result', () => {
    const result = analyzeRothForm({
      ...defaults,
      totalPreTaxAccounts: '1,000,000',
      totalRothAccounts: '50,000',
      numberOfChildren: '2',
      customScenarios: [
        {
          label: ' Low now, high later ',
          conversionPercent: '20',
          parentTaxRatePercent: '12%',
          childTaxRatePercent: '32',
        },
      ],
    })
    expect(result.ok && result.analysis).toEqual(analyzeRothConversion(workedExampleA))
  })

  it('changes nothing when a visitor switches to detailed mode without changing a setting', () => {
    const quick = analyzeRothForm(defaults)
    const detailed = analyzeRothForm({ ...defaults, mode: 'detailed' })
    expect(detailed.ok && detailed.analysis.scenarios).toEqual(quick.ok && quick.analysis.scenarios)
  })

  it('gives the model’s message for each field that is wrong, by dotted path', () => {
    expect(
      analyzeRothForm({
        ...exampleBTyped,
        totalPreTaxAccounts: 'abc',
        numberOfChildren: '2.5',
        detailed: {
          ...exampleBTyped.detailed,
          annualReturnPercent: 'lots',
          children: [
            {
              filingStatus: 'single',
              otherIncome: '-1',
              stateTaxRatePercent: '4',
              age: '',
              beneficiaryType: 'designated',
              beneficiary: '',
              meansTestedBenefits: false,
            },
          ],
        },
        customScenarios: [{ ...newCustomScenario([]), label: '  ' }],
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        totalPreTaxAccounts: 'Enter pre-tax accounts in dollars, from $0 to $100,000,000.',
        numberOfChildren: 'Enter the number of children, a whole number from 1 to 4.',
        annualReturnPercent: 'Enter an expected return from 0% to 15% a year.',
        'customScenarios.0.label': 'Name the scenario in 1 to 40 characters.',
      },
    })
  })

  it('points a child’s wrong income at that child’s field', () => {
    const result = analyzeRothForm({
      ...exampleBTyped,
      detailed: {
        ...exampleBTyped.detailed,
        children: exampleBTyped.detailed.children.map((child, index) =>
          index === 1 ? { ...child, otherIncome: '-1' } : child,
        ),
      },
    })
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        'children.1.otherIncome': 'Enter other income in dollars, from $0 to $10,000,000.',
      },
    })
  })

  it('asks for both rates of a custom scenario under flat rates', () => {
    const result = analyzeRothForm({
      ...defaults,
      customScenarios: [{ ...newCustomScenario([]), parentTaxRatePercent: '' }],
    })
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        'customScenarios.0.parentTaxRatePercent': 'Enter a tax rate from 0% to 100%.',
      },
    })
  })
})

describe('newCustomScenario', () => {
  it('names a new scenario with the lowest number no other name uses', () => {
    expect(newCustomScenario([]).label).toBe('My scenario 1')
    expect(
      newCustomScenario([{ label: 'My scenario 2' }, { label: ' My scenario 1 ' }]).label,
    ).toBe('My scenario 3')
    expect(newCustomScenario([{ label: 'My scenario 2' }]).label).toBe('My scenario 1')
  })
})

describe('childrenInUse', () => {
  it.each([
    ['2', 2],
    ['4', 4],
    ['0', 0],
    ['5', 0],
    ['-1', 0],
    ['1.0', 0],
  ])('uses %j children’s details: %d', (text, count) => {
    expect(childrenInUse(text)).toBe(count)
  })
})

/** Worked example H (roth-model.md §24) as a couple would type it, seeing 2073 dollars. */
const coupleTyped: RothFormState = {
  mode: 'detailed',
  dollars: 'nominal',
  totalPreTaxAccounts: '$1.8M',
  totalRothAccounts: '120,000',
  numberOfChildren: '3',
  detailed: {
    ...detailedFormDefaults,
    yearsUntilInheritance: '24',
    conversionYears: '9',
    taxModel: 'brackets',
    includeMedicare: true,
    parent: { filingStatus: 'married_filing_jointly', otherIncome: '95,000', age: '66' },
    hasSpouse: true,
    spouse: { age: '64', firstDeathYears: '14', firstToDie: 'parent', survivorOtherIncome: '70k' },
    children: [
      { ...detailedFormDefaults.children[0]!, otherIncome: '0', age: '16' },
      {
        ...detailedFormDefaults.children[0]!,
        otherIncome: '15,000',
        age: '40',
        beneficiaryType: 'disabled',
        beneficiary: 'accumulationTrust',
        meansTestedBenefits: true,
      },
      {
        ...detailedFormDefaults.children[0]!,
        filingStatus: 'married_filing_jointly',
        otherIncome: '600,000',
        age: '38',
      },
      { ...detailedFormDefaults.children[0]!, beneficiary: 'conduitTrust' },
    ],
  },
  customScenarios: [],
}

describe('Part III: the couple, required distributions, inflation and per-child trusts', () => {
  it('sends example H as typed, with the form’s defaults: RMDs on with an age, 2.5% inflation', () => {
    const { children, ...rest } = workedExampleH
    expect(rothInputFromForm(coupleTyped)).toEqual({
      ...rest,
      customScenarios: [],
      beneficiary: 'direct',
      spouse: { ...workedExampleH.spouse, firstToDie: 'parent' },
      children: children.map((child) => ({ beneficiaryType: 'designated', ...child })),
    })
  })

  it('leaves the owners’ RMDs out without an age or when unticked, and the survivor’s income when empty', () => {
    const input = (detailed: Partial<RothFormState['detailed']>) =>
      rothInputFromForm({ ...coupleTyped, detailed: { ...coupleTyped.detailed, ...detailed } })
    expect(input({ parent: { ...coupleTyped.detailed.parent, age: ' ' } })).toMatchObject({
      includeOwnerRmds: false,
    })
    expect(input({ includeOwnerRmds: false })).toMatchObject({ includeOwnerRmds: false })
    expect(
      input({ spouse: { ...coupleTyped.detailed.spouse, survivorOtherIncome: '' } }),
    ).toMatchObject({ spouse: { age: 64, firstDeathYears: 14, firstToDie: 'parent' } })
    expect(input({ hasSpouse: false })).not.toHaveProperty('spouse')
  })

  it('sends the benefits box only for a child with a disability or chronically ill', () => {
    const child = { ...coupleTyped.detailed.children[1]!, beneficiaryType: 'designated' }
    const input = rothInputFromForm({
      ...coupleTyped,
      detailed: { ...coupleTyped.detailed, children: [child, child, child] },
    }) as { children: object[] }
    expect(input.children[0]).not.toHaveProperty('meansTestedBenefits')
  })

  it('writes the new inputs and the dollars shown, and reads them all back', () => {
    const query = rothFormQuery(coupleTyped)
    expect(query).toContain('inflationPercent=2.5')
    expect(query).toContain('spouse.age=64')
    expect(query).toContain('spouse.survivorOtherIncome=70000')
    expect(query).not.toContain('spouse.firstToDie')
    expect(query).toContain('children.1.beneficiary=accumulationTrust')
    expect(query).toContain('children.1.meansTestedBenefits=true')
    expect(query).not.toContain('children.3')
    expect(query).not.toContain('includeOwnerRmds')
    expect(query).toContain('dollars=nominal')
    const back = readBack(query)
    expect(back.dollars).toBe('nominal')
    expect(rothInputFromForm(back)).toEqual(rothInputFromForm(coupleTyped))
    const withoutRmds = { ...coupleTyped.detailed, includeOwnerRmds: false, hasSpouse: false }
    const written = rothFormQuery({ ...coupleTyped, dollars: 'today', detailed: withoutRmds })
    expect(written).toContain('includeOwnerRmds=false')
    expect(written).not.toContain('spouse.')
    expect(written).not.toContain('dollars')
    expect(readBack(written).detailed).toMatchObject({ includeOwnerRmds: false, hasSpouse: false })
  })

  it('reads an empty spouse field as a spouse (so the model names what is missing)', () => {
    expect(rothFormStateFromSearchParams({ 'spouse.age': '' }).detailed.hasSpouse).toBe(true)
    expect(rothFormStateFromSearchParams({}).detailed).toMatchObject({
      hasSpouse: false,
      includeOwnerRmds: true,
      inflationPercent: '2.5',
    })
  })

  it('offers the benefits note for a child with a disability or chronically ill only', () => {
    expect(['designated', 'minor', 'disabled', 'chronicallyIll'].map(offersBenefitsNote)).toEqual([
      false,
      false,
      true,
      true,
    ])
  })

  it('keeps a link from before Part III as it was: no inflation, no owners’ RMDs', () => {
    const old = rothFormStateFromSearchParams({
      mode: 'detailed',
      taxModel: 'brackets',
      'parent.age': '66',
    }).detailed
    expect(old).toMatchObject({ inflationPercent: '0', includeOwnerRmds: false })
    expect(
      rothFormStateFromSearchParams({
        mode: 'detailed',
        taxModel: 'brackets',
        inflationPercent: '3',
      }).detailed,
    ).toMatchObject({ inflationPercent: '3', includeOwnerRmds: true })
    expect(rothFormStateFromSearchParams({ mode: 'detailed' }).detailed.inflationPercent).toBe(
      '2.5',
    )
  })
})
