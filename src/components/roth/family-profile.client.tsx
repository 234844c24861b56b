'use client'

import Link from 'next/link'
import { useState } from 'react'

import { buttonClass } from '@/components/ui/button-class'
import { rothInputSummary } from '@/domain/roth/input-summary'
import { rothFormQuery, type RothFormState } from '@/domain/roth/roth-form'
import { analyzeRothForm } from '@/domain/roth/roth-form-analysis'

import { personalizationCopy as copy } from './personalization-copy'
import { PersonalizationDialog } from './personalization-dialog.client'
import { isPersonalizationPath } from './personalization-fields'

const meaningByField: Record<string, string> = {
  numberOfChildren: copy.numberOfChildren.hint,
  yearsUntilInheritance: copy.yearsUntilInheritance.hint,
  annualReturnPercent: copy.annualReturnPercent.hint,
  taxPaidFrom: copy.taxPaidFrom.hint,
  conversionYears: copy.conversionYears.hint,
  taxableReturnDragPercent: copy.taxableReturnDragPercent.hint,
  taxModel: copy.taxModel.hint,
  parent: copy.parentOtherIncome.hint,
  beneficiary: copy.beneficiary.hint,
  children: copy.stateTaxRatePercent.hint,
}

const profileFields = new Set(Object.keys(meaningByField))

/**
 * The family profile on its own page: the personalization modal of the Roth tool, what each value
 * means, and a link that opens the tool with the profile applied. The address keeps the profile.
 */
export function FamilyProfile({ initialState }: { initialState: RothFormState }) {
  const [state, setState] = useState<RothFormState>({ ...initialState, mode: 'detailed' })
  const result = analyzeRothForm(state)
  const profileErrors = result.ok
    ? []
    : Object.entries(result.fieldErrors).filter(([path]) => isPersonalizationPath(path))
  const lines = result.ok
    ? rothInputSummary(result.input).filter((line) => profileFields.has(line.field))
    : []

  function apply(next: RothFormState) {
    setState(next)
    window.history.replaceState(null, '', `?${rothFormQuery(next)}`)
  }

  return (
    <div>
      <PersonalizationDialog state={state} onApply={apply} triggerLabel="Change the profile" />
      {result.ok ? (
        <>
          <h2 className="mt-10 text-3xl">The profile</h2>
          <dl className="divide-brand-100 mt-4 max-w-3xl divide-y">
            {lines.map((line, index) => (
              <div key={`${line.field}-${index}`} className="py-3">
                <dt className="font-semibold">{line.term}</dt>
                <dd>{line.value}</dd>
                <dd className="text-ink-muted text-base">{meaningByField[line.field]}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <div className="mt-6 rounded-md border-4 border-red-700 p-4">
          <p className="font-semibold">This profile has values the tool cannot use:</p>
          <ul className="mt-2 list-disc pl-6">
            {profileErrors.map(([path, message]) => (
              <li key={path}>{message}</li>
            ))}
          </ul>
          <p className="mt-2">
            {profileErrors.length > 0
              ? 'Choose “Change the profile” to correct them.'
              : 'Open the tool to correct the amounts in this link.'}
          </p>
        </div>
      )}
      <p className="mt-8">
        <Link
          href={`/tools/RothConversionModel?${rothFormQuery(state)}`}
          className={buttonClass({ size: 'medium' })}
        >
          Open the Roth tool with this profile
        </Link>
      </p>
    </div>
  )
}
