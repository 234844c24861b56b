import type { z } from 'zod'

import { performanceBand, type PerformanceBand } from './bands'
import { coloradoIncomeTaxRate2026, federalTaxTables2026, taxYear } from './brackets-2026'
import { definedOrThrow } from './defined-or-throw'
import { addedIncomeTaxDollars, type Taxpayer } from './income-tax'
import { roundToCents, roundToHundredths } from './output-rounding'
import {
  distributionYears,
  presetScenarios,
  quickModeAssumptions,
  type PresetScenario,
} from './presets'
import { rothInputSchema, type DetailedRothInput, type RothInput } from './roth-input.schema'
import {
  simulateConversion,
  type ConversionPlan,
  type StrategyOutcome,
  type StrategyYear,
  type TaxSource,
} from './simulate'

export { rothInputSchema, type RothInput }

/** The settings an analysis used, in the API's units (percents, years). */
export type RothAssumptions = {
  yearsUntilInheritance: number
  annualReturnPercent: number
  taxPaidFrom: TaxSource
  conversionYears: number
  taxModel: 'brackets' | 'flat'
  taxableReturnDragPercent: number
}

/** One strategy's accounts at the end of a year, in dollars rounded to cents. */
export type RothStrategyYear = {
  preTax: number
  roth: number
  taxable: number
  taxPaid: number
  afterTaxValue: number
}

/** Dollars the children keep after all income taxes, and their tax on inherited-IRA withdrawals. */
export type RothStrategyTotals = { afterTaxToHeirs: number; heirsTax: number }

/** A scenario's id: a preset's, or `custom-1` to `custom-3` in the order given. */
export type RothScenarioId = PresetScenario['id'] | `custom-${1 | 2 | 3}`

/** One scenario's result: dollars rounded to cents, percents to 2 decimals. */
export type RothScenarioAnalysis = {
  id: RothScenarioId
  label: string
  conversionPercent: number
  /** Null under brackets, where taxes come from the parent's and children's details. */
  parentTaxRatePercent: number | null
  childTaxRatePercent: number | null
  conversionAmount: number
  conversionTax: number
  withoutConversion: RothStrategyTotals
  withConversion: RothStrategyTotals
  netBenefit: number
  performancePercent: number
  band: PerformanceBand
  years: {
    year: number
    phase: 'parent' | 'heirs'
    withoutConversion: RothStrategyYear
    withConversion: RothStrategyYear
  }[]
}

/** The result of `analyzeRothConversion`: the settings used and every scenario, presets first. */
export type RothAnalysis = {
  mode: RothInput['mode']
  taxYear: typeof taxYear
  distributionYears: typeof distributionYears
  assumptions: RothAssumptions
  scenarios: RothScenarioAnalysis[]
}

/** Thrown by `analyzeRothConversion` on invalid input; `fieldErrors`: dotted path → message. */
export class RothInputError extends Error {
  override readonly name = 'RothInputError'
  readonly fieldErrors: Record<string, string>

  constructor(fieldErrors: Record<string, string>) {
    super(`Invalid Roth analysis input: ${Object.keys(fieldErrors).join(', ')}.`)
    this.fieldErrors = fieldErrors
  }
}

type ScenarioDefinition = {
  id: RothScenarioId
  label: string
  conversionPercent: number
  parentTaxRatePercent?: number
  childTaxRatePercent?: number
}

function firstMessageByPath(issues: ReadonlyArray<z.core.$ZodIssue>): Record<string, string> {
  // Reversed, so that the first issue on a path is the one left standing.
  const entries = issues.map((issue) => [issue.path.join('.'), issue.message] as const)
  return Object.fromEntries(entries.reverse())
}

function assumptionsOf(input: RothInput): RothAssumptions {
  if (input.mode === 'quick') return { ...quickModeAssumptions }
  return {
    yearsUntilInheritance: input.yearsUntilInheritance,
    annualReturnPercent: input.annualReturnPercent,
    taxPaidFrom: input.taxPaidFrom,
    conversionYears: input.conversionYears,
    taxModel: input.taxModel,
    taxableReturnDragPercent: input.taxableReturnDragPercent,
  }
}

function scenarioDefinitions(input: RothInput): ScenarioDefinition[] {
  const custom = (input.customScenarios ?? []).map((scenario, index) => ({
    ...scenario,
    id: `custom-${index + 1}` as RothScenarioId,
  }))
  return [...presetScenarios, ...custom]
}

const decimalRate = (percent: number) => percent / 100

type TaxRules = Pick<ConversionPlan, 'installmentTaxDollars' | 'withdrawalTaxDollarsByChild'> & {
  /** The scenario's flat rates as used, or null under brackets. */
  parentTaxRatePercent: number | null
  childTaxRatePercent: number | null
}

function flatTaxRules(scenario: ScenarioDefinition, childCount: number): TaxRules {
  // The schema requires both rates whenever the model is flat.
  const parentTaxRatePercent = definedOrThrow(
    scenario.parentTaxRatePercent,
    'flat rates have a parent rate',
  )
  const childTaxRatePercent = definedOrThrow(
    scenario.childTaxRatePercent,
    'flat rates have a child rate',
  )
  const parentTaxRate = decimalRate(parentTaxRatePercent)
  const childTaxRate = decimalRate(childTaxRatePercent)
  return {
    parentTaxRatePercent,
    childTaxRatePercent,
    installmentTaxDollars: (installmentDollars) => installmentDollars * parentTaxRate,
    withdrawalTaxDollarsByChild: Array.from(
      { length: childCount },
      () => (withdrawalDollars: number) => withdrawalDollars * childTaxRate,
    ),
  }
}

