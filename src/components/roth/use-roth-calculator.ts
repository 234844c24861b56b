import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import type { DollarsShown } from '@/domain/roth/results-copy'
import {
  newCustomScenario,
  rothFormQuery,
  type CustomScenarioFormState,
  type RothFormState,
} from '@/domain/roth/roth-form'
import type { RothFormResult } from '@/domain/roth/roth-form-analysis'
import { formatSignedPercent, formatSignedWholeDollars } from '@/domain/text/money'

import { analyzeOffThread } from './analyze-off-thread'
import { loadRothModel } from './load-roth-model'
import type { RothCalculatorStart } from './roth-calculator-model'
import { fieldId } from './roth-fields'
import { firstTableScenarioId } from './table-scenario'

/** How long typing must pause before the results (and the address) follow. */
const settleMs = 400

function announcementFor(result: RothFormResult): string {
  if (!result.ok) return 'Results are waiting for a correction in the form.'
  const moderate = result.analysis.scenarios.find(({ id }) => id === 'moderate')
  return moderate
    ? `Results updated. Moderate case: net benefit ${formatSignedWholeDollars(moderate.netBenefit)} (${formatSignedPercent(moderate.performancePercent)}).`
    : 'Results updated.'
}

/** Settled inputs, their results, and the scenario of the year-by-year section and the grid. */
type Settled = {
  state: RothFormState
  result: RothFormResult
  tableScenarioId: string
}

/**
 * The calculator's state: the inputs as typed, and the settled inputs with their results, which
 * follow the typing once it pauses (or at once on `applyNow`). Settling a valid form writes every
 * input to the address and sets a polite `announcement`; `copyStatus` reports the copied link.
 * It starts settled on `start`; the model computes the rest once its chunk has arrived
 * (`loadRothModel`, also asked for by `prepare` when the visitor reaches for the calculator).
 * `isUpdating` is true from a change until its results are shown, so the page can say so; the
 * model runs in a worker (`analyzeOffThread`), so typing is never held up.
 */
export function useRothCalculator(start: RothCalculatorStart) {
  const [state, setState] = useState(start.state)
  const [settled, setSettled] = useState<Settled>({
    ...start,
    tableScenarioId: firstTableScenarioId,
  })
  const [announcement, setAnnouncement] = useState('')
  const [copyStatus, setCopyStatus] = useState('')

  const [isComputing, setIsComputing] = useState(false)
  const latestRequest = useRef(0)

  function settle(next: RothFormState) {
    const request = (latestRequest.current += 1)
    setIsComputing(true)
    void analyzeOffThread(next).then((result) => {
      // An answer overtaken by a later change is dropped: only the latest inputs are shown.
      if (request !== latestRequest.current) return
      setSettled(({ tableScenarioId }) => ({ state: next, result, tableScenarioId }))
      if (result.ok) window.history.replaceState(null, '', `?${rothFormQuery(next)}`)
      setAnnouncement(announcementFor(result))
      setIsComputing(false)
    })
  }

  /** Shows `tableScenarioId` in the chart, table, grid and CSV at once (no model run). */
  function selectTableScenario(tableScenarioId: string) {
    setSettled((previous) => ({ ...previous, tableScenarioId }))
  }

  /**
   * Shows the results in `dollars` at once (both kinds are computed) and keeps the choice in the
   * address, without running the model again.
   */
  function showDollars(dollars: DollarsShown) {
    const typed = { ...state, dollars }
    // While the typing is settled, both stay one object, so nothing looks pending.
    const shown = state === settled.state ? typed : { ...settled.state, dollars }
    setState(typed)
    setSettled((previous) => ({ ...previous, state: shown }))
    if (settled.result.ok) window.history.replaceState(null, '', `?${rothFormQuery(shown)}`)
  }

  function prepare() {
    void loadRothModel()
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

  return {
    state,
    settled,
    isUpdating: isComputing || state !== settled.state,
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
  }
}
