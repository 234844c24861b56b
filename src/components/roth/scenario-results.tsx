import type { RothAnalysis, RothInput } from '@/domain/roth'
import type { InputSummaryLine } from '@/domain/roth/input-summary'
import { ownRmdsLeftOutNote } from '@/domain/roth/mode-notes'
import type { DollarsShown } from '@/domain/roth/results-copy'

import { ScenarioCard } from './scenario-card'
import { StrategiesTable } from './strategies-table'
import { StrategyIncomeSection } from './strategy-income-section.client'

/**
 * The scenarios compared, one card each in the dollars shown, preceded on paper by the inputs
 * they follow from and on screen by the warning that the owners' own required distributions are
 * left out (when they are, yet count), then the bracket-filling strategies ranked, when the
 * analysis has any, with the parent's income under one of them (`input`: the validated input).
 */
export function ScenarioResults({
  input,
  inputSummary,
  analysis,
  dollars,
}: {
  input: RothInput
  inputSummary: ReadonlyArray<InputSummaryLine>
  analysis: RothAnalysis
  dollars: DollarsShown
}) {
  const { scenarios, strategies } = analysis
  const rmdNote = ownRmdsLeftOutNote(input)
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
      {rmdNote ? (
        <p className="border-accent-700 bg-accent-100 mt-4 max-w-3xl rounded-md border-l-4 p-4">
          {rmdNote}
        </p>
      ) : null}
      <div className="mt-6 grid gap-5 md:grid-cols-2 print:grid-cols-2">
        {scenarios.map((scenario) => (
          <ScenarioCard
            key={scenario.id}
            scenario={scenario}
            analysis={analysis}
            dollars={dollars}
          />
        ))}
      </div>
      {strategies.length > 0 ? (
        <StrategiesTable input={input} analysis={analysis} dollars={dollars}>
          <StrategyIncomeSection input={input} strategies={strategies} />
        </StrategiesTable>
      ) : null}
    </>
  )
}
