import type { z } from 'zod'

import { performanceBand, type PerformanceBand } from './bands'
import { taxYear } from './brackets-2026'
import { breakEvenYears } from './break-even'
import { definedOrThrow } from './defined-or-throw'
import {
  assumptionsOf,
  bracketFamilyPlan,
  bracketInputOf,
  flatFamilyPlan,
  type BracketRothInput,
  type FamilyPlan,
  type RothAssumptions,
} from './family-plan'
import type { HeirRule } from './heir-schedule'
import { roundToCents, roundToHundredths } from './output-rounding'
import { presetScenarios, type PresetScenario } from './presets'
import { rothInputSchema, type BeneficiaryType, type RothInput } from './roth-input.schema'
import {
  simulateConversion,
  type ConversionOutcome,
  type StrategyOutcome,
  type StrategyYear,
} from './simulate'
import { strategyCandidates, type StrategyCandidate } from './strategies'

export { rothInputSchema, type BeneficiaryType, type RothAssumptions, type RothInput }

/** One strategy's accounts at the end of a year, in dollars rounded to cents. */
export type RothStrategyYear = {
  preTax: number
  roth: number
  taxable: number
  taxPaid: number
  /** That year's Medicare surcharge caused by the conversion (0 without one). */
  medicareSurcharge: number
  afterTaxValue: number
}

/** Dollars the children keep after all income taxes, and their tax on inherited-IRA withdrawals. */
export type RothStrategyTotals = { afterTaxToHeirs: number; heirsTax: number }

/** A scenario's id: a preset's, or `custom-1` to `custom-3` in the order given. */
export type RothScenarioId = PresetScenario['id'] | `custom-${1 | 2 | 3}`

/** One strategy's year rows: the parent's years, then the children's to the horizon. */
export type RothYearRow = {
  year: number
  phase: 'parent' | 'heirs'
  withoutConversion: RothStrategyYear
  withConversion: RothStrategyYear
}

/** What converting does, for a scenario or a strategy: dollars to cents, percents to 2 decimals. */
export type RothResult = {
  conversionAmount: number
  /** The parent's income tax on the conversion. */
  conversionTax: number
  /** The Medicare surcharges the conversion causes (0 unless Medicare is included). */
  medicareSurcharge: number
  withoutConversion: RothStrategyTotals
  withConversion: RothStrategyTotals
  netBenefit: number
  performancePercent: number
  band: PerformanceBand
}

/** One scenario's result. */
export type RothScenarioAnalysis = RothResult & {
  id: RothScenarioId
  label: string
  conversionPercent: number
  /** Null under brackets, where taxes come from the parent's and children's details. */
  parentTaxRatePercent: number | null
  childTaxRatePercent: number | null
  /** The fewest years the parent must live for converting to pay off; null: not within 50. */
  breakEvenYears: number | null
  years: RothYearRow[]
}

/** One "fill the bracket" strategy's result (roth-model.md §12). */
export type RothStrategyCandidate = RothResult & {
  id: string
  label: string
  bracketPercent: StrategyCandidate['bracketPercent']
  years: number
  irmaaTier: number | null
}

/** The rule that applies to one child's inherited IRAs and the heir year they end. */
export type RothHeir = { rule: HeirRule; lastYear: number }

