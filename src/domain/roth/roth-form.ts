import { formatDollarInput, parseDollarInput } from './dollar-input'
import { parsePercentInput, parseWholeNumberInput } from './percent-input'
import { maxChildren, maxCustomScenarios, quickFormDefaults, quickModeAssumptions } from './presets'

/** One child's details as typed (used under tax brackets); an empty age means "not given". */
export type ChildFormState = {
  filingStatus: string
  otherIncome: string
  stateTaxRatePercent: string
  age: string
  /** "designated" (an adult child), "minor", "disabled" or "chronicallyIll". */
  beneficiaryType: string
}

/**
 * The parent's details as typed (used under tax brackets). An empty age means "not given": the
 * model then takes the inheritance to come before the required beginning date.
 */
export type ParentFormState = { filingStatus: string; otherIncome: string; age: string }

/** The personalization modal's settings as typed: the detailed model's inputs. */
export type DetailedFormState = {
  yearsUntilInheritance: string
  annualReturnPercent: string
  taxPaidFrom: string
  conversionYears: string
  taxModel: string
  taxableReturnDragPercent: string
  /** Under brackets: "direct", "conduitTrust" or "accumulationTrust". */
  beneficiary: string
  /** Under brackets: whether the conversion's effect on the parent's Medicare premiums counts. */
  includeMedicare: boolean
  parent: ParentFormState
  /** Always one entry per possible child; the first `numberOfChildren` are used. */
  children: ChildFormState[]
}

/** A visitor's own scenario as typed; empty rates are left out (they are unused under brackets). */
export type CustomScenarioFormState = {
  label: string
  conversionPercent: string
  parentTaxRatePercent: string
  childTaxRatePercent: string
}

/** The whole Roth tool as typed: quick fields, the detailed settings and custom scenarios. */
export type RothFormState = {
  mode: 'quick' | 'detailed'
  totalPreTaxAccounts: string
  totalRothAccounts: string
  numberOfChildren: string
  detailed: DetailedFormState
  customScenarios: CustomScenarioFormState[]
}

const defaultChild: ChildFormState = {
  filingStatus: 'single',
  otherIncome: '75,000',
  stateTaxRatePercent: '4.4',
  age: '',
  beneficiaryType: 'designated',
}

/**
 * The detailed settings a visitor starts from: quick mode's fixed values, so personalizing
 * changes nothing until a value changes, and a typical family for the tax brackets.
 */
export const detailedFormDefaults: DetailedFormState = {
  yearsUntilInheritance: String(quickModeAssumptions.yearsUntilInheritance),
  annualReturnPercent: String(quickModeAssumptions.annualReturnPercent),
  taxPaidFrom: quickModeAssumptions.taxPaidFrom,
  conversionYears: String(quickModeAssumptions.conversionYears),
  taxModel: quickModeAssumptions.taxModel,
  taxableReturnDragPercent: String(quickModeAssumptions.taxableReturnDragPercent),
  beneficiary: 'direct',
  includeMedicare: false,
  parent: { filingStatus: 'married_filing_jointly', otherIncome: '60,000', age: '' },
  children: Array.from({ length: maxChildren }, () => ({ ...defaultChild })),
}

/** A new custom scenario's starting values, named with the lowest number no other name uses. */
export function newCustomScenario(
  existing: ReadonlyArray<Pick<CustomScenarioFormState, 'label'>>,
): CustomScenarioFormState {
  const labels = new Set(existing.map((scenario) => scenario.label.trim()))
  let number = 1
  while (labels.has(`My scenario ${number}`)) number += 1
  return {
    label: `My scenario ${number}`,
    conversionPercent: '30',
    parentTaxRatePercent: '24',
    childTaxRatePercent: '24',
  }
}

const detailedSettingNames = [
  'yearsUntilInheritance',
  'annualReturnPercent',
  'taxPaidFrom',
  'conversionYears',
  'taxModel',
  'taxableReturnDragPercent',
] as const

