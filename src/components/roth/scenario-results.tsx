import type { RothInput, RothScenarioAnalysis, RothStrategyCandidate } from '@/domain/roth'
import type { InputSummaryLine } from '@/domain/roth/input-summary'

import { ScenarioCard } from './scenario-card'
import { StrategiesTable } from './strategies-table'
import { StrategyIncomeSection } from './strategy-income-section.client'

/**
 * The scenarios compared, one card each, preceded on paper by the inputs they follow from, then
 * the bracket-filling strategies ranked, when the analysis has any, with the parent's income
 * under one of them (`input`: the validated input analysed).
 */
export function ScenarioResults({
  input,
  inputSummary,
  scenarios,
  strategies,
}: {
  input: RothInput
  inputSummary: ReadonlyArray<InputSummaryLine>
  scenarios: ReadonlyArray<RothScenarioAnalysis>
  strategies: ReadonlyArray<RothStrategyCandidate>
}) {
  return (
    <>
      <section aria-labelledby="print-inputs" className="hidden print:block">
        <h2 id="print-inputs" className="text-2xl">
          Your inputs
        </h2>
        <dl className="mt-2">
          {inputSummary.map((line, index) => (
            <div key={`${line.field}-${index}`} className="flex gap-2">
              <dt className="font-semibold">{line.term}:</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <h2 className="mt-10 text-3xl">Scenarios compared</h2>
      <div className="mt-6 grid gap-5 md:grid-cols-2 print:grid-cols-2">
        {scenarios.map((scenario) => (
          <ScenarioCard key={scenario.id} scenario={scenario} />
        ))}
      </div>
      {strategies.length > 0 ? (
        <StrategiesTable strategies={strategies} scenarios={scenarios}>
          <StrategyIncomeSection input={input} strategies={strategies} />
        </StrategiesTable>
      ) : null}
    </>
  )
}
