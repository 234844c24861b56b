import type { DetailedFormState, ParentFormState } from '@/domain/roth/roth-form'

import { personalizationCopy as copy } from './personalization-copy'
import {
  filingStatusOptions,
  RothCheckboxField,
  RothSelectField,
  RothTextField,
  type FieldAt,
} from './roth-fields'

/**
 * The parent's details under tax brackets: filing status, other income and age, and whether the
 * owners' own required distributions and the conversion's effect on Medicare premiums count.
 */
export function ParentFields({
  detailed,
  field,
  onChange,
}: {
  detailed: DetailedFormState
  field: FieldAt
  onChange: (detailed: DetailedFormState) => void
}) {
  const parentField = (name: keyof ParentFormState) => (value: string) =>
    onChange({ ...detailed, parent: { ...detailed.parent, [name]: value } })

  return (
    <fieldset className="border-brand-100 rounded-lg border p-4">
      <legend className="px-1 text-xl font-bold">The parent</legend>
      <div className="grid gap-6 sm:grid-cols-2">
        <RothSelectField
          {...field('parent.filingStatus')}
          {...copy.filingStatus}
          value={detailed.parent.filingStatus}
          options={filingStatusOptions}
          onChange={parentField('filingStatus')}
        />
        <RothTextField
          {...field('parent.otherIncome')}
          {...copy.parentOtherIncome}
          value={detailed.parent.otherIncome}
          onChange={parentField('otherIncome')}
        />
        <RothTextField
          {...field('parent.age')}
          {...copy.parentAge}
          inputMode="numeric"
          value={detailed.parent.age}
          onChange={parentField('age')}
        />
        <div className="sm:col-span-2">
          <RothCheckboxField
            {...field('includeOwnerRmds')}
            {...copy.includeOwnerRmds}
            checked={detailed.includeOwnerRmds}
            onChange={(includeOwnerRmds) => onChange({ ...detailed, includeOwnerRmds })}
          />
        </div>
        <div className="sm:col-span-2">
          <RothCheckboxField
            {...field('includeMedicare')}
            {...copy.includeMedicare}
            checked={detailed.includeMedicare}
            onChange={(includeMedicare) => onChange({ ...detailed, includeMedicare })}
          />
        </div>
      </div>
    </fieldset>
  )
}
