'use client'

import { SlidersHorizontal } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useRef, useState, type FormEvent } from 'react'

import { DialogSheet } from '@/components/ui/dialog-sheet'
import { ErrorSummary } from '@/components/ui/error-summary'
import { analyzeRothForm, type RothFormState } from '@/domain/roth/roth-form'

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

  function handleOpenChange(open: boolean) {
    if (open) {
      setProfile(profileOf(state))
      setErrors({})
    }
    setIsOpen(open)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next: RothFormState = { ...state, ...profile, mode: 'detailed' }
    const result = analyzeRothForm(next)
    const profileErrors = result.ok
      ? {}
      : Object.fromEntries(
          Object.entries(result.fieldErrors).filter(([path]) => isPersonalizationPath(path)),
        )
    setErrors(profileErrors)
    if (Object.keys(profileErrors).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus())
      return
    }
    onApply(next)
    setIsOpen(false)
  }

  const errorEntries = Object.entries(errors)
  return (
    <Dialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      <Dialog.Trigger
        id={triggerId}
        className="bg-brand-800 hover:bg-brand-900 inline-flex min-h-12 items-center gap-2 rounded-md px-4 font-semibold text-white"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {triggerLabel}
      </Dialog.Trigger>
      <DialogSheet
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
            <button
              type="submit"
              className="bg-brand-800 hover:bg-brand-900 inline-flex min-h-12 items-center rounded-md px-5 font-semibold text-white"
            >
              Use these details
            </button>
            <Dialog.Close className="border-brand-800 text-brand-900 inline-flex min-h-12 items-center rounded-md border-2 bg-white px-5 font-semibold">
              Cancel
            </Dialog.Close>
          </div>
        </form>
      </DialogSheet>
    </Dialog.Root>
  )
}
