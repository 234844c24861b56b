import type { RothScenarioAnalysis } from '@/domain/roth'
import type { RothFormState } from '@/domain/roth/roth-form'
import { analyzeRothForm, type RothFormResult } from '@/domain/roth/roth-form-analysis'
import {
  sensitivityGrid,
  sensitivityScenarioOf,
  type SensitivityGrid,
} from '@/domain/roth/sensitivity-grid'

import { firstTableScenarioId, tableScenarioOf } from './table-scenario'

/**
 * What the Roth calculator computes: the server its first view, the browser what the visitor
 * changes, from a chunk it fetches then (`loadRothModel`), with the model and its schema (zod).
 */
export { analyzeRothForm }

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
