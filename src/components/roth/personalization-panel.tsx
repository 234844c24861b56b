import { flushSync } from 'react-dom'

import { buttonClass } from '@/components/ui/button-class'
import type { InputSummaryLine } from '@/domain/roth/input-summary'
import type { RothFormState } from '@/domain/roth/roth-form'

import { PersonalizationDialog } from './personalization-dialog.client'

const personalizeButtonId = 'roth-personalize'

/**
 * What the calculator assumes: the quick version's defaults, or the family's details in detailed
 * mode, with the button that opens the personalization modal and the way back to quick.
 */
export function PersonalizationPanel({
  state,
  detailedSummary,
  onApply,
}: {
  state: RothFormState
  detailedSummary: ReadonlyArray<InputSummaryLine>
  onApply: (next: RothFormState) => void
}) {
  function backToQuick() {
    flushSync(() => onApply({ ...state, mode: 'quick' }))
    document.getElementById(personalizeButtonId)?.focus()
  }

  return (
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
          onApply={onApply}
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
  )
}
