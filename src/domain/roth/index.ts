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
  withWait,
  type BracketFamilyPlan,
  type BracketRothInput,
  type FamilyPlan,
  type RothAssumptions,
} from './family-plan'
import type { HeirRule } from './heir-schedule'
import type { OwnerRole } from './household-years'
import { roundToCents, roundToHundredths } from './output-rounding'
import { presetScenarios, type PresetScenario } from './presets'
import { priceIndexOf, type PriceIndex } from './price-index'
import { applicableAgeOf, type ApplicableAge } from './required-beginning-date'
import {
  rothInputSchema,
  type Beneficiary,
  type BeneficiaryType,
  type RothInput,
} from './roth-input.schema'
import { sensitivityOf, type RothSensitivity, type SensitivityNetBenefits } from './sensitivity'
import {
  simulateConversion,
  type ConversionOutcome,
  type StrategyOutcome,
  type StrategyYear,
} from './simulate'
import { strategyCandidates, type StrategyCandidate } from './strategies'
import { todaysFlowsOf, todaysSumDollars } from './todays-dollars'

export {
  rothInputSchema,
  type Beneficiary,
  type BeneficiaryType,
  type RothAssumptions,
  type RothInput,
  type RothSensitivity,
}

/** One strategy's accounts and flows in one year, in dollars rounded to cents. */
export type RothMoney = {
  preTax: number
  roth: number
  taxable: number
  taxPaid: number
  /** That year's Medicare surcharge over the premiums of other income alone. */
  medicareSurcharge: number
  afterTaxValue: number
  /** That year's required distribution from the owner's pre-tax IRA, and its tax. */
  ownerRmd: number
  ownerRmdTax: number
}

/** One strategy's accounts at the end of a year, nominal and in 2026 dollars (`today`). */
export type RothStrategyYear = RothMoney & { today: RothMoney }

/** The sums a strategy's totals report, in dollars rounded to cents. */
export type RothTotalsMoney = {
  /** Dollars the children keep after all income taxes. */
  afterTaxToHeirs: number
  /** Their tax on inherited-IRA withdrawals (a trust's included). */
  heirsTax: number
  /** The owners' required distributions before the inheritance, and their tax. */
  ownerRmds: number
  ownerRmdTax: number
  /** Medicare surcharges over the premiums of other income alone. */
  medicareSurcharge: number
}

/** A strategy's totals, nominal and in 2026 dollars (`today`). */
export type RothStrategyTotals = RothTotalsMoney & { today: RothTotalsMoney }

/** A result's own figures in 2026 dollars (roth-model.md §18). */
export type RothToday = {
  conversionAmount: number
  conversionTax: number
  medicareSurcharge: number
  netBenefit: number
}

/** A scenario's id: a preset's, or `custom-1` to `custom-3` in the order given. */
export type RothScenarioId = PresetScenario['id'] | `custom-${1 | 2 | 3}`

/** One year of both strategies: the parents', the survivor's, then the children's to the horizon. */
export type RothYearRow = {
  year: number
  calendarYear: number
  phase: 'parent' | 'survivor' | 'heirs'
  /** The price index of the year's end (1 in 2026; unrounded): nominal ÷ it = 2026 dollars. */
  deflator: number
  withoutConversion: RothStrategyYear
  withConversion: RothStrategyYear
}

