import { formatDollarInput, parseDollarInput } from './dollar-input'
import { parsePercentInput, parseWholeNumberInput } from './percent-input'
import { maxChildren, maxCustomScenarios, quickFormDefaults, quickModeAssumptions } from './presets'
import { dollarsShownOf, type DollarsShown } from './results-copy'

/** One child's details as typed (used under tax brackets); an empty age means "not given". */
export type ChildFormState = {
  filingStatus: string
  otherIncome: string
  stateTaxRatePercent: string
  age: string
  /** "designated" (an adult child), "minor", "disabled" or "chronicallyIll". */
  beneficiaryType: string
  /** Who inherits this child's share: "" (as chosen for every child) or a `beneficiary` value. */
  beneficiary: string
  /** Whether the child receives SSI or Medicaid (a note only; offered for eligible heirs). */
  meansTestedBenefits: boolean
}

/**
 * The parent's details as typed (used under tax brackets). An empty age means "not given": the
 * model then takes the inheritance to come before the required beginning date.
 */
export type ParentFormState = { filingStatus: string; otherIncome: string; age: string }

/**
 * The spouse's details as typed (roth-model.md §17): used under tax brackets when the family says
 * there is a spouse. An empty survivor's income means "the couple's figure".
 */
export type SpouseFormState = {
  age: string
  firstDeathYears: string
  /** "parent" or "spouse". */
  firstToDie: string
  survivorOtherIncome: string
}

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
  /** Under brackets, with the parent's age: whether the owners' own required distributions count. */
  includeOwnerRmds: boolean
  /** Under brackets: yearly inflation in percent; every total is shown in 2026 dollars as well. */
  inflationPercent: string
  parent: ParentFormState
  /** Under brackets: whether the parent is married and the spouse's details count. */
  hasSpouse: boolean
  spouse: SpouseFormState
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
  /** Which dollars the results show: 2026's ("today", the default) or those of the year paid. */
  dollars: DollarsShown
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
  beneficiary: '',
  meansTestedBenefits: false,
}

/** The form's inflation rate (roth-model.md §18: the UI's default, where the API's is 0). */
export const defaultInflationPercent = '2.5'

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
  includeOwnerRmds: true,
  inflationPercent: defaultInflationPercent,
  parent: { filingStatus: 'married_filing_jointly', otherIncome: '60,000', age: '' },
  hasSpouse: false,
  spouse: { age: '', firstDeathYears: '', firstToDie: 'parent', survivorOtherIncome: '' },
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
const spouseFieldNames = ['age', 'firstDeathYears', 'firstToDie', 'survivorOtherIncome'] as const
const dollarFieldNames = new Set([
  'totalPreTaxAccounts',
  'totalRothAccounts',
  'otherIncome',
  'survivorOtherIncome',
])

/** Whether a dotted path names an amount in dollars ("parent.otherIncome"). */
const isDollarPath = (path: string) => dollarFieldNames.has(path.slice(path.lastIndexOf('.') + 1))

type SearchParams = Record<string, string | string[] | undefined>

/** The longest value a link may give a field (a label's limit is 40; longer text is an error). */
const maxParamLength = 60

/** A yes/no parameter: `true` or `false`, anything else (or nothing) its default. */
const flagOf = (text: string | undefined, defaultValue: boolean) =>
  text === undefined ? defaultValue : text === 'true' || (text !== 'false' && defaultValue)

/**
 * The tool's starting state from a shared link's query, the defaults where it has none; the
 * yes/no settings read `true` or `false`, and any `spouse.*` parameter means there is a spouse. A
 * link from before Part III (brackets without `inflationPercent`) keeps its analysis: no inflation
 * and no owners' RMDs, where the form's own defaults are 2.5% and RMDs on.
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
  const { parent, children, includeMedicare, includeOwnerRmds, hasSpouse, spouse, ...settings } =
    detailedFormDefaults
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
  // A link made before Part III has brackets but no inflation (the form now always writes it): it
  // keeps the analysis it was made with, without inflation or the owners' own RMDs.
  const isPartTwoLink = read('taxModel') === 'brackets' && read('inflationPercent') === undefined
  return {
    mode: read('mode') === 'detailed' ? 'detailed' : 'quick',
    dollars: dollarsShownOf(read('dollars')),
    totalPreTaxAccounts:
      read('totalPreTaxAccounts') ?? formatDollarInput(quickFormDefaults.totalPreTaxAccounts),
    totalRothAccounts:
      read('totalRothAccounts') ?? formatDollarInput(quickFormDefaults.totalRothAccounts),
    numberOfChildren: read('numberOfChildren') ?? String(quickFormDefaults.numberOfChildren),
    detailed: {
      ...readInto('', settings),
      ...(isPartTwoLink ? { inflationPercent: '0' } : {}),
      includeMedicare: flagOf(read('includeMedicare'), includeMedicare),
      includeOwnerRmds: flagOf(read('includeOwnerRmds'), includeOwnerRmds && !isPartTwoLink),
      parent: readInto('parent.', parent),
      hasSpouse: spouseFieldNames.some((name) => read(`spouse.${name}`) !== undefined) || hasSpouse,
      spouse: readInto('spouse.', spouse),
      children: children.map((child, index) => {
        const { meansTestedBenefits, ...texts } = child
        return {
          ...readInto(`children.${index}.`, texts),
          meansTestedBenefits: flagOf(
            read(`children.${index}.meansTestedBenefits`),
            meansTestedBenefits,
          ),
        }
      }),
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

/** Whether a child's kind of heir may come with means-tested benefits (the form offers the box). */
export function offersBenefitsNote(beneficiaryType: string): boolean {
  return beneficiaryType === 'disabled' || beneficiaryType === 'chronicallyIll'
}

