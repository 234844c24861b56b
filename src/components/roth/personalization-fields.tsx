import { taxModelLabels, taxPaidFromLabels } from '@/domain/roth/input-summary'
import { childrenInUse, type DetailedFormState } from '@/domain/roth/roth-form'

import { ChildFields, WhoInheritsField } from './heir-fields'
import { ParentFields } from './parent-fields'
import { personalizationCopy as copy } from './personalization-copy'
import {
  childCountOptions,
  fieldId,
  optionsOf,
  RothRadioGroup,
  RothSelectField,
  RothTextField,
  type FieldAt,
} from './roth-fields'
import { SpouseFields } from './spouse-fields'

/** What the personalization modal edits: the number of children and the detailed settings. */
export type FamilyProfile = { numberOfChildren: string; detailed: DetailedFormState }

/** Whether a dotted path of the model's input is edited in the personalization modal. */
export function isPersonalizationPath(path: string): boolean {
  return !/^(totalPreTaxAccounts|totalRothAccounts|customScenarios)(\.|$)/.test(path)
}

/**
 * The personalization modal's fields: the detailed model's settings, and under tax brackets
 * inflation, the parent's details with the owners' RMDs and Medicare, the spouse, who inherits,
 * and each child's details. Values are kept as
 * typed; errors are keyed by dotted path.
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
  const setDetailed = (next: DetailedFormState) => onChange({ ...profile, detailed: next })
  const setting =
    (
      name: Exclude<
        keyof DetailedFormState,
        'parent' | 'spouse' | 'children' | 'includeMedicare' | 'includeOwnerRmds' | 'hasSpouse'
      >,
    ) =>
    (value: string) =>
      setDetailed({ ...detailed, [name]: value })
  const field: FieldAt = (path) => ({ id: fieldId('personalize', path), error: errors[path] })
  const children = detailed.children.slice(0, childrenInUse(profile.numberOfChildren))
  const usesBrackets = detailed.taxModel === 'brackets'
  const waitCopy =
    usesBrackets && detailed.hasSpouse ? copy.yearsUntilSecondDeath : copy.yearsUntilInheritance

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
          {...waitCopy}
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
      {usesBrackets ? (
        <>
          <div className="grid gap-6 sm:grid-cols-2">
            <RothTextField
              {...field('inflationPercent')}
              {...copy.inflationPercent}
              value={detailed.inflationPercent}
              onChange={setting('inflationPercent')}
            />
          </div>
          <ParentFields detailed={detailed} field={field} onChange={setDetailed} />
          <SpouseFields detailed={detailed} field={field} onChange={setDetailed} />
          <WhoInheritsField
            beneficiary={detailed.beneficiary}
            hasMinorInKeepingTrust={children.some(
              (child) =>
                child.beneficiaryType === 'minor' &&
                (child.beneficiary || detailed.beneficiary) === 'accumulationTrust',
            )}
            field={field}
            onChange={setting('beneficiary')}
          />
          {children.map((child, index) => (
            <ChildFields
              key={index}
              index={index}
              child={child}
              field={field}
              onChange={(next) =>
                setDetailed({
                  ...detailed,
                  children: detailed.children.map((current, position) =>
                    position === index ? next : current,
                  ),
                })
              }
            />
          ))}
        </>
      ) : null}
    </div>
  )
}
