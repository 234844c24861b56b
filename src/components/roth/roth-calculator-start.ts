import type { RothScenarioAnalysis } from '@/domain/roth'
import { analyzeRothForm, type RothFormResult, type RothFormState } from '@/domain/roth/roth-form'
import {
  sensitivityGrid,
  sensitivityScenarioOf,
  type SensitivityGrid,
} from '@/domain/roth/sensitivity-grid'

/** The scenario the year-by-year section and the grid show until the visitor picks another. */
export const firstTableScenarioId = 'moderate'

/** The scenario of the year-by-year section: the one with `scenarioId`, else the first. */
export function tableScenarioOf(
  result: RothFormResult,
  scenarioId: string,
): RothScenarioAnalysis | undefined {
  const scenarios = result.ok ? result.analysis.scenarios : []
  return scenarios.find((scenario) => scenario.id === scenarioId) ?? scenarios[0]
}

/** The sensitivity grid around `tableScenario` (up to about 70 model runs); null without one. */
export function sensitivityGridOf(
  result: RothFormResult,
  tableScenario: RothScenarioAnalysis | undefined,
): SensitivityGrid | null {
  const gridScenario =
    result.ok && tableScenario ? sensitivityScenarioOf(tableScenario, result.input) : null
  return result.ok && gridScenario ? sensitivityGrid(result.input, gridScenario) : null
}

/** What the calculator shows first: the inputs, their results and the first scenario's grid. */
export type RothCalculatorStart = {
  state: RothFormState
  result: RothFormResult
  grid: SensitivityGrid | null
}

/**
 * The calculator's first view, computed where it is first rendered (the page, on the server), so
 * that hydrating it runs no model: the browser computes only what the visitor changes.
 */
export function rothCalculatorStart(state: RothFormState): RothCalculatorStart {
  const result = analyzeRothForm(state)
  return {
    state,
    result,
    grid: sensitivityGridOf(result, tableScenarioOf(result, firstTableScenarioId)),
  }
}
