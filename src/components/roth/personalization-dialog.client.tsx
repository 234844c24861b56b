'use client'

import { SlidersHorizontal } from 'lucide'
import { useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'

import { buttonClass } from '@/components/ui/button-class'
import { ErrorSummary } from '@/components/ui/error-summary'
import { Icon } from '@/components/ui/icon'
import { ModalDialog } from '@/components/ui/modal-dialog.client'
import type { RothFormState } from '@/domain/roth/roth-form'

import { loadRothModel } from './load-roth-model'
import { adviseOn } from './personalization-copy'
import {
  isPersonalizationPath,
  PersonalizationFields,
  type FamilyProfile,
} from './personalization-fields'
import { fieldId } from './roth-fields'

/** The part of the tool's state the modal edits. */
const profileOf = ({ numberOfChildren, detailed }: RothFormState): FamilyProfile => ({
  numberOfChildren,
  detailed,
})

/**
 * The personalization modal: the detailed model's settings for one family. "Use these details"
 * checks them with the model's own rules; errors are listed at the top (focused, each a link to
 * its field) and beside each field, and nothing changes outside until they are fixed.
 */
export function PersonalizationDialog({
  state,
  onApply,
  triggerLabel,
  triggerId,
}: {
  state: RothFormState
  onApply: (state: RothFormState) => void
  triggerLabel: string
  triggerId?: string
}) {
  const [isOpen, setIsOpen] = useState(false)
  const [profile, setProfile] = useState(() => profileOf(state))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const summaryRef = useRef<HTMLDivElement>(null)

  function open() {
    setProfile(profileOf(state))
    setErrors({})
    setIsOpen(true)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next: RothFormState = { ...state, ...profile, mode: 'detailed' }
    void loadRothModel().then(({ analyzeRothForm }) => {
      const result = analyzeRothForm(next)
      const profileErrors = result.ok
        ? {}
        : Object.fromEntries(
            Object.entries(result.fieldErrors)
              .filter(([path]) => isPersonalizationPath(path))
              .map(([path, message]) => [path, adviseOn(message)]),
          )
      // Drawn at once, as in the event itself, so the summary is there to take focus.
      flushSync(() => setErrors(profileErrors))
      if (Object.keys(profileErrors).length > 0) {
        requestAnimationFrame(() => summaryRef.current?.focus())
        return
      }
      onApply(next)
      setIsOpen(false)
    })
  }

  const errorEntries = Object.entries(errors)
  return (
    <>
      <button
        type="button"
        id={triggerId}
        aria-haspopup="dialog"
        onClick={open}
        className={buttonClass({ size: 'medium' })}
      >
        <Icon icon={SlidersHorizontal} className="size-5" />
        {triggerLabel}
      </button>
      <ModalDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Personalize for your family"
        description="Replace the quick version’s fixed assumptions with your own. The results use them once you choose “Use these details”."
      >
        <form noValidate onSubmit={handleSubmit} className="mt-6">
          {errorEntries.length > 0 ? (
            <ErrorSummary
              ref={summaryRef}
              id="personalize-error-summary"
              heading={
                errorEntries.length === 1
                  ? 'Correct 1 field to use these details'
                  : `Correct ${errorEntries.length} fields to use these details`
              }
              errors={errorEntries.map(([path, message]) => ({
                fieldId: fieldId('personalize', path),
                message,
              }))}
            />
          ) : null}
          <PersonalizationFields profile={profile} errors={errors} onChange={setProfile} />
          <div className="mt-8 flex flex-wrap gap-3">
            <button type="submit" className={buttonClass({ size: 'medium' })}>
              Use these details
            </button>
            <button
              type="button"
              onClick={() => setIsOpen(false)}
              className={buttonClass({ variant: 'secondary', size: 'medium' })}
            >
              Cancel
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  )
}
