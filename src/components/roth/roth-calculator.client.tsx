'use client'

import { rothInputSummary } from '@/domain/roth/input-summary'
import { otherIncomeMedicareTier } from '@/domain/roth/results-copy'

import { AssumptionNotesSection } from './assumption-notes-section'
import { CorrectionNotice } from './correction-notice'
import { CustomScenarioFields } from './custom-scenario-fields'
import { DollarsSwitch } from './dollars-switch'
import { FamilyForm } from './family-form'
import { HeirTimeline } from './heir-timeline'
import { adviseOn } from './personalization-copy'
import { isPersonalizationPath } from './personalization-fields'
import { PersonalizationPanel } from './personalization-panel'
import { ResultActions } from './result-actions'
import type { RothCalculatorStart } from './roth-calculator-model'
import { ScenarioResults } from './scenario-results'
import { SensitivityGrid } from './sensitivity-grid'
import { tableScenarioOf } from './table-scenario'
import { useRothCalculator } from './use-roth-calculator'
import { YearByYearSection } from './year-by-year-section'

/** Whether only the modal shows a field (the number of children is on the page as well). */
const isModalOnlyPath = (path: string) => isPersonalizationPath(path) && path !== 'numberOfChildren'

/**
 * The Roth conversion calculator: the three quick fields, the personalization modal (detailed
 * mode), up to three custom scenarios, scenario cards, the strategies, a year-by-year chart and
 * table, the sensitivity grid and how it was all calculated, every total in the dollars chosen
 * (2026's by default, when there is inflation). Results follow the typing once it pauses, with a
 * visible "Updating…" meanwhile; the address keeps every input, so a link reproduces the
 * analysis; a polite announcement says the results changed. It starts from `start`, the first
 * view computed on the server, so hydrating it runs no model.
 */
export function RothCalculator({ start }: { start: RothCalculatorStart }) {
  const {
    state,
    settled,
    isUpdating,
    announcement,
    copyStatus,
    change,
    applyNow,
    selectTableScenario,
    showDollars,
    prepare,
    changeScenario,
    addScenario,
    removeScenario,
    copyLink,
  } = useRothCalculator(start)

  const { result } = settled
  const errors = result.ok ? {} : result.fieldErrors
  const scenarios = result.ok ? result.analysis.scenarios : []
  const { dollars } = settled.state
  const tableScenario = tableScenarioOf(result, settled.tableScenarioId)
  const usesFlatRates = state.mode === 'quick' || state.detailed.taxModel !== 'brackets'
  const inputSummary = result.ok ? rothInputSummary(result.input) : []
  const detailedSummary =
    state.mode === 'detailed' ? inputSummary.filter((line) => isModalOnlyPath(line.field)) : []
  // Errors in fields only the modal shows are listed apart: their fields are in the modal.
  const modalOnlyErrors = Object.entries(errors)
    .filter(([path]) => isModalOnlyPath(path))
    .map(([path, message]): [string, string] => [path, adviseOn(message)])
  const pageErrors = Object.entries(errors).filter(([path]) => !isModalOnlyPath(path))

  return (
    <div onFocus={prepare} onPointerDown={prepare}>
      <FamilyForm
        state={state}
        errors={errors}
        onChange={change}
        onSubmit={() => applyNow(state)}
      />

      <PersonalizationPanel state={state} detailedSummary={detailedSummary} onApply={applyNow} />

      <p className="sr-only" role="status">
        {announcement}
      </p>
      <p
        aria-hidden="true"
        className={`text-brand-950 mt-4 font-semibold print:hidden ${isUpdating ? '' : 'invisible'}`}
      >
        Updating…
      </p>

      {result.ok ? (
        <div aria-busy={isUpdating}>
          {result.analysis.inflationPercent > 0 ? (
            <DollarsSwitch state={settled.state} analysis={result.analysis} onShow={showDollars} />
          ) : null}
          <ResultActions
            settledState={settled.state}
            analysis={result.analysis}
            otherIncomeTier={otherIncomeMedicareTier(result.input)}
            tableScenarioId={tableScenario?.id}
            copyStatus={copyStatus}
            onCopyLink={copyLink}
          />
          <ScenarioResults
            input={result.input}
            inputSummary={inputSummary}
            analysis={result.analysis}
            dollars={dollars}
          />
          <HeirTimeline analysis={result.analysis} input={result.input} />
        </div>
      ) : (
        <CorrectionNotice pageErrors={pageErrors} modalOnlyErrors={modalOnlyErrors} />
      )}

      <CustomScenarioFields
        scenarios={state.customScenarios}
        errors={errors}
        usesFlatRates={usesFlatRates}
        onChange={changeScenario}
        onAdd={addScenario}
        onRemove={removeScenario}
      />

      {tableScenario ? (
        <YearByYearSection
          scenarios={scenarios}
          tableScenario={tableScenario}
          analysis={result.ok ? result.analysis : null}
          dollars={dollars}
          onSelectScenario={selectTableScenario}
        />
      ) : null}

      {result.ok && tableScenario ? (
        <section aria-labelledby="sensitivity-heading" className="mt-12">
          <h2 id="sensitivity-heading" className="text-3xl">
            What if the timing or the return differ?
          </h2>
          <SensitivityGrid analysis={result.analysis} scenario={tableScenario} dollars={dollars} />
        </section>
      ) : null}

      {result.ok ? (
        <AssumptionNotesSection input={result.input} analysis={result.analysis} />
      ) : null}
    </div>
  )
}
