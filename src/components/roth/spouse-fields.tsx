import type { DetailedFormState, SpouseFormState } from '@/domain/roth/roth-form'

import { personalizationCopy as copy, firstToDieLabels } from './personalization-copy'
import {
  optionsOf,
  RothCheckboxField,
  RothRadioGroup,
  RothTextField,
  type FieldAt,
} from './roth-fields'

/**
 * Whether the parent is married and, for a couple (roth-model.md §17), the spouse's age, the
 * years until the first death, who dies first and the survivor's other income. Ticking the box
 * prefills the survivor's income with the couple's figure.
 */
export function SpouseFields({
  detailed,
  field,
  onChange,
}: {
  detailed: DetailedFormState
  field: FieldAt
  onChange: (detailed: DetailedFormState) => void
}) {
  const { spouse } = detailed
  const spouseField = (name: keyof SpouseFormState) => (value: string) =>
    onChange({ ...detailed, spouse: { ...spouse, [name]: value } })

  function setHasSpouse(hasSpouse: boolean) {
    const survivorOtherIncome = spouse.survivorOtherIncome || detailed.parent.otherIncome
    onChange({
      ...detailed,
      hasSpouse,
      spouse: hasSpouse ? { ...spouse, survivorOtherIncome } : spouse,
    })
  }

  return (
    <fieldset className="border-brand-100 rounded-lg border p-4">
      <legend className="px-1 text-xl font-bold">The spouse</legend>
      <RothCheckboxField
        {...field('spouse')}
        {...copy.hasSpouse}
        checked={detailed.hasSpouse}
        onChange={setHasSpouse}
      />
      {detailed.hasSpouse ? (
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <RothTextField
            {...field('spouse.age')}
            {...copy.spouseAge}
            inputMode="numeric"
            value={spouse.age}
            onChange={spouseField('age')}
          />
          <RothTextField
            {...field('spouse.firstDeathYears')}
            {...copy.firstDeathYears}
            inputMode="numeric"
            value={spouse.firstDeathYears}
            onChange={spouseField('firstDeathYears')}
          />
          <div className="sm:col-span-2">
            <RothRadioGroup
              {...field('spouse.firstToDie')}
              name="spouse.firstToDie"
              legend={copy.firstToDie.label}
              hint={copy.firstToDie.hint}
              value={spouse.firstToDie}
              options={optionsOf(firstToDieLabels)}
              onChange={spouseField('firstToDie')}
            />
          </div>
          <RothTextField
            {...field('spouse.survivorOtherIncome')}
            {...copy.survivorOtherIncome}
            value={spouse.survivorOtherIncome}
            onChange={spouseField('survivorOtherIncome')}
          />
        </div>
      ) : null}
    </fieldset>
  )
}
