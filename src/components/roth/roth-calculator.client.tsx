'use client'

import { rothInputSummary } from '@/domain/roth/input-summary'

import { CorrectionNotice } from './correction-notice'
import { CustomScenarioFields } from './custom-scenario-fields'
import { FamilyForm } from './family-form'
import { HeirTimeline } from './heir-timeline'
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
 * mode), up to three custom scenarios, scenario cards, and a year-by-year chart and table.
 * Results follow the typing once it pauses; the address keeps every input, so a link
 * reproduces the analysis; a polite announcement says the results changed. It starts from
 * `start`, the first view computed on the server, so hydrating it runs no model.
 */
export function RothCalculator({ start }: { start: RothCalculatorStart }) {
  const {
    state,
    settled,
    announcement,
    copyStatus,
    change,
    applyNow,
    selectTableScenario,
    prepare,
    changeScenario,
    addScenario,
    removeScenario,
    copyLink,
  } = useRothCalculator(start)

  const { result, grid } = settled
  const errors = result.ok ? {} : result.fieldErrors
  const scenarios = result.ok ? result.analysis.scenarios : []
  const tableScenario = tableScenarioOf(result, settled.tableScenarioId)
  const usesFlatRates = state.mode === 'quick' || state.detailed.taxModel !== 'brackets'
  const inputSummary = result.ok ? rothInputSummary(result.input) : []
  const detailedSummary =
    state.mode === 'detailed' ? inputSummary.filter((line) => isModalOnlyPath(line.field)) : []
  // Errors in fields only the modal shows are listed here too; the main form shows its own.
  const modalOnlyErrors = Object.entries(errors).filter(([path]) => isModalOnlyPath(path))

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

      {result.ok ? (
        <>
          <ResultActions
            settledState={settled.state}
            analysis={result.analysis}
            tableScenarioId={tableScenario?.id}
            copyStatus={copyStatus}
            onCopyLink={copyLink}
          />
          <ScenarioResults
            input={result.input}
            inputSummary={inputSummary}
            scenarios={scenarios}
            strategies={result.analysis.strategies}
          />
          <HeirTimeline analysis={result.analysis} input={result.input} />
        </>
      ) : (
        <CorrectionNotice modalOnlyErrors={modalOnlyErrors} />
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
          onSelectScenario={selectTableScenario}
        />
      ) : null}

      {grid ? (
        <section aria-labelledby="sensitivity-heading" className="mt-12">
          <h2 id="sensitivity-heading" className="text-3xl">
            What if the children’s tax rate or the timing differ?
          </h2>
          <SensitivityGrid grid={grid} />
        </section>
      ) : null}
    </div>
  )
}
