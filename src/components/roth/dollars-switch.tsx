import type { MouseEvent } from 'react'

import { buttonClass } from '@/components/ui/button-class'
import type { RothAnalysis } from '@/domain/roth'
import { taxYear } from '@/domain/roth/brackets-2026'
import { dollarsNote, type DollarsShown } from '@/domain/roth/results-copy'
import { rothFormQuery, type RothFormState } from '@/domain/roth/roth-form'
import { rothToolPath } from '@/domain/roth/roth-tool-copy'

/**
 * The switch between 2026 dollars (the default) and the dollars of the year paid, with
 * roth-model.md §18's sentence. Two toggle buttons that submit the analysed inputs, so it works
 * without JavaScript (the page reloads with `dollars` in the address); with it, `onShow` switches
 * at once.
 */
export function DollarsSwitch({
  state,
  analysis,
  onShow,
}: {
  state: RothFormState
  analysis: Pick<RothAnalysis, 'valuationYear' | 'inflationPercent'>
  onShow: (dollars: DollarsShown) => void
}) {
  const choices: ReadonlyArray<readonly [DollarsShown, string]> = [
    ['today', `${taxYear} dollars`],
    ['nominal', `${analysis.valuationYear} dollars`],
  ]
  const hiddenFields = [...new URLSearchParams(rothFormQuery(state))].filter(
    ([name]) => name !== 'dollars',
  )
  function show(event: MouseEvent<HTMLButtonElement>, dollars: DollarsShown) {
    event.preventDefault()
    onShow(dollars)
  }
  return (
    <form
      method="get"
      action={rothToolPath}
      aria-labelledby="dollars-switch-label"
      className="border-brand-100 mt-6 rounded-lg border p-4 print:hidden"
    >
      {hiddenFields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p id="dollars-switch-label" className="font-semibold">
        Show amounts in
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        {choices.map(([dollars, label]) => (
          <button
            key={dollars}
            type="submit"
            name="dollars"
            value={dollars}
            aria-pressed={state.dollars === dollars}
            onClick={(event) => show(event, dollars)}
            className={buttonClass({
              variant: state.dollars === dollars ? 'primary' : 'secondary',
              size: 'medium',
            })}
          >
            {label}
          </button>
        ))}
      </div>
      <p className="mt-3 max-w-3xl">{dollarsNote(analysis, state.dollars)}</p>
    </form>
  )
}