/** What converting does, for a scenario or a strategy: dollars to cents, percents to 2 decimals. */
export type RothResult = {
  /** The dollars converted (less than planned when the IRA runs short). */
  conversionAmount: number
  /** The owner's income tax on the conversion. */
  conversionTax: number
  /** The converting strategy's Medicare surcharges (0 unless Medicare is included). */
  medicareSurcharge: number
  withoutConversion: RothStrategyTotals
  withConversion: RothStrategyTotals
  netBenefit: number
  performancePercent: number
  band: PerformanceBand
  today: RothToday
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

/** One child: the rule that applies to their inherited IRAs, its last heir year, who inherits. */
export type RothHeir = {
  rule: HeirRule
  lastYear: number
  beneficiary: Beneficiary
  /** Echoed for the benefits note; not modelled. */
  meansTestedBenefits: boolean
}

/** Who owns the IRAs when the children inherit, and that owner's applicable age (null: unknown). */
export type RothOwner = { atInheritance: OwnerRole; applicableAge: ApplicableAge | null }

/** The result of `analyzeRothConversion`: the settings used and every scenario, presets first. */
export type RothAnalysis = {
  mode: RothInput['mode']
  taxYear: typeof taxYear
  /** The heirs' horizon in years: 10, or longer when a child's rule runs longer. */
  distributionYears: number
  /** The calendar year at whose end the results are valued (2026 + Y + H). */
  valuationYear: number
  inflationPercent: number
  /** The price index of the valuation date, unrounded: nominal ÷ it = 2026 dollars. */
  deflator: number
  assumptions: RothAssumptions
  owner: RothOwner
  heirs: RothHeir[]
  scenarios: RothScenarioAnalysis[]
  /** Best first; empty unless detailed mode under brackets. */
  strategies: RothStrategyCandidate[]
  sensitivity: RothSensitivity<RothScenarioId>
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
  /** The bracket family's plan by wait and return (break-even and grid reruns share them). */
  bracketPlans: Map<string, BracketFamilyPlan>
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

/**
 * The bracket family's plan with `settings`, made once per wait and return (break-even and grid
 * reruns share it; nothing else in `settings` varies within an analysis).
 */
function bracketPlanOf(
  context: AnalysisContext,
  bracketInput: BracketRothInput,
  settings: RothAssumptions,
): BracketFamilyPlan {
  const key = `${settings.yearsUntilInheritance}:${settings.annualReturnPercent}`
  const known = context.bracketPlans.get(key)
  if (known) return known
  const plan = bracketFamilyPlan(bracketInput, settings)
  context.bracketPlans.set(key, plan)
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
  // Equal installments; the simulation converts no more than the IRA holds after the RMD.
  return simulateConversion({
    ...familyPlanOf(context, settings, scenario),
    conversionDollars: (year) => (year < settings.conversionYears ? installmentDollars : 0),
  })
}

const netBenefitDollarsOf = (outcome: ConversionOutcome) =>
  outcome.withConversion.afterTaxToHeirsDollars - outcome.withoutConversion.afterTaxToHeirsDollars

/** The price index of `settings`' projections: the person's inflation (0 outside brackets). */
const priceIndexOfSettings = (settings: RothAssumptions) => priceIndexOf(settings.inflationPercent)

/** The years from 2026 to the valuation date (the wait plus the heirs' horizon): the last row's. */
const valuationYearsOf = (outcome: ConversionOutcome) => outcome.withConversion.years.length - 1

/** A projection's net benefit, nominal and in 2026 dollars, rounded as the cards round them. */
function netBenefitsOf(
  settings: RothAssumptions,
  outcome: ConversionOutcome,
): SensitivityNetBenefits {
  const netBenefitDollars = netBenefitDollarsOf(outcome)
  const deflator = priceIndexOfSettings(settings)(valuationYearsOf(outcome))
  return {
    netBenefit: roundToCents(netBenefitDollars),
    netBenefitToday: roundToCents(netBenefitDollars / deflator),
  }
}

/**
 * The scenario's break-even wait (roth-model.md §11): rerun with every wait from 0 to 50 years, the
 * same total converted in at most that many installments, all else equal.
 */
function scenarioBreakEvenYears(context: AnalysisContext, scenario: ScenarioDefinition) {
  const { settings } = context
  return breakEvenYears((yearsUntilInheritance) => {
    const rerun = withWait(settings, yearsUntilInheritance)
    return roundToCents(netBenefitDollarsOf(scenarioOutcome(context, rerun, scenario)))
  })
}

function roundedMoney(strategyYear: StrategyYear, divisor: number): RothMoney {
  return {
    preTax: roundToCents(strategyYear.preTaxDollars / divisor),
    roth: roundToCents(strategyYear.rothDollars / divisor),
    taxable: roundToCents(strategyYear.taxableDollars / divisor),
    taxPaid: roundToCents(strategyYear.taxPaidDollars / divisor),
    medicareSurcharge: roundToCents(strategyYear.medicareSurchargeDollars / divisor),
    afterTaxValue: roundToCents(strategyYear.afterTaxValueDollars / divisor),
    ownerRmd: roundToCents(strategyYear.ownerRmdDollars / divisor),
    ownerRmdTax: roundToCents(strategyYear.ownerRmdTaxDollars / divisor),
  }
}

function roundedYear(strategyYear: StrategyYear, deflator: number): RothStrategyYear {
  return { ...roundedMoney(strategyYear, 1), today: roundedMoney(strategyYear, deflator) }
}

function roundedTotals(
  outcome: StrategyOutcome,
  priceIndex: PriceIndex,
  deflator: number,
): RothStrategyTotals {
  const today = todaysFlowsOf(outcome, priceIndex)
  return {
    afterTaxToHeirs: roundToCents(outcome.afterTaxToHeirsDollars),
    heirsTax: roundToCents(outcome.heirsTaxDollars),
    ownerRmds: roundToCents(outcome.ownerRmdsDollars),
    ownerRmdTax: roundToCents(outcome.ownerRmdTaxDollars),
    medicareSurcharge: roundToCents(outcome.medicareSurchargeDollars),
    today: {
      afterTaxToHeirs: roundToCents(outcome.afterTaxToHeirsDollars / deflator),
      heirsTax: roundToCents(today.heirsTaxDollars),
      ownerRmds: roundToCents(today.ownerRmdsDollars),
      ownerRmdTax: roundToCents(today.ownerRmdTaxDollars),
      medicareSurcharge: roundToCents(today.medicareSurchargeDollars),
    },
  }
}

/** The outcome's results both scenarios and strategies report, rounded for output. */
function roundedResults(settings: RothAssumptions, outcome: ConversionOutcome): RothResult {
  const { withoutConversion, withConversion } = outcome
  const priceIndex = priceIndexOfSettings(settings)
  const deflator = priceIndex(valuationYearsOf(outcome))
  const netBenefitDollars = netBenefitDollarsOf(outcome)
  // Relative to what the children would inherit anyway: the family's question as a ratio.
  const performancePercent = roundToHundredths(
    withoutConversion.afterTaxToHeirsDollars > 0
      ? (netBenefitDollars / withoutConversion.afterTaxToHeirsDollars) * 100
      : 0,
  )
  const convertingParentYears = withConversion.years.slice(
    0,
    outcome.conversionDollarsByYear.length,
  )
  return {
    conversionAmount: roundToCents(outcome.conversionDollars),
    conversionTax: roundToCents(outcome.conversionTaxDollars),
    medicareSurcharge: roundToCents(outcome.medicareSurchargeDollars),
    withoutConversion: roundedTotals(withoutConversion, priceIndex, deflator),
    withConversion: roundedTotals(withConversion, priceIndex, deflator),
    netBenefit: roundToCents(netBenefitDollars),
    performancePercent,
    band: performanceBand(performancePercent),
    today: {
      conversionAmount: roundToCents(todaysSumDollars(outcome.conversionDollarsByYear, priceIndex)),
      conversionTax: roundToCents(
        todaysSumDollars(
          convertingParentYears.map((year) => year.taxPaidDollars),
          priceIndex,
        ),
      ),
      medicareSurcharge: roundToCents(
        todaysFlowsOf(withConversion, priceIndex).medicareSurchargeDollars,
      ),
      netBenefit: netBenefitsOf(settings, outcome).netBenefitToday,
    },
  }
}

/** Both strategies' year rows side by side, rounded for output. */
function yearRowsOf(settings: RothAssumptions, outcome: ConversionOutcome): RothYearRow[] {
  const { withoutConversion, withConversion } = outcome
  const priceIndex = priceIndexOfSettings(settings)
  return withoutConversion.years.map((withoutYear, index) => {
    const deflator = priceIndex(withoutYear.year)
    return {
      year: withoutYear.year,
      calendarYear: taxYear + withoutYear.year,
      phase: withoutYear.phase,
      deflator,
      withoutConversion: roundedYear(withoutYear, deflator),
      withConversion: roundedYear(
        definedOrThrow(withConversion.years[index], 'both strategies span the same years'),
        deflator,
      ),
    }
  })
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
    ...roundedResults(context.settings, outcome),
    years: yearRowsOf(context.settings, outcome),
  }
}

function analyzeStrategies(context: AnalysisContext): RothStrategyCandidate[] {
  const { bracketInput, settings } = context
  if (!bracketInput) return []
  const family = bracketPlanOf(context, bracketInput, settings)
  const analysed = strategyCandidates(bracketInput, settings, family).map(
    ({ id, label, bracketPercent, years, irmaaTier, conversionDollars }) => {
      const outcome = simulateConversion({ ...family, conversionDollars })
      return {
        id,
        label,
        bracketPercent,
        years,
        irmaaTier,
        ...roundedResults(settings, outcome),
      }
    },
  )
  // Best net benefit first; a tie goes to the smaller conversion, then to candidate order.
  return analysed.sort(
    (a, b) => b.netBenefit - a.netBenefit || a.conversionAmount - b.conversionAmount,
  )
}

/** Each child's rule, who inherits, the horizon and the valuation date (not scenario-dependent). */
function heirsOf(
  context: AnalysisContext,
): Pick<RothAnalysis, 'heirs' | 'distributionYears' | 'valuationYear' | 'deflator'> {
  const { settings, bracketInput } = context
  const { heirs, horizonYears } = familyPlanOf(context, settings, presetScenarios[0]!)
  const valuationYears = settings.yearsUntilInheritance + horizonYears
  return {
    heirs: heirs.map(({ schedule }, index) => {
      const child = bracketInput?.children[index]
      return {
        rule: schedule.rule,
        lastYear: schedule.lastYear,
        beneficiary: child?.beneficiary ?? settings.beneficiary,
        meansTestedBenefits: child?.meansTestedBenefits ?? false,
      }
    }),
    distributionYears: horizonYears,
    valuationYear: taxYear + valuationYears,
    deflator: priceIndexOfSettings(settings)(valuationYears),
  }
}

/** Who owns the IRAs at the inheritance, and their applicable age when their age is known. */
function ownerOf(context: AnalysisContext): RothOwner {
  const { bracketInput, settings } = context
  if (!bracketInput) return { atInheritance: 'parent', applicableAge: null }
  const { role, age } = bracketPlanOf(context, bracketInput, settings).household.ownerAtInheritance
  return { atInheritance: role, applicableAge: age === undefined ? null : applicableAgeOf(age) }
}

/** Every scenario's net benefit across waits and returns, on all the person's own settings. */
function sensitivityOfContext(
  context: AnalysisContext,
  scenarios: ReadonlyArray<ScenarioDefinition>,
): RothSensitivity<RothScenarioId> {
  return sensitivityOf(context.settings, scenarios, (scenario, settings) =>
    netBenefitsOf(settings, scenarioOutcome(context, settings, scenario)),
  )
}

function validRothInput(input: unknown): RothInput {
  const parsed = rothInputSchema.safeParse(input)
  if (!parsed.success) throw new RothInputError(firstMessageByPath(parsed.error.issues))
  return parsed.data
}

/**
 * The children's after-tax inheritance with and without a Roth conversion for every preset and
 * custom scenario, with each one's break-even wait and its sensitivity grid, and under brackets
 * every bracket-filling strategy ranked (dollars to cents, percents to 2 decimals; each dollar
 * figure also in 2026 dollars); throws `RothInputError` when `input` fails `rothInputSchema`.
 */
export function analyzeRothConversion(input: unknown): RothAnalysis {
  const context = contextOf(validRothInput(input))
  const scenarios = scenarioDefinitions(context.input)
  return {
    mode: context.input.mode,
    taxYear,
    ...heirsOf(context),
    inflationPercent: context.settings.inflationPercent,
    assumptions: context.settings,
    owner: ownerOf(context),
    scenarios: scenarios.map((scenario) => ({
      ...analyzeScenario(context, scenario),
      breakEvenYears: scenarioBreakEvenYears(context, scenario),
    })),
    strategies: analyzeStrategies(context),
    sensitivity: sensitivityOfContext(context, scenarios),
  }
}
