import {
  fieldDescribedBy,
  FieldError,
  formControlClass,
  FormField,
  FormFieldset,
} from '@/components/ui/form-field'
import { filingStatuses } from '@/domain/roth/income-tax'
import { filingStatusLabels } from '@/domain/roth/input-summary'
import { maxChildren } from '@/domain/roth/presets'

/**
 * The element id of a field from its dotted path, e.g. ("roth", "children.1.otherIncome") →
 * "roth-children-1-otherIncome"; the prefix keeps the modal's fields apart from the page's.
 */
export function fieldId(prefix: 'roth' | 'personalize', path: string): string {
  return `${prefix}-${path.replaceAll('.', '-')}`
}

/** The choices of the number of children, 1 to 4. */
export const childCountOptions = Array.from({ length: maxChildren }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}))

/** The choices of a filing status, as people say them. */
export const filingStatusOptions = filingStatuses.map((status) => ({
  value: status,
  label: filingStatusLabels[status],
}))

/** The choices of a radio group or drop-down list from their labels, keyed by value. */
export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

/** A field's id and the model's message for it, from its dotted path ("children.1.age"). */
export type FieldAt = (path: string) => { id: string; error?: string }

const rothInputClass = `${formControlClass} tabular-nums`

type FieldFrame = {
  id: string
  /** The query parameter the page's form sends when it is submitted without JavaScript. */
  name?: string
  label: string
  hint?: string
  error?: string
}

/** A labelled text box with its hint and its error message, as the Roth tool uses them. */
export function RothTextField({
  name,
  value,
  onChange,
  inputMode = 'decimal',
  ...frame
}: FieldFrame & {
  value: string
  onChange: (value: string) => void
  inputMode?: 'decimal' | 'numeric' | 'text'
}) {
  return (
    <FormField {...frame}>
      <input
        id={frame.id}
        name={name}
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={Boolean(frame.error)}
        aria-describedby={fieldDescribedBy(frame)}
        className={rothInputClass}
      />
    </FormField>
  )
}

/** A labelled drop-down list; a value that is not among the options stays shown as it is. */
export function RothSelectField({
  name,
  value,
  options,
  onChange,
  ...frame
}: FieldFrame & {
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string) => void
}) {
  const isKnown = options.some((option) => option.value === value)
  return (
    <FormField {...frame}>
      <select
        id={frame.id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={Boolean(frame.error)}
        aria-describedby={fieldDescribedBy(frame)}
        className={rothInputClass}
      >
        {isKnown ? null : <option value={value}>{value || 'Choose…'}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  )
}

/** A set of radio buttons with a legend, its hint and its error message. */
export function RothRadioGroup({
  id,
  name,
  legend,
  hint,
  error,
  value,
  options,
  onChange,
}: {
  id: string
  name: string
  legend: string
  hint?: string
  error?: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string) => void
}) {
  return (
    <FormFieldset id={id} legend={legend} hint={hint} error={error}>
      <div className="mt-2 space-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-12 items-center gap-3">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 shrink-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </FormFieldset>
  )
}

/** A checkbox with its label beside it, then its hint and its error message. */
export function RothCheckboxField({
  checked,
  onChange,
  ...frame
}: FieldFrame & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div>
      <label className="flex min-h-12 items-center gap-3 font-semibold">
        <input
          id={frame.id}
          name={frame.name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={Boolean(frame.error)}
          aria-describedby={fieldDescribedBy(frame)}
          className="size-5 shrink-0"
        />
        {frame.label}
      </label>
      {frame.hint ? (
        <p id={`${frame.id}-hint`} className="text-ink-muted text-base">
          {frame.hint}
        </p>
      ) : null}
      <FieldError id={frame.id} error={frame.error} />
    </div>
  )
}
