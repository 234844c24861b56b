import type { Ref } from 'react'

/**
 * The list of what to correct at the top of a form: a heading, then one link per wrong field that
 * moves focus to that field. The form focuses the summary (through `ref`) when it appears.
 */
export function ErrorSummary({
  ref,
  id,
  heading,
  errors,
}: {
  ref: Ref<HTMLDivElement>
  id: string
  heading: string
  errors: ReadonlyArray<{ fieldId: string; message: string }>
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={id}
      className="mb-8 rounded-md border-4 border-red-700 p-4"
    >
      <h3 id={id} className="text-xl">
        {heading}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a
              href={`#${fieldId}`}
              onClick={(event) => {
                event.preventDefault()
                document.getElementById(fieldId)?.focus()
              }}
              className="font-semibold text-red-800"
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
