import {
  analyzeRothConversion,
  RothInputError,
  type RothAnalysis,
  type RothScenarioAnalysis,
} from '../../src/domain/roth'

/** The scenario `id` of `analysis`; throws when there is none, naming it. */
export function scenarioOf(analysis: RothAnalysis, id: string): RothScenarioAnalysis {
  const scenario = analysis.scenarios.find((candidate) => candidate.id === id)
  if (!scenario) throw new Error(`No scenario ${id}`)
  return scenario
}

/** The messages by field that the model refuses `input` with; none when it accepts it. */
export function fieldErrorsOf(input: unknown): Record<string, string> {
  try {
    analyzeRothConversion(input)
  } catch (error) {
    if (error instanceof RothInputError) return error.fieldErrors
    throw error
  }
  return {}
}
