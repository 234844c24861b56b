import { beneficiaryLabels, beneficiaryTypeLabels } from '@/domain/roth/input-summary'
import { offersBenefitsNote, type ChildFormState } from '@/domain/roth/roth-form'

import { childBeneficiaryLabels, personalizationCopy as copy } from './personalization-copy'
import {
  filingStatusOptions,
  optionsOf,
  RothCheckboxField,
  RothRadioGroup,
  RothSelectField,
  RothTextField,
  type FieldAt,
} from './roth-fields'

/**
 * Who inherits: the children directly or through a trust. When a trust that keeps the payments
 * meets a child under 21, a polite note asks the family to consult a lawyer (the law is unsettled).
 */
export function WhoInheritsField({
  beneficiary,
  hasMinorInKeepingTrust,
  field,
  onChange,
}: {
  beneficiary: string
  /** Whether a child under 21 inherits through a trust that keeps the payments. */
  hasMinorInKeepingTrust: boolean
  field: FieldAt
  onChange: (beneficiary: string) => void
}) {
  return (
    <div>
      <RothRadioGroup
        {...field('beneficiary')}
        name="beneficiary"
        legend={copy.beneficiary.label}
        hint={copy.beneficiary.hint}
        value={beneficiary}
        options={optionsOf(beneficiaryLabels)}
        onChange={onChange}
      />
      <div role="status">
        {hasMinorInKeepingTrust ? (
          <p className="border-accent-700 bg-accent-100 mt-3 rounded-md border-l-4 p-4">
            {copy.minorTrustCounsel}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/**
 * One child's details under tax brackets: taxes, age, what kind of heir the child is and who
 * inherits the child's share; for a child with a disability or chronically ill, whether the child
 * receives means-tested benefits, with roth-model.md §20's note when so.
 */
export function ChildFields({
  index,
  child,
  field,
  onChange,
}: {
  index: number
  child: ChildFormState
  field: FieldAt
  onChange: (child: ChildFormState) => void
}) {
  const childField =
    (name: Exclude<keyof ChildFormState, 'meansTestedBenefits'>) => (value: string) =>
      onChange({ ...child, [name]: value })
  const path = (name: keyof ChildFormState) => field(`children.${index}.${name}`)
  const showsBenefitsNote = offersBenefitsNote(child.beneficiaryType)

  return (
    <fieldset className="border-brand-100 rounded-lg border p-4">
      <legend className="px-1 text-xl font-bold">Child {index + 1}</legend>
      <div className="grid gap-6 sm:grid-cols-2">
        <RothSelectField
          {...path('filingStatus')}
          {...copy.filingStatus}
          value={child.filingStatus}
          options={filingStatusOptions}
          onChange={childField('filingStatus')}
        />
        <RothTextField
          {...path('otherIncome')}
          {...copy.childOtherIncome}
          value={child.otherIncome}
          onChange={childField('otherIncome')}
        />
        <RothTextField
          {...path('stateTaxRatePercent')}
          {...copy.stateTaxRatePercent}
          value={child.stateTaxRatePercent}
          onChange={childField('stateTaxRatePercent')}
        />
        <RothTextField
          {...path('age')}
          {...copy.childAge}
          inputMode="numeric"
          value={child.age}
          onChange={childField('age')}
        />
        <RothSelectField
          {...path('beneficiaryType')}
          {...copy.beneficiaryType}
          value={child.beneficiaryType}
          options={optionsOf(beneficiaryTypeLabels)}
          onChange={childField('beneficiaryType')}
        />
        <RothSelectField
          {...path('beneficiary')}
          {...copy.childBeneficiary}
          value={child.beneficiary}
          options={optionsOf(childBeneficiaryLabels)}
          onChange={childField('beneficiary')}
        />
        {showsBenefitsNote ? (
          <div className="sm:col-span-2">
            <RothCheckboxField
              {...path('meansTestedBenefits')}
              {...copy.meansTestedBenefits}
              checked={child.meansTestedBenefits}
              onChange={(meansTestedBenefits) => onChange({ ...child, meansTestedBenefits })}
            />
          </div>
        ) : null}
      </div>
      {showsBenefitsNote && child.meansTestedBenefits ? (
        <p className="border-accent-700 bg-accent-100 mt-4 rounded-md border-l-4 p-4">
          {copy.benefitsNote}
        </p>
      ) : null}
    </fieldset>
  )
}
