'use client'

import { Download, FileText, Link2, Printer } from 'lucide'
import { useEffect, useEffectEvent, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'

import { buttonClass } from '@/components/ui/button-class'
import { Icon } from '@/components/ui/icon'
import { rothInputSummary } from '@/domain/roth/input-summary'
import {
  analyzeRothForm,
  newCustomScenario,
  rothFormQuery,
  type CustomScenarioFormState,
  type RothFormResult,
  type RothFormState,
} from '@/domain/roth/roth-form'
import { sensitivityGrid, sensitivityScenarioOf } from '@/domain/roth/sensitivity-grid'
import { yearTableCsv, yearTableCsvFileName } from '@/domain/roth/year-csv'
import { formatSignedPercent, formatSignedWholeDollars } from '@/domain/text/money'

import { CustomScenarioFields } from './custom-scenario-fields'
import { DeferredYearChart } from './deferred-year-chart'
import { PersonalizationDialog } from './personalization-dialog.client'
import { isPersonalizationPath } from './personalization-fields'
import { childCountOptions, fieldId, RothSelectField, RothTextField } from './roth-fields'
import { ScenarioCard } from './scenario-card'
import { SensitivityGrid } from './sensitivity-grid'
import { YearTable } from './year-table'

/** Whether only the modal shows a field (the number of children is on the page as well). */
const isModalOnlyPath = (path: string) => isPersonalizationPath(path) && path !== 'numberOfChildren'

/** How long typing must pause before the results (and the address) follow. */
const settleMs = 400

const toolPath = '/tools/RothConversionModel'
const reportPath = `${toolPath}/report.pdf`

/** The fields on the page itself; the form sends the rest of the analysis as hidden fields. */
const pageFieldNames = ['totalPreTaxAccounts', 'totalRothAccounts', 'numberOfChildren'] as const
type PageFieldName = (typeof pageFieldNames)[number]
const isPageField = (name: string) => (pageFieldNames as ReadonlyArray<string>).includes(name)

const personalizeButtonId = 'roth-personalize'

function announcementFor(result: RothFormResult): string {
  if (!result.ok) return 'Results are waiting for a correction in the form.'
  const moderate = result.analysis.scenarios.find(({ id }) => id === 'moderate')
  return moderate
    ? `Results updated. Moderate case: net benefit ${formatSignedWholeDollars(moderate.netBenefit)} (${formatSignedPercent(moderate.performancePercent)}).`
    : 'Results updated.'
}

function saveAs(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000)
}

/**
 * The Roth conversion calculator: the three quick fields, the personalization modal (detailed
 * mode), up to three custom scenarios, scenario cards, and a year-by-year chart and table.
 * Results follow the typing once it pauses; the address keeps every input, so a link
 * reproduces the analysis; a polite announcement says the results changed.
 */
