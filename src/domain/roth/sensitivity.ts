import { withWait, type RothAssumptions } from './family-plan'

/** Net benefits of one cell: nominal and in 2026 dollars, to the cent. */
export type SensitivityNetBenefits = { netBenefit: number; netBenefitToday: number }

/** One scenario's net benefits by row (years until inheritance) and column (return). */
export type RothSensitivityScenario<Id extends string> = {
  id: Id
  netBenefit: number[][]
  netBenefitToday: number[][]
}

/** The sensitivity grid (roth-model.md §21): every scenario rerun on the person's own settings. */
export type RothSensitivity<Id extends string = string> = {
  /** Row headings, ascending: 0, 5, …, 30 and the person's own wait. */
  yearsUntilInheritance: number[]
  /** Column headings, ascending: the person's return and 2 points either side, within 0–15. */
  annualReturnPercent: number[]
  /** The person's own cell ("Your case"), equal to the cards. */
  yourCase: { row: number; column: number }
  scenarios: RothSensitivityScenario<Id>[]
}

const standardWaits: ReadonlyArray<number> = [0, 5, 10, 15, 20, 25, 30]
const returnStepPercent = 2
const [lowestReturnPercent, highestReturnPercent] = [0, 15]

const ascendingUnique = (values: ReadonlyArray<number>) =>
  [...new Set(values)].sort((a, b) => a - b)

/**
 * The grid of every scenario's net benefit (roth-model.md §21): rows vary the years until the
 * inheritance (the conversion in at most that many years, as for the break-even), columns the
 * return; everything else is the person's own. `netBenefitsOf` reruns one scenario with
 * `settings`, exactly as the cards run it.
 */
export function sensitivityOf<Scenario extends { id: Id }, Id extends string>(
  settings: RothAssumptions,
  scenarios: ReadonlyArray<Scenario>,
  netBenefitsOf: (scenario: Scenario, settings: RothAssumptions) => SensitivityNetBenefits,
): RothSensitivity<Id> {
  const ownWait = settings.yearsUntilInheritance
  const ownReturn = settings.annualReturnPercent
  const waits = ascendingUnique([...standardWaits, ownWait])
  const returns = ascendingUnique(
    [ownReturn - returnStepPercent, ownReturn, ownReturn + returnStepPercent].map((percent) =>
      Math.min(highestReturnPercent, Math.max(lowestReturnPercent, percent)),
    ),
  )
  return {
    yearsUntilInheritance: waits,
    annualReturnPercent: returns,
    yourCase: { row: waits.indexOf(ownWait), column: returns.indexOf(ownReturn) },
    scenarios: scenarios.map((scenario) => {
      const cells = waits.map((wait) =>
        returns.map((annualReturnPercent) =>
          netBenefitsOf(scenario, { ...withWait(settings, wait), annualReturnPercent }),
        ),
      )
      return {
        id: scenario.id,
        netBenefit: cells.map((row) => row.map((cell) => cell.netBenefit)),
        netBenefitToday: cells.map((row) => row.map((cell) => cell.netBenefitToday)),
      }
    }),
  }
}