/** The result of `analyzeRothConversion`: the settings used and every scenario, presets first. */
export type RothAnalysis = {
  mode: RothInput['mode']
  taxYear: typeof taxYear
  /** The heirs' horizon in years: 10, or longer when a child's rule runs longer. */
  distributionYears: number
  assumptions: RothAssumptions
  heirs: RothHeir[]
  scenarios: RothScenarioAnalysis[]
  /** Best first; empty unless detailed mode under brackets. */
  strategies: RothStrategyCandidate[]
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

/** A valid input with what every projection of it shares. */
type AnalysisContext = {
  input: RothInput
  bracketInput: BracketRothInput | null
  settings: RothAssumptions
  /** The bracket family's plan by years until inheritance (break-even reruns share them). */
  bracketPlans: Map<number, FamilyPlan>
}

function firstMessageByPath(issues: ReadonlyArray<z.core.$ZodIssue>): Record<string, string> {
  // Reversed, so that the first issue on a path is the one left standing.
  const entries = issues.map((issue) => [issue.path.join('.'), issue.message] as const)
  return Object.fromEntries(entries.reverse())
}

function contextOf(input: RothInput): AnalysisContext {
  const bracketInput = bracketInputOf(input)
  return { input, bracketInput, settings: assumptionsOf(input), bracketPlans: new Map() }
}

function scenarioDefinitions(input: RothInput): ScenarioDefinition[] {
  const custom = (input.customScenarios ?? []).map((scenario, index) => ({
    ...scenario,
    id: `custom-${index + 1}` as RothScenarioId,
  }))
  return [...presetScenarios, ...custom]
}

/** The family side of a projection with `settings`: brackets' (shared), or the scenario's rates. */
function familyPlanOf(
  context: AnalysisContext,
  settings: RothAssumptions,
  scenario: ScenarioDefinition,
): FamilyPlan {
  return context.bracketInput
    ? bracketPlanOf(context, context.bracketInput, settings)
    : flatFamilyPlan(context.input, settings, flatRatesOf(scenario))
}

/** The bracket family's plan with `settings`, made once per wait (break-even reruns share it). */
function bracketPlanOf(
  context: AnalysisContext,
  bracketInput: BracketRothInput,
  settings: RothAssumptions,
): FamilyPlan {
  const years = settings.yearsUntilInheritance
  const known = context.bracketPlans.get(years)
  if (known) return known
  const plan = bracketFamilyPlan(bracketInput, settings)
  context.bracketPlans.set(years, plan)
  return plan
}

// The schema requires both rates whenever the model is flat.
const flatRatesOf = (scenario: ScenarioDefinition) => ({
  parentTaxRatePercent: definedOrThrow(scenario.parentTaxRatePercent, 'flat rates'),
  childTaxRatePercent: definedOrThrow(scenario.childTaxRatePercent, 'flat rates'),
})

const conversionDollarsOf = (input: RothInput, scenario: ScenarioDefinition) =>
  input.totalPreTaxAccounts * (scenario.conversionPercent / 100)

/** A scenario's projection: its amount in equal installments over the conversion years. */
function scenarioOutcome(
  context: AnalysisContext,
  settings: RothAssumptions,
  scenario: ScenarioDefinition,
): ConversionOutcome {
  const installmentDollars = conversionDollarsOf(context.input, scenario) / settings.conversionYears
  return simulateConversion({
    ...familyPlanOf(context, settings, scenario),
    conversionDollars: (year) => (year < settings.conversionYears ? installmentDollars : 0),
  })
}

const netBenefitDollarsOf = (outcome: ConversionOutcome) =>
  outcome.withConversion.afterTaxToHeirsDollars - outcome.withoutConversion.afterTaxToHeirsDollars

/**
 * The scenario's break-even wait (roth-model.md §11): rerun with every wait from 0 to 50 years, the
 * same total converted in at most that many installments, all else equal.
 */
function scenarioBreakEvenYears(context: AnalysisContext, scenario: ScenarioDefinition) {
  const { settings } = context
  return breakEvenYears((yearsUntilInheritance) => {
    const rerun = {
      ...settings,
      yearsUntilInheritance,
      conversionYears: Math.min(settings.conversionYears, Math.max(1, yearsUntilInheritance)),
    }
    return roundToCents(netBenefitDollarsOf(scenarioOutcome(context, rerun, scenario)))
  })
}

function roundedYear(strategyYear: StrategyYear): RothStrategyYear {
  return {
    preTax: roundToCents(strategyYear.preTaxDollars),
    roth: roundToCents(strategyYear.rothDollars),
    taxable: roundToCents(strategyYear.taxableDollars),
    taxPaid: roundToCents(strategyYear.taxPaidDollars),
    medicareSurcharge: roundToCents(strategyYear.medicareSurchargeDollars),
    afterTaxValue: roundToCents(strategyYear.afterTaxValueDollars),
  }
}

function roundedTotals(outcome: StrategyOutcome): RothStrategyTotals {
  return {
    afterTaxToHeirs: roundToCents(outcome.afterTaxToHeirsDollars),
    heirsTax: roundToCents(outcome.heirsTaxDollars),
  }
}

/** The outcome's results both scenarios and strategies report, rounded for output. */
function roundedResults(outcome: ConversionOutcome) {
  const { withoutConversion, withConversion } = outcome
  const netBenefitDollars = netBenefitDollarsOf(outcome)
  // Relative to what the children would inherit anyway: the family's question as a ratio.
  const performancePercent = roundToHundredths(
    withoutConversion.afterTaxToHeirsDollars > 0
      ? (netBenefitDollars / withoutConversion.afterTaxToHeirsDollars) * 100
      : 0,
  )
  return {
    conversionTax: roundToCents(outcome.conversionTaxDollars),
    medicareSurcharge: roundToCents(outcome.medicareSurchargeDollars),
    withoutConversion: roundedTotals(withoutConversion),
    withConversion: roundedTotals(withConversion),
    netBenefit: roundToCents(netBenefitDollars),
    performancePercent,
    band: performanceBand(performancePercent),
  }
}

/** Both strategies' year rows side by side, rounded for output. */
function yearRowsOf(outcome: ConversionOutcome): RothYearRow[] {
  const { withoutConversion, withConversion } = outcome
  return withoutConversion.years.map((withoutYear, index) => ({
    year: withoutYear.year,
    phase: withoutYear.phase,
    withoutConversion: roundedYear(withoutYear),
    withConversion: roundedYear(
      definedOrThrow(withConversion.years[index], 'both strategies span the same years'),
    ),
  }))
}

function analyzeScenario(
  context: AnalysisContext,
  scenario: ScenarioDefinition,
): Omit<RothScenarioAnalysis, 'breakEvenYears'> {
  const outcome = scenarioOutcome(context, context.settings, scenario)
  return {
    id: scenario.id,
    label: scenario.label,
    conversionPercent: scenario.conversionPercent,
    // Null under brackets, where taxes come from the parent's and children's details.
    ...(context.bracketInput
      ? { parentTaxRatePercent: null, childTaxRatePercent: null }
      : flatRatesOf(scenario)),
    conversionAmount: roundToCents(conversionDollarsOf(context.input, scenario)),
    ...roundedResults(outcome),
    years: yearRowsOf(outcome),
  }
}

function analyzeStrategies(context: AnalysisContext): RothStrategyCandidate[] {
  const { bracketInput, settings } = context
  if (!bracketInput) return []
  const family = bracketPlanOf(context, bracketInput, settings)
  const analysed = strategyCandidates(bracketInput, settings).map(
    ({ id, label, bracketPercent, years, irmaaTier, conversionDollars }) => {
      const outcome = simulateConversion({ ...family, conversionDollars })
      return {
        id,
        label,
        bracketPercent,
        years,
        irmaaTier,
        conversionAmount: roundToCents(outcome.conversionDollars),
        ...roundedResults(outcome),
      }
    },
  )
  // Best net benefit first; a tie goes to the smaller conversion, then to candidate order.
  return analysed.sort(
    (a, b) => b.netBenefit - a.netBenefit || a.conversionAmount - b.conversionAmount,
  )
}

/** Each child's rule and the horizon; they do not depend on a scenario's rates. */
function heirsOf(context: AnalysisContext): Pick<RothAnalysis, 'heirs' | 'distributionYears'> {
  const { heirs, horizonYears } = familyPlanOf(context, context.settings, presetScenarios[0]!)
  return {
    heirs: heirs.map(({ schedule }) => ({ rule: schedule.rule, lastYear: schedule.lastYear })),
    distributionYears: horizonYears,
  }
}

function validRothInput(input: unknown): RothInput {
  const parsed = rothInputSchema.safeParse(input)
  if (!parsed.success) throw new RothInputError(firstMessageByPath(parsed.error.issues))
  return parsed.data
}

/**
 * The children's after-tax inheritance with and without a Roth conversion for every preset and
 * custom scenario, with each one's break-even wait, and under brackets every bracket-filling
 * strategy ranked (dollars to cents, percents to 2 decimals); throws `RothInputError` when `input`
 * fails `rothInputSchema`.
 */
export function analyzeRothConversion(input: unknown): RothAnalysis {
  const context = contextOf(validRothInput(input))
  return {
    mode: context.input.mode,
    taxYear,
    ...heirsOf(context),
    assumptions: context.settings,
    scenarios: scenarioDefinitions(context.input).map((scenario) => ({
      ...analyzeScenario(context, scenario),
      breakEvenYears: scenarioBreakEvenYears(context, scenario),
    })),
    strategies: analyzeStrategies(context),
  }
}

/**
 * The first custom scenario alone, exactly as `analyzeRothConversion` gives it as `custom-1` but
 * without its break-even wait, and without the presets (for grids of many variants); throws
 * `RothInputError` like it, and when `input` has no custom scenario.
 */
export function analyzeFirstCustomScenario(
  input: unknown,
): Omit<RothScenarioAnalysis, 'breakEvenYears'> {
  const validInput = validRothInput(input)
  const [firstCustom] = scenarioDefinitions(validInput).slice(presetScenarios.length)
  if (!firstCustom) throw new RothInputError({ customScenarios: 'Add a custom scenario.' })
  return analyzeScenario(contextOf(validInput), firstCustom)
}
