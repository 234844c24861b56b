import { buttonClass } from '@/components/ui/button-class'
import { rothFormQuery, type RothFormState } from '@/domain/roth/roth-form'
import { rothToolPath } from '@/domain/roth/roth-tool-copy'

import { childCountOptions, fieldId, RothSelectField, RothTextField } from './roth-fields'

/** The fields on the page itself; the form sends the rest of the analysis as hidden fields. */
const pageFieldNames = ['totalPreTaxAccounts', 'totalRothAccounts', 'numberOfChildren'] as const
type PageFieldName = (typeof pageFieldNames)[number]
const isPageField = (name: string) => (pageFieldNames as ReadonlyArray<string>).includes(name)

/**
 * The calculator's three quick fields. Without JavaScript the form reloads the tool page with
 * every input in the address; with it, `onSubmit` settles the results at once.
 */
export function FamilyForm({
  state,
  errors,
  onChange,
  onSubmit,
}: {
  state: RothFormState
  errors: Record<string, string>
  onChange: (update: (previous: RothFormState) => RothFormState) => void
  onSubmit: () => void
}) {
  const field = (name: PageFieldName) => ({
    id: fieldId('roth', name),
    name,
    value: state[name],
    error: errors[name],
    onChange: (value: string) => onChange((previous) => ({ ...previous, [name]: value })),
  })

  return (
    <form
      method="get"
      action={rothToolPath}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      className="bg-brand-50 grid gap-6 rounded-lg p-5 md:grid-cols-3 print:hidden"
      aria-label="Your family"
    >
      {[...new URLSearchParams(rothFormQuery(state))]
        .filter(([name]) => !isPageField(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <RothTextField
        {...field('totalPreTaxAccounts')}
        label="Pre-tax accounts (IRA, 401(k))"
        hint="For example 2,180,000 or $2.18M"
      />
      <RothTextField
        {...field('totalRothAccounts')}
        label="Roth accounts"
        hint="For example 105,000 or $105k"
      />
      <RothSelectField
        {...field('numberOfChildren')}
        label="Number of children"
        hint="Who will inherit, in equal shares"
        options={childCountOptions}
      />
      <div className="md:col-span-3">
        <button type="submit" className={buttonClass({ size: 'medium' })}>
          Update results
        </button>
      </div>
    </form>
  )
}