const childFieldNames = ['filingStatus', 'otherIncome', 'stateTaxRatePercent'] as const
const customFieldNames = [
  'label',
  'conversionPercent',
  'parentTaxRatePercent',
  'childTaxRatePercent',
] as const
const dollarFieldNames = new Set(['totalPreTaxAccounts', 'totalRothAccounts', 'otherIncome'])

/** Whether a dotted path names an amount in dollars ("parent.otherIncome"). */
const isDollarPath = (path: string) => dollarFieldNames.has(path.slice(path.lastIndexOf('.') + 1))

type SearchParams = Record<string, string | string[] | undefined>

/** The longest value a link may give a field (a label's limit is 40; longer text is an error). */
const maxParamLength = 60

/**
 * The tool's starting state from a shared link's query, the defaults where it has none;
 * `includeMedicare` reads `true` or `false`, anything else leaves it off.
 */
export function rothFormStateFromSearchParams(params: SearchParams): RothFormState {
  const read = (name: string) => {
    // A repeated name keeps its last value, as a later edit of the address would.
    const value = [params[name]].flat().at(-1)
    if (value === undefined) return undefined
    const text = value.slice(0, maxParamLength)
    const dollars = isDollarPath(name) ? parseDollarInput(text) : null
    return dollars !== null && /^\d+$/.test(text) ? formatDollarInput(dollars) : text
  }
  const readInto = <T extends Record<string, string>>(prefix: string, defaults: T): T => {
    const entries = Object.entries(defaults).map(([name, value]) => [
      name,
      read(`${prefix}${name}`) ?? value,
    ])
    return Object.fromEntries(entries) as T
  }
  const { parent, children, includeMedicare, ...settings } = detailedFormDefaults
  const medicareParam = read('includeMedicare')
  const customScenarios = Array.from({ length: maxCustomScenarios }, (_, index) => index)
    .filter((index) =>
      customFieldNames.some((name) => read(`customScenarios.${index}.${name}`) !== undefined),
    )
    .map((index) =>
      readInto(`customScenarios.${index}.`, {
        label: '',
        conversionPercent: '',
        parentTaxRatePercent: '',
        childTaxRatePercent: '',
      }),
    )
  return {
    mode: read('mode') === 'detailed' ? 'detailed' : 'quick',
    totalPreTaxAccounts:
      read('totalPreTaxAccounts') ?? formatDollarInput(quickFormDefaults.totalPreTaxAccounts),
    totalRothAccounts:
      read('totalRothAccounts') ?? formatDollarInput(quickFormDefaults.totalRothAccounts),
    numberOfChildren: read('numberOfChildren') ?? String(quickFormDefaults.numberOfChildren),
    detailed: {
      ...readInto('', settings),
      includeMedicare: medicareParam === undefined ? includeMedicare : medicareParam === 'true',
      parent: readInto('parent.', parent),
      children: children.map((child, index) => readInto(`children.${index}.`, child)),
    },
    customScenarios,
  }
}

/** How many children's details are in use: the number of children when it is valid, else none. */
export function childrenInUse(numberOfChildren: string): number {
  const count = parseWholeNumberInput(numberOfChildren)
  return count !== null && count >= 1 && count <= maxChildren ? count : 0
}

const usesBrackets = (state: RothFormState) =>
  state.mode === 'detailed' && state.detailed.taxModel === 'brackets'

/**
 * The query of a link that reproduces the analysis: amounts as plain dollars, the detailed
 * settings only in detailed mode, and the heirs' and Medicare settings and the parent's and
 * children's details only under brackets (`includeMedicare=true` when it is on).
 */
