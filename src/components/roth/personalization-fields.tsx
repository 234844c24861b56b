import { filingStatuses } from '@/domain/roth/income-tax'
import { filingStatusLabels, taxModelLabels, taxPaidFromLabels } from '@/domain/roth/input-summary'
import { childrenInUse, type ChildFormState, type DetailedFormState } from '@/domain/roth/roth-form'

import { personalizationCopy as copy } from './personalization-copy'
import {
  childCountOptions,
  fieldId,
  RothRadioGroup,
  RothSelectField,
  RothTextField,
} from './roth-fields'

/** What the personalization modal edits: the number of children and the detailed settings. */
export type FamilyProfile = { numberOfChildren: string; detailed: DetailedFormState }

const filingStatusOptions = filingStatuses.map((status) => ({
  value: status,
  label: filingStatusLabels[status],
}))
const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

/** Whether a dotted path of the model's input is edited in the personalization modal. */
export function isPersonalizationPath(path: string): boolean {
  return !/^(totalPreTaxAccounts|totalRothAccounts|customScenarios)(\.|$)/.test(path)
}

/**
 * The personalization modal's fields: the detailed model's settings, and under tax brackets the
 * parent's and each child's details. Values are kept as typed; errors are keyed by dotted path.
 */
export function PersonalizationFields({
  profile,
  errors,
  onChange,
}: {
  profile: FamilyProfile
  errors: Record<string, string>
  onChange: (profile: FamilyProfile) => void
}) {
  const { detailed } = profile
  const setting =
    (name: Exclude<keyof DetailedFormState, 'parent' | 'children'>) => (value: string) =>
      onChange({ ...profile, detailed: { ...detailed, [name]: value } })
  const parentField = (name: 'filingStatus' | 'otherIncome') => (value: string) =>
    onChange({
      ...profile,
      detailed: { ...detailed, parent: { ...detailed.parent, [name]: value } },
    })
  const childField = (index: number, name: keyof ChildFormState) => (value: string) =>
    onChange({
      ...profile,
      detailed: {
        ...detailed,
        children: detailed.children.map((child, position) =>
          position === index ? { ...child, [name]: value } : child,
        ),
      },
    })
  const field = (path: string) => ({ id: fieldId('personalize', path), error: errors[path] })
  const children = detailed.children.slice(0, childrenInUse(profile.numberOfChildren))

  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <RothSelectField
          {...field('numberOfChildren')}
          {...copy.numberOfChildren}
          value={profile.numberOfChildren}
          options={childCountOptions}
          onChange={(value) => onChange({ ...profile, numberOfChildren: value })}
        />
        <RothTextField
          {...field('yearsUntilInheritance')}
          {...copy.yearsUntilInheritance}
          inputMode="numeric"
          value={detailed.yearsUntilInheritance}
          onChange={setting('yearsUntilInheritance')}
        />
        <RothTextField
          {...field('annualReturnPercent')}
          {...copy.annualReturnPercent}
          value={detailed.annualReturnPercent}
          onChange={setting('annualReturnPercent')}
        />
        <RothTextField
          {...field('conversionYears')}
          {...copy.conversionYears}
          inputMode="numeric"
          value={detailed.conversionYears}
          onChange={setting('conversionYears')}
        />
        <RothTextField
          {...field('taxableReturnDragPercent')}
          {...copy.taxableReturnDragPercent}
          value={detailed.taxableReturnDragPercent}
          onChange={setting('taxableReturnDragPercent')}
        />
      </div>
      <RothRadioGroup
        {...field('taxPaidFrom')}
        name="taxPaidFrom"
        legend={copy.taxPaidFrom.label}
        hint={copy.taxPaidFrom.hint}
        value={detailed.taxPaidFrom}
        options={optionsOf(taxPaidFromLabels)}
        onChange={setting('taxPaidFrom')}
      />
      <RothRadioGroup
        {...field('taxModel')}
        name="taxModel"
        legend={copy.taxModel.label}
        hint={copy.taxModel.hint}
        value={detailed.taxModel}
        options={optionsOf(taxModelLabels)}
        onChange={setting('taxModel')}
      />
      {detailed.taxModel === 'brackets' ? (
        <>
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
            </div>
          </fieldset>
          {children.map((child, index) => (
            <fieldset key={index} className="border-brand-100 rounded-lg border p-4">
              <legend className="px-1 text-xl font-bold">Child {index + 1}</legend>
              <div className="grid gap-6 sm:grid-cols-2">
                <RothSelectField
                  {...field(`children.${index}.filingStatus`)}
                  {...copy.filingStatus}
                  value={child.filingStatus}
                  options={filingStatusOptions}
                  onChange={childField(index, 'filingStatus')}
                />
                <RothTextField
                  {...field(`children.${index}.otherIncome`)}
                  {...copy.childOtherIncome}
                  value={child.otherIncome}
                  onChange={childField(index, 'otherIncome')}
                />
                <RothTextField
                  {...field(`children.${index}.stateTaxRatePercent`)}
                  {...copy.stateTaxRatePercent}
                  value={child.stateTaxRatePercent}
                  onChange={childField(index, 'stateTaxRatePercent')}
                />
              </div>
            </fieldset>
          ))}
        </>
      ) : null}
    </div>
  )
}
