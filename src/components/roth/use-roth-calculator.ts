import { useEffect, useEffectEvent, useState } from 'react'
import { flushSync } from 'react-dom'

import {
  analyzeRothForm,
  newCustomScenario,
  rothFormQuery,
  type CustomScenarioFormState,
  type RothFormResult,
  type RothFormState,
} from '@/domain/roth/roth-form'
import { formatSignedPercent, formatSignedWholeDollars } from '@/domain/text/money'

import type { RothCalculatorStart } from './roth-calculator-start'
import { fieldId } from './roth-fields'

/** How long typing must pause before the results (and the address) follow. */
const settleMs = 400

function announcementFor(result: RothFormResult): string {
  if (!result.ok) return 'Results are waiting for a correction in the form.'
  const moderate = result.analysis.scenarios.find(({ id }) => id === 'moderate')
  return moderate
    ? `Results updated. Moderate case: net benefit ${formatSignedWholeDollars(moderate.netBenefit)} (${formatSignedPercent(moderate.performancePercent)}).`
    : 'Results updated.'
}

/**
 * The calculator's state: the inputs as typed, and the settled inputs with their results, which
 * follow the typing once it pauses (or at once on `applyNow`). Settling a valid form writes every
 * input to the address and sets a polite `announcement`; `copyStatus` reports the copied link.
 * It starts settled on `start`'s inputs and results.
 */
export function useRothCalculator(start: RothCalculatorStart) {
  const [state, setState] = useState(start.state)
  const [settled, setSettled] = useState<{ state: RothFormState; result: RothFormResult }>({
    state: start.state,
    result: start.result,
  })
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
    announcement,
    copyStatus,
    change,
    applyNow,
    changeScenario,
    addScenario,
    removeScenario,
    copyLink,
  }
}