export function rothFormQuery(state: RothFormState): string {
  const params = new URLSearchParams()
  const write = (name: string, text: string) => {
    const dollars = isDollarPath(name) ? parseDollarInput(text) : null
    params.set(name, dollars === null ? text.trim() : String(dollars))
  }
  write('totalPreTaxAccounts', state.totalPreTaxAccounts)
  write('totalRothAccounts', state.totalRothAccounts)
  write('numberOfChildren', state.numberOfChildren)
  if (state.mode === 'detailed') {
    params.set('mode', 'detailed')
    for (const name of detailedSettingNames) write(name, state.detailed[name])
  }
  // Part II's inputs are written only when they differ from their defaults, as older links lack them.
  const writeUnlessDefault = (name: string, text: string, defaultText: string) => {
    if (text.trim() !== defaultText) write(name, text)
  }
  if (usesBrackets(state)) {
    const { parent, beneficiary, includeMedicare } = state.detailed
    write('parent.filingStatus', parent.filingStatus)
    write('parent.otherIncome', parent.otherIncome)
    writeUnlessDefault('parent.age', parent.age, detailedFormDefaults.parent.age)
    if (includeMedicare) params.set('includeMedicare', 'true')
    writeUnlessDefault('beneficiary', beneficiary, detailedFormDefaults.beneficiary)
    state.detailed.children
      .slice(0, childrenInUse(state.numberOfChildren))
      .forEach((child, index) => {
        for (const name of childFieldNames) write(`children.${index}.${name}`, child[name])
        writeUnlessDefault(`children.${index}.age`, child.age, defaultChild.age)
        writeUnlessDefault(
          `children.${index}.beneficiaryType`,
          child.beneficiaryType,
          defaultChild.beneficiaryType,
        )
      })
  }
  const customNames = usesBrackets(state)
    ? (['label', 'conversionPercent'] as const)
    : customFieldNames
  state.customScenarios.forEach((scenario, index) => {
    for (const name of customNames) {
      if (scenario[name].trim() !== '') write(`customScenarios.${index}.${name}`, scenario[name])
    }
  })
  return params.toString()
}

const dollars = (text: string) => parseDollarInput(text) ?? Number.NaN
const percent = (text: string) => parsePercentInput(text) ?? Number.NaN
const wholeNumber = (text: string) => parseWholeNumberInput(text) ?? Number.NaN
const optionalPercent = (text: string) => (text.trim() === '' ? undefined : percent(text))
/** An age as the model takes it: left out when empty ("not given"), NaN when not a whole number. */
const optionalAge = (text: string) => (text.trim() === '' ? {} : { age: wholeNumber(text) })

/** The model's input from the typed state; text that is not a number becomes NaN (invalid). */
export function rothInputFromForm(state: RothFormState): unknown {
  // Under brackets the rates are unused and hidden, so a leftover wrong one must not block results.
  const customScenarios = state.customScenarios.map((scenario) => ({
    label: scenario.label,
    conversionPercent: percent(scenario.conversionPercent),
    ...(usesBrackets(state)
      ? {}
      : {
          parentTaxRatePercent: optionalPercent(scenario.parentTaxRatePercent),
          childTaxRatePercent: optionalPercent(scenario.childTaxRatePercent),
        }),
  }))
  const amounts = {
    totalPreTaxAccounts: dollars(state.totalPreTaxAccounts),
    totalRothAccounts: dollars(state.totalRothAccounts),
    numberOfChildren: wholeNumber(state.numberOfChildren),
    customScenarios,
  }
  if (state.mode === 'quick') return { mode: 'quick', ...amounts }
  const { detailed } = state
  return {
    mode: 'detailed',
    ...amounts,
    yearsUntilInheritance: wholeNumber(detailed.yearsUntilInheritance),
    annualReturnPercent: percent(detailed.annualReturnPercent),
    taxPaidFrom: detailed.taxPaidFrom,
    conversionYears: wholeNumber(detailed.conversionYears),
    taxModel: detailed.taxModel,
    taxableReturnDragPercent: percent(detailed.taxableReturnDragPercent),
    ...(usesBrackets(state)
      ? {
          beneficiary: detailed.beneficiary,
          includeMedicare: detailed.includeMedicare,
          parent: {
            filingStatus: detailed.parent.filingStatus,
            otherIncome: dollars(detailed.parent.otherIncome),
            ...optionalAge(detailed.parent.age),
          },
          children: detailed.children
            .slice(0, childrenInUse(state.numberOfChildren))
            .map((child) => ({
              filingStatus: child.filingStatus,
              otherIncome: dollars(child.otherIncome),
              stateTaxRatePercent: percent(child.stateTaxRatePercent),
              ...optionalAge(child.age),
              beneficiaryType: child.beneficiaryType,
            })),
        }
      : {}),
  }
}
