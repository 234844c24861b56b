import type { PerformanceBand } from './bands'
import { assumptionsOf } from './family-plan'
import { analyzeFirstCustomScenario, type RothInput, type RothScenarioAnalysis } from './index'
import { presetScenarios } from './presets'

/** One cell of the grid: a flat-rate scenario's result for one children's rate and one horizon. */
export type SensitivityCell = {
  childTaxRatePercent: number
  yearsUntilInheritance: number
  netBenefit: number
  performancePercent: number
  band: PerformanceBand
  /** True for the cell with the scenario's own children's rate and the visitor's own years. */
  isVisitorCase: boolean
}

/** A scenario's net benefit across children's tax rates (rows) and years until inheritance (columns). */
export type SensitivityGrid = {
  scenarioLabel: string
  conversionPercent: number
  parentTaxRatePercent: number
  /** Row headings, ascending (percent, 24 = 24%). */
  childTaxRates: number[]
  /** Column headings, ascending (whole years). */
  yearsUntilInheritance: number[]
  /** `rows[i]` is `childTaxRates[i]`, one cell per entry of `yearsUntilInheritance`. */
  rows: SensitivityCell[][]
}

/** The scenario a grid varies: its conversion percent and parent's rate stay fixed. */
export type SensitivityScenario = {
  label: string
  conversionPercent: number
  parentTaxRatePercent: number
  childTaxRatePercent: number
}

/** The grid's standard rows: the federal income-tax rates (percent). */
export const federalRatePercents: ReadonlyArray<number> = [10, 12, 22, 24, 32, 35, 37]

/** The grid's standard columns: years until inheritance. */
export const inheritanceYearsColumns: ReadonlyArray<number> = [0, 5, 10, 15, 20, 25, 30]

/** `values` with `extra` added if missing, ascending. */
function ascendingWith(values: ReadonlyArray<number>, extra: number): number[] {
  return [...new Set([...values, extra])].sort((a, b) => a - b)
}

// The label of the one scenario each cell analyses; it never reaches the grid.
const cellScenarioLabel = 'Sensitivity cell'

/**
 * The net benefit of `scenario` (its conversion percent and parent's rate, as flat rates) for each
 * federal children's rate and each horizon from 0 to 30 years, plus the scenario's own children's
 * rate and the visitor's own years; every other setting comes from `input` (quick mode: its fixed
 * assumptions). A visitor's conversion spread over more years than a column allows is shortened
 * to `max(1, years)` there. Throws `RothInputError` if the scenario's percents are out of range.
 */
export function sensitivityGrid(input: RothInput, scenario: SensitivityScenario): SensitivityGrid {
  // The settings every cell shares: the visitor's in detailed mode, quick mode's fixed ones otherwise.
  const settings = assumptionsOf(input)
  const visitorYears = settings.yearsUntilInheritance
  const childTaxRates = ascendingWith(federalRatePercents, scenario.childTaxRatePercent)
  const yearsColumns = ascendingWith(inheritanceYearsColumns, visitorYears)

  const cellOf = (childTaxRatePercent: number, years: number): SensitivityCell => {
    const result = analyzeFirstCustomScenario({
      mode: 'detailed',
      totalPreTaxAccounts: input.totalPreTaxAccounts,
      totalRothAccounts: input.totalRothAccounts,
      numberOfChildren: input.numberOfChildren,
      yearsUntilInheritance: years,
      annualReturnPercent: settings.annualReturnPercent,
      taxPaidFrom: settings.taxPaidFrom,
      // Installments must end before the inheritance (the model's rule): at most max(1, years).
      conversionYears: Math.min(settings.conversionYears, Math.max(1, years)),
      taxModel: 'flat',
      taxableReturnDragPercent: settings.taxableReturnDragPercent,
      customScenarios: [
        {
          label: cellScenarioLabel,
          conversionPercent: scenario.conversionPercent,
          parentTaxRatePercent: scenario.parentTaxRatePercent,
          childTaxRatePercent,
        },
      ],
    })
    return {
      childTaxRatePercent,
      yearsUntilInheritance: years,
      netBenefit: result.netBenefit,
      performancePercent: result.performancePercent,
      band: result.band,
      // Under brackets the visitor's own result is not a flat-rate cell: none is marked.
      isVisitorCase:
        settings.taxModel === 'flat' &&
        childTaxRatePercent === scenario.childTaxRatePercent &&
        years === visitorYears,
    }
  }

  return {
    scenarioLabel: scenario.label,
    conversionPercent: scenario.conversionPercent,
    parentTaxRatePercent: scenario.parentTaxRatePercent,
    childTaxRates,
    yearsUntilInheritance: yearsColumns,
    rows: childTaxRates.map((rate) => yearsColumns.map((years) => cellOf(rate, years))),
  }
}

/**
 * The flat rates a scenario's grid varies around: the scenario's own, or under brackets its
 * preset's rates or the rates the visitor typed for a custom scenario; null when it has none.
 */
export function sensitivityScenarioOf(
  scenario: RothScenarioAnalysis,
  input: RothInput,
): SensitivityScenario | null {
  const customIndex = scenario.id.startsWith('custom-') ? Number(scenario.id.slice(7)) - 1 : -1
  const rates: { parentTaxRatePercent?: number; childTaxRatePercent?: number } =
    presetScenarios.find((preset) => preset.id === scenario.id) ??
    input.customScenarios?.[customIndex] ??
    {}
  const parentTaxRatePercent = scenario.parentTaxRatePercent ?? rates.parentTaxRatePercent
  const childTaxRatePercent = scenario.childTaxRatePercent ?? rates.childTaxRatePercent
  if (parentTaxRatePercent === undefined || childTaxRatePercent === undefined) return null
  return {
    label: scenario.label,
    conversionPercent: scenario.conversionPercent,
    parentTaxRatePercent,
    childTaxRatePercent,
  }
}