/**
 * The query of a link that reproduces the analysis as shown: amounts as plain dollars, the
 * detailed settings only in detailed mode, the family's details (parent, spouse, children,
 * heirs, Medicare, required distributions, inflation) only under brackets, and `dollars=nominal`
 * when the results show the dollars of the year paid. Optional inputs are written only when they
 * differ from their defaults, so older links stay short.
 */
export function rothFormQuery(state: RothFormState): string {
  const params = new URLSearchParams()
  const write = (name: string, text: string) => {
    const dollars = isDollarPath(name) ? parseDollarInput(text) : null
    params.set(name, dollars === null ? text.trim() : String(dollars))
  }
  const writeUnlessDefault = (name: string, text: string, defaultText: string) => {
    if (text.trim() !== defaultText) write(name, text)
  }
  write('totalPreTaxAccounts', state.totalPreTaxAccounts)
  write('totalRothAccounts', state.totalRothAccounts)
  write('numberOfChildren', state.numberOfChildren)
  if (state.mode === 'detailed') {
    params.set('mode', 'detailed')
    for (const name of detailedSettingNames) write(name, state.detailed[name])
  }
  if (usesBrackets(state)) writeFamily(state, write, writeUnlessDefault)
  const customNames = usesBrackets(state)
    ? (['label', 'conversionPercent'] as const)
    : customFieldNames
  state.customScenarios.forEach((scenario, index) => {
    for (const name of customNames) {
      if (scenario[name].trim() !== '') write(`customScenarios.${index}.${name}`, scenario[name])
    }
  })
  if (state.dollars === 'nominal') params.set('dollars', 'nominal')
  return params.toString()
}

/** The family's details under brackets, as `rothFormQuery` writes them. */
function writeFamily(
  state: RothFormState,
  write: (name: string, text: string) => void,
  writeUnlessDefault: (name: string, text: string, defaultText: string) => void,
) {
  const { parent, beneficiary, includeMedicare, includeOwnerRmds, hasSpouse, spouse } =
    state.detailed
  write('parent.filingStatus', parent.filingStatus)
  write('parent.otherIncome', parent.otherIncome)
  writeUnlessDefault('parent.age', parent.age, detailedFormDefaults.parent.age)
  if (includeMedicare) write('includeMedicare', 'true')
  if (!includeOwnerRmds) write('includeOwnerRmds', 'false')
  write('inflationPercent', state.detailed.inflationPercent)
  if (hasSpouse) {
    write('spouse.age', spouse.age)
    write('spouse.firstDeathYears', spouse.firstDeathYears)
    writeUnlessDefault('spouse.firstToDie', spouse.firstToDie, 'parent')
    writeUnlessDefault('spouse.survivorOtherIncome', spouse.survivorOtherIncome, '')
  }
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
      writeUnlessDefault(
        `children.${index}.beneficiary`,
        child.beneficiary,
        defaultChild.beneficiary,
      )
      if (child.meansTestedBenefits && offersBenefitsNote(child.beneficiaryType)) {
        write(`children.${index}.meansTestedBenefits`, 'true')
      }
    })
}

const dollars = (text: string) => parseDollarInput(text) ?? Number.NaN
const percent = (text: string) => parsePercentInput(text) ?? Number.NaN
const wholeNumber = (text: string) => parseWholeNumberInput(text) ?? Number.NaN
const optionalPercent = (text: string) => (text.trim() === '' ? undefined : percent(text))
/** An age as the model takes it: left out when empty ("not given"), NaN when not a whole number. */
const optionalAge = (text: string) => (text.trim() === '' ? {} : { age: wholeNumber(text) })

/** The spouse as the model takes it; an empty survivor's income is left out (the couple's figure). */
function spouseInput(spouse: SpouseFormState) {
  return {
    age: wholeNumber(spouse.age),
    firstDeathYears: wholeNumber(spouse.firstDeathYears),
    firstToDie: spouse.firstToDie,
    ...(spouse.survivorOtherIncome.trim() === ''
      ? {}
      : { survivorOtherIncome: dollars(spouse.survivorOtherIncome) }),
  }
}

/** One child as the model takes it: the per-child trust and benefits only when chosen. */
function childInput(child: ChildFormState) {
  return {
    filingStatus: child.filingStatus,
    otherIncome: dollars(child.otherIncome),
    stateTaxRatePercent: percent(child.stateTaxRatePercent),
    ...optionalAge(child.age),
    beneficiaryType: child.beneficiaryType,
    ...(child.beneficiary === '' ? {} : { beneficiary: child.beneficiary }),
    ...(child.meansTestedBenefits && offersBenefitsNote(child.beneficiaryType)
      ? { meansTestedBenefits: true }
      : {}),
  }
}

/**
 * The model's input from the typed state; text that is not a number becomes NaN (invalid). The
 * owners' required distributions count whenever the parent's age is given and the box is ticked
 * (roth-model.md Part III: the form's defaults are RMDs on and 2.5% inflation).
 */
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
          includeOwnerRmds: detailed.includeOwnerRmds && detailed.parent.age.trim() !== '',
          inflationPercent: percent(detailed.inflationPercent),
          parent: {
            filingStatus: detailed.parent.filingStatus,
            otherIncome: dollars(detailed.parent.otherIncome),
            ...optionalAge(detailed.parent.age),
          },
          ...(detailed.hasSpouse ? { spouse: spouseInput(detailed.spouse) } : {}),
          children: detailed.children
            .slice(0, childrenInUse(state.numberOfChildren))
            .map(childInput),
        }
      : {}),
  }
}
