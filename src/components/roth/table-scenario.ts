import type { RothScenarioAnalysis } from '@/domain/roth'
import type { RothFormResult } from '@/domain/roth/roth-form-analysis'

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