export function RothCalculator({ initialState }: { initialState: RothFormState }) {
  const [state, setState] = useState(initialState)
  const [settled, setSettled] = useState<{ state: RothFormState; result: RothFormResult }>(() => ({
    state: initialState,
    result: analyzeRothForm(initialState),
  }))
  const [tableScenarioId, setTableScenarioId] = useState('moderate')
  const [announcement, setAnnouncement] = useState('')
  const [copyStatus, setCopyStatus] = useState('')

  function settle(next: RothFormState) {
    const result = analyzeRothForm(next)
    setSettled({ state: next, result })
    if (result.ok) window.history.replaceState(null, '', `?${rothFormQuery(next)}`)
    setAnnouncement(announcementFor(result))
  }

  const settleTyping = useEffectEvent(() => settle(state))

  useEffect(() => {
    if (state === settled.state) return
    const timer = window.setTimeout(settleTyping, settleMs)
    return () => window.clearTimeout(timer)
  }, [state, settled.state])

  function change(update: (previous: RothFormState) => RothFormState) {
    setCopyStatus('')
    setState(update)
  }

  function applyNow(next: RothFormState) {
    setCopyStatus('')
    setState(next)
    settle(next)
  }

  function backToQuick() {
    flushSync(() => applyNow({ ...state, mode: 'quick' }))
    document.getElementById(personalizeButtonId)?.focus()
  }

  function changeScenario(index: number, scenario: CustomScenarioFormState) {
    change((previous) => ({
      ...previous,
      customScenarios: previous.customScenarios.map((current, position) =>
        position === index ? scenario : current,
      ),
    }))
  }

  function addScenario() {
    const added = state.customScenarios.length
    flushSync(() =>
      change((previous) => ({
        ...previous,
        customScenarios: [...previous.customScenarios, newCustomScenario(previous.customScenarios)],
      })),
    )
    document.getElementById(fieldId('roth', `customScenarios.${added}.label`))?.focus()
  }

  function removeScenario(index: number) {
    flushSync(() =>
      change((previous) => ({
        ...previous,
        customScenarios: previous.customScenarios.filter((_, position) => position !== index),
      })),
    )
    document.getElementById('roth-add-scenario')?.focus()
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href)
      setCopyStatus('Link copied. Anyone who opens it sees this analysis.')
    } catch {
      setCopyStatus('Copy the address from your browser’s address bar to share this analysis.')
    }
  }

  const { result } = settled
  const errors = result.ok ? {} : result.fieldErrors
  const scenarios = result.ok ? result.analysis.scenarios : []
  const tableScenario =
    scenarios.find((scenario) => scenario.id === tableScenarioId) ?? scenarios[0]
  // Up to about 70 model runs: only when the settled results or the chosen scenario change.
  const grid = useMemo(() => {
    const gridScenario =
      result.ok && tableScenario && sensitivityScenarioOf(tableScenario, result.input)
    return result.ok && gridScenario ? sensitivityGrid(result.input, gridScenario) : null
  }, [result, tableScenario])
  const usesFlatRates = state.mode === 'quick' || state.detailed.taxModel !== 'brackets'
  const inputSummary = result.ok ? rothInputSummary(result.input) : []
  const detailedSummary =
    state.mode === 'detailed' ? inputSummary.filter((line) => isModalOnlyPath(line.field)) : []
  // Errors in fields only the modal shows are listed here too; the main form shows its own.
  const modalOnlyErrors = Object.entries(errors).filter(([path]) => isModalOnlyPath(path))

  const field = (name: PageFieldName) => ({
    id: fieldId('roth', name),
    name,
    value: state[name],
    error: errors[name],
    onChange: (value: string) => change((previous) => ({ ...previous, [name]: value })),
  })

  return (
    <div>
      <form
        method="get"
        action={toolPath}
        onSubmit={(event) => {
          event.preventDefault()
          applyNow(state)
        }}
        className="bg-brand-50 grid gap-6 rounded-lg p-5 md:grid-cols-3 print:hidden"
        aria-label="Your family"
      >
        {[...new URLSearchParams(rothFormQuery(state))]
          .filter(([name]) => !isPageField(name))
          .map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        <RothTextField
          {...field('totalPreTaxAccounts')}
          label="Pre-tax accounts (IRA, 401(k))"
          hint="For example 2,180,000 or $2.18M"
        />
        <RothTextField
          {...field('totalRothAccounts')}
          label="Roth accounts"
          hint="For example 105,000 or $105k"
        />
        <RothSelectField
          {...field('numberOfChildren')}
          label="Number of children"
          hint="Who will inherit, in equal shares"
          options={childCountOptions}
        />
        <div className="md:col-span-3">
          <button type="submit" className={buttonClass({ size: 'medium' })}>
            Update results
          </button>
        </div>
      </form>

      <div className="border-brand-100 mt-6 rounded-lg border p-5 print:hidden">
        {state.mode === 'detailed' ? (
          <>
            <h2 className="text-2xl">Personalized for your family</h2>
            {detailedSummary.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {detailedSummary.map((line, index) => (
                  <li key={`${line.field}-${index}`}>
                    {line.term}: {line.value}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <>
            <h2 className="text-2xl">Quick version</h2>
            <p className="mt-2 max-w-3xl">
              It assumes the inheritance happens now, a 6% return, one conversion paid from other
              savings, and each scenario’s flat tax rates. Personalize it with your family’s years,
              incomes and tax brackets.
            </p>
          </>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <PersonalizationDialog
            state={state}
            onApply={applyNow}
            triggerId={personalizeButtonId}
            triggerLabel={
              state.mode === 'detailed' ? 'Change your details' : 'Personalize for your family'
            }
          />
          {state.mode === 'detailed' ? (
            <button
              type="button"
              onClick={backToQuick}
              className={buttonClass({ variant: 'secondary', size: 'medium' })}
            >
              Back to the quick version
            </button>
          ) : null}
        </div>
      </div>

      <p className="sr-only" role="status">
        {announcement}
      </p>

      {result.ok ? (
        <>
          <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
            <button
              type="button"
              onClick={copyLink}
              className={buttonClass({ variant: 'secondary', size: 'medium' })}
            >
              <Icon icon={Link2} className="size-5" />
              Copy link
            </button>
            <a
              href={`${reportPath}?${rothFormQuery(settled.state)}&table=${tableScenario?.id ?? ''}`}
              download
              className={buttonClass({ variant: 'secondary', size: 'medium' })}
            >
              <Icon icon={FileText} className="size-5" />
              Download PDF
            </a>
            <button
              type="button"
              onClick={() => window.print()}
              className={buttonClass({ variant: 'secondary', size: 'medium' })}
            >
              <Icon icon={Printer} className="size-5" />
              Print
            </button>
            <p aria-live="polite" className="text-ink-muted">
              {copyStatus}
            </p>
          </div>
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
        </>
      ) : (
        <div className="mt-6 rounded-md border-4 border-red-700 p-4">
          <p className="font-semibold">Correct the highlighted fields to see the results.</p>
          {modalOnlyErrors.length > 0 ? (
            <>
              <ul className="mt-2 list-disc pl-6">
                {modalOnlyErrors.map(([path, message]) => (
                  <li key={path}>{message}</li>
                ))}
              </ul>
              <p className="mt-2">Choose “Change your details” above to correct your details.</p>
            </>
          ) : null}
        </div>
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
        <section aria-labelledby="year-by-year" className="mt-12">
          <h2 id="year-by-year" className="text-3xl">
            Year by year
          </h2>
          <div className="mt-4 flex flex-wrap items-end gap-4 print:hidden">
            <div className="w-full max-w-xs">
              <RothSelectField
                id="roth-table-scenario"
                label="Scenario shown in the chart and table"
                value={tableScenario.id}
                options={scenarios.map(({ id, label }) => ({ value: id, label }))}
                onChange={setTableScenarioId}
              />
            </div>
            <button
              type="button"
              onClick={() =>
                saveAs(
                  yearTableCsv(tableScenario),
                  yearTableCsvFileName(tableScenario),
                  'text/csv;charset=utf-8',
                )
              }
              className={buttonClass({ variant: 'secondary', size: 'medium' })}
            >
              <Icon icon={Download} className="size-5" />
              Download CSV
            </button>
          </div>
          <DeferredYearChart scenario={tableScenario} />
          <YearTable scenario={tableScenario} />
        </section>
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