function bracketTaxRules(input: DetailedRothInput): TaxRules {
  // The schema requires the parent and one entry per child under brackets.
  const parent = definedOrThrow(input.parent, 'brackets have the parent')
  const children = definedOrThrow(input.children, 'brackets have the children')
  const parentTaxpayer: Taxpayer = {
    federalTaxTable: federalTaxTables2026[parent.filingStatus],
    stateTaxRate: coloradoIncomeTaxRate2026,
  }
  return {
    parentTaxRatePercent: null,
    childTaxRatePercent: null,
    installmentTaxDollars: (installmentDollars) =>
      addedIncomeTaxDollars(parent.otherIncome, installmentDollars, parentTaxpayer),
    withdrawalTaxDollarsByChild: children.map((child) => {
      const childTaxpayer: Taxpayer = {
        federalTaxTable: federalTaxTables2026[child.filingStatus],
        stateTaxRate: decimalRate(child.stateTaxRatePercent),
      }
      return (withdrawalDollars: number) =>
        addedIncomeTaxDollars(child.otherIncome, withdrawalDollars, childTaxpayer)
    }),
  }
}

function roundedYear(strategyYear: StrategyYear): RothStrategyYear {
  return {
    preTax: roundToCents(strategyYear.preTaxDollars),
    roth: roundToCents(strategyYear.rothDollars),
    taxable: roundToCents(strategyYear.taxableDollars),
    taxPaid: roundToCents(strategyYear.taxPaidDollars),
    afterTaxValue: roundToCents(strategyYear.afterTaxValueDollars),
  }
}

function roundedTotals(outcome: StrategyOutcome): RothStrategyTotals {
  return {
    afterTaxToHeirs: roundToCents(outcome.afterTaxToHeirsDollars),
    heirsTax: roundToCents(outcome.heirsTaxDollars),
  }
}

function analyzeScenario(
  input: RothInput,
  assumptions: RothAssumptions,
  scenario: ScenarioDefinition,
): RothScenarioAnalysis {
  const conversionDollars = input.totalPreTaxAccounts * decimalRate(scenario.conversionPercent)
  const taxRules =
    input.mode === 'detailed' && input.taxModel === 'brackets'
      ? bracketTaxRules(input)
      : flatTaxRules(scenario, input.numberOfChildren)
  const { parentTaxRatePercent, childTaxRatePercent, ...taxRulesForPlan } = taxRules
  const outcome = simulateConversion({
    preTaxDollars: input.totalPreTaxAccounts,
    rothDollars: input.totalRothAccounts,
    conversionDollars,
    conversionYears: assumptions.conversionYears,
    yearsUntilInheritance: assumptions.yearsUntilInheritance,
    annualReturnRate: decimalRate(assumptions.annualReturnPercent),
    taxableReturnDragRate: decimalRate(assumptions.taxableReturnDragPercent),
    taxPaidFrom: assumptions.taxPaidFrom,
    ...taxRulesForPlan,
  })
  const { withoutConversion, withConversion } = outcome
  const netBenefitDollars =
    withConversion.afterTaxToHeirsDollars - withoutConversion.afterTaxToHeirsDollars
  // Relative to what the children would inherit anyway: the family's question as a ratio.
  const performancePercent = roundToHundredths(
    withoutConversion.afterTaxToHeirsDollars > 0
      ? (netBenefitDollars / withoutConversion.afterTaxToHeirsDollars) * 100
      : 0,
  )
  return {
    id: scenario.id,
    label: scenario.label,
    conversionPercent: scenario.conversionPercent,
    parentTaxRatePercent,
    childTaxRatePercent,
    conversionAmount: roundToCents(conversionDollars),
    conversionTax: roundToCents(outcome.conversionTaxDollars),
    withoutConversion: roundedTotals(withoutConversion),
    withConversion: roundedTotals(withConversion),
    netBenefit: roundToCents(netBenefitDollars),
    performancePercent,
    band: performanceBand(performancePercent),
    years: withoutConversion.years.map((withoutYear, index) => ({
      year: withoutYear.year,
      phase: withoutYear.phase,
      withoutConversion: roundedYear(withoutYear),
      withConversion: roundedYear(
        definedOrThrow(withConversion.years[index], 'both strategies span the same years'),
      ),
    })),
  }
}

function validRothInput(input: unknown): RothInput {
  const parsed = rothInputSchema.safeParse(input)
  if (!parsed.success) throw new RothInputError(firstMessageByPath(parsed.error.issues))
  return parsed.data
}

/**
 * The children's after-tax inheritance with and without a Roth conversion for every preset and
 * custom scenario (dollars to cents, percents to 2 decimals); throws `RothInputError` when
 * `input` fails `rothInputSchema`.
 */
export function analyzeRothConversion(input: unknown): RothAnalysis {
  const validInput = validRothInput(input)
  const assumptions = assumptionsOf(validInput)
  return {
    mode: validInput.mode,
    taxYear,
    distributionYears,
    assumptions,
    scenarios: scenarioDefinitions(validInput).map((scenario) =>
      analyzeScenario(validInput, assumptions, scenario),
    ),
  }
}

/**
 * The first custom scenario alone, exactly as `analyzeRothConversion` gives it as `custom-1`,
 * without running the presets (for grids of many variants); throws `RothInputError` like it, and
 * when `input` has no custom scenario.
 */
export function analyzeFirstCustomScenario(input: unknown): RothScenarioAnalysis {
  const validInput = validRothInput(input)
  const [firstCustom] = scenarioDefinitions(validInput).slice(presetScenarios.length)
  if (!firstCustom) throw new RothInputError({ customScenarios: 'Add a custom scenario.' })
  return analyzeScenario(validInput, assumptionsOf(validInput), firstCustom)
}
