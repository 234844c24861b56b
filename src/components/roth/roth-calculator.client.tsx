'use client'

import { Link2 } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'

import { maxChildren } from '@/domain/roth/presets'
import {
  analyzeQuickForm,
  quickFormQuery,
  type QuickFormResult,
  type QuickFormState,
} from '@/domain/roth/quick-form'
import { formatSignedPercent, formatSignedWholeDollars } from '@/domain/text/money'

import { ScenarioCard } from './scenario-card'
import { YearTable } from './year-table'

// recharts is heavy: it loads after the numbers, and only on this page.
const YearChart = lazy(() =>
  import('./year-chart.client').then((module) => ({ default: module.YearChart })),
)

/** How long typing must pause before the results (and the address) follow. */
const settleMs = 400

const inputClass =
  'mt-2 block w-full rounded-md border-2 border-ink-muted bg-white px-3 py-2 text-lg tabular-nums aria-[invalid=true]:border-red-700'

function DollarField({
  name,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  name: 'totalPreTaxAccounts' | 'totalRothAccounts'
  label: string
  hint: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  return (
    <div>
      <label htmlFor={`roth-${name}`} className="font-semibold">
        {label}
      </label>
      <p id={`roth-${name}-hint`} className="text-ink-muted text-base">
        {hint}
      </p>
      <input
        id={`roth-${name}`}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`roth-${name}-hint${error ? ` roth-${name}-error` : ''}`}
        className={inputClass}
      />
      {error ? (
        <p id={`roth-${name}-error`} className="mt-2 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The quick Roth conversion calculator: three fields, results for the four preset scenarios and a
 * year-by-year table. Results follow the typing once it pauses, the address keeps the inputs
 * (so a link reproduces the analysis), and a polite announcement says the results changed.
 */
export function RothCalculator({ initialState }: { initialState: QuickFormState }) {
  const [state, setState] = useState(initialState)
  const [settled, setSettled] = useState<{ state: QuickFormState; result: QuickFormResult }>(
    () => ({
      state: initialState,
      result: analyzeQuickForm(initialState),
    }),
  )
  const [tableScenarioId, setTableScenarioId] = useState('moderate')
  const [announcement, setAnnouncement] = useState('')
  const [copyStatus, setCopyStatus] = useState('')

  useEffect(() => {
    if (state === settled.state) return
    const timer = window.setTimeout(() => {
      const result = analyzeQuickForm(state)
      setSettled({ state, result })
      if (result.ok) {
        window.history.replaceState(null, '', `?${quickFormQuery(state)}`)
        const moderate = result.analysis.scenarios.find(({ id }) => id === 'moderate')
        setAnnouncement(
          moderate
            ? `Results updated. Moderate case: net benefit ${formatSignedWholeDollars(moderate.netBenefit)} (${formatSignedPercent(moderate.performancePercent)}).`
            : 'Results updated.',
        )
      } else {
        setAnnouncement('Results are waiting for a correction in the form.')
      }
    }, settleMs)
    return () => window.clearTimeout(timer)
  }, [state, settled.state])

  const update = (field: keyof QuickFormState) => (value: string) => {
    setCopyStatus('')
    setState((previous) => ({ ...previous, [field]: value }))
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

  return (
    <div>
      <form
        onSubmit={(event) => event.preventDefault()}
        className="bg-brand-50 grid gap-6 rounded-lg p-5 md:grid-cols-3"
        aria-label="Your family"
      >
        <DollarField
          name="totalPreTaxAccounts"
          label="Pre-tax accounts (IRA, 401(k))"
          hint="For example 2,180,000 or $2.18M"
          value={state.totalPreTaxAccounts}
          error={errors.totalPreTaxAccounts}
          onChange={update('totalPreTaxAccounts')}
        />
        <DollarField
          name="totalRothAccounts"
          label="Roth accounts"
          hint="For example 105,000 or $105k"
          value={state.totalRothAccounts}
          error={errors.totalRothAccounts}
          onChange={update('totalRothAccounts')}
        />
        <div>
          <label htmlFor="roth-numberOfChildren" className="font-semibold">
            Number of children
          </label>
          <p id="roth-numberOfChildren-hint" className="text-ink-muted text-base">
            Who will inherit, in equal shares
          </p>
          <select
            id="roth-numberOfChildren"
            name="numberOfChildren"
            value={state.numberOfChildren}
            onChange={(event) => update('numberOfChildren')(event.currentTarget.value)}
            aria-invalid={Boolean(errors.numberOfChildren)}
            aria-describedby={`roth-numberOfChildren-hint${errors.numberOfChildren ? ' roth-numberOfChildren-error' : ''}`}
            className={inputClass}
          >
            {Array.from({ length: maxChildren }, (_, index) => String(index + 1)).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
            {/^[1-4]$/.test(state.numberOfChildren) ? null : (
              <option value={state.numberOfChildren}>{state.numberOfChildren}</option>
            )}
          </select>
          {errors.numberOfChildren ? (
            <p id="roth-numberOfChildren-error" className="mt-2 font-semibold text-red-800">
              {errors.numberOfChildren}
            </p>
          ) : null}
        </div>
      </form>

      <p className="sr-only" role="status">
        {announcement}
      </p>

      {result.ok ? (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={copyLink}
              className="border-brand-800 text-brand-900 hover:bg-brand-50 inline-flex min-h-12 items-center gap-2 rounded-md border-2 bg-white px-4 font-semibold"
            >
              <Link2 aria-hidden="true" className="size-5" />
              Copy link
            </button>
            <p aria-live="polite" className="text-ink-muted">
              {copyStatus}
            </p>
          </div>
          <h2 className="mt-10 text-3xl">Four ways to convert</h2>
          <div className="mt-6 grid gap-5 md:grid-cols-2">
            {scenarios.map((scenario) => (
              <ScenarioCard key={scenario.id} scenario={scenario} />
            ))}
          </div>
          <h2 className="mt-12 text-3xl">Year by year</h2>
          <label htmlFor="roth-table-scenario" className="mt-4 block font-semibold">
            Scenario shown in the chart and table
          </label>
          <select
            id="roth-table-scenario"
            value={tableScenario?.id}
            onChange={(event) => setTableScenarioId(event.currentTarget.value)}
            className={`${inputClass} max-w-xs`}
          >
            {scenarios.map((scenario) => (
              <option key={scenario.id} value={scenario.id}>
                {scenario.label}
              </option>
            ))}
          </select>
          {tableScenario ? (
            <>
              <Suspense fallback={<div className="mt-6 h-72 md:h-88 lg:h-104" />}>
                <YearChart scenario={tableScenario} />
              </Suspense>
              <YearTable scenario={tableScenario} />
            </>
          ) : null}
        </>
      ) : (
        <p className="mt-6 rounded-md border-4 border-red-700 p-4 font-semibold">
          Correct the highlighted field to see the results.
        </p>
      )}
    </div>
  )
}
