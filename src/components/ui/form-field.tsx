import type { ReactNode } from 'react'

/** The look of every text box and drop-down list: large, high-contrast, red edge when invalid. */
export const formControlClass =
  'mt-2 block w-full rounded-md border-2 border-ink-muted bg-white px-3 py-2 text-lg aria-[invalid=true]:border-red-700'

type FieldText = { id: string; hint?: ReactNode; error?: string; describedBy?: string[] }

/**
 * The `aria-describedby` of a field with id `id`: its hint (`{id}-hint`), its error
 * (`{id}-error`) and any further ids (a character count), undefined when there are none.
 */
export function fieldDescribedBy({ id, hint, error, describedBy = [] }: FieldText) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, ...describedBy]
  return ids.filter(Boolean).join(' ') || undefined
}

/** A field's error message, `{id}-error`, for a control outside `FormField` (a lone checkbox). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="mt-2 font-semibold text-red-800">
      <span className="sr-only">Error: </span>
      {error}
    </p>
  )
}

function HintAndError({ id, hint, error }: FieldText) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-ink-muted text-base">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </>
  )
}

/**
 * A form field's frame: its label, hint and error above the control (`children`, whose id is
 * `id` and whose `aria-describedby` is `fieldDescribedBy` of the same props). Every form uses it.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: FieldText & { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={error} />
      {children}
    </div>
  )
}

/** A group of radio buttons or checkboxes under a legend, with its hint and error. */
export function FormFieldset({
  id,
  legend,
  hint,
  error,
  className,
  children,
}: FieldText & { legend: ReactNode; className?: string; children: ReactNode }) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={fieldDescribedBy({ id, hint, error })}
      className={className}
    >
      <legend className="font-semibold">{legend}</legend>
      <HintAndError id={id} hint={hint} error={error} />
      {children}
    </fieldset>
  )
}
