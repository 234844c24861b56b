import type { ReactNode } from 'react'

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

export const rothSecondaryButtonClass =
  'border-brand-800 text-brand-900 hover:bg-brand-50 inline-flex min-h-12 items-center gap-2 rounded-md border-2 bg-white px-4 font-semibold no-underline'

const rothInputClass =
  'mt-2 block w-full rounded-md border-2 border-ink-muted bg-white px-3 py-2 text-lg tabular-nums aria-[invalid=true]:border-red-700'

type FieldFrame = {
  id: string
  label: string
  hint?: string
  error?: string
}

function describedBy({ id, hint, error }: FieldFrame) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
}

function Frame({ id, label, hint, error, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-ink-muted text-base">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-2 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A labelled text box with its hint and its error message, as the Roth tool uses them. */
export function RothTextField({
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
    <Frame {...frame}>
      <input
        id={frame.id}
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={Boolean(frame.error)}
        aria-describedby={describedBy(frame) || undefined}
        className={rothInputClass}
      />
    </Frame>
  )
}

/** A labelled drop-down list; a value that is not among the options stays shown as it is. */
export function RothSelectField({
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
    <Frame {...frame}>
      <select
        id={frame.id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={Boolean(frame.error)}
        aria-describedby={describedBy(frame) || undefined}
        className={rothInputClass}
      >
        {isKnown ? null : <option value={value}>{value || 'Choose…'}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
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
  const frame = { id, label: legend, hint, error }
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy(frame) || undefined}>
      <legend className="font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-ink-muted text-base">
          {hint}
        </p>
      ) : null}
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
      {error ? (
        <p id={`${id}-error`} className="mt-2 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
