import { useRef } from 'react'

import { ErrorSummary } from '@/components/ui/error-summary'

import { fieldId } from './roth-fields'

/**
 * Shown instead of the results while the form is invalid: an error summary whose links move to
 * the page's wrong fields (which show their own messages too), and the errors of fields only the
 * personalization modal shows, with the way to reach them.
 */
export function CorrectionNotice({
  pageErrors,
  modalOnlyErrors,
}: {
  pageErrors: ReadonlyArray<[path: string, message: string]>
  modalOnlyErrors: ReadonlyArray<[path: string, message: string]>
}) {
  // Not focused while typing: the visitor is still in the field.
  const summaryRef = useRef<HTMLDivElement>(null)
  const count = pageErrors.length + modalOnlyErrors.length
  return (
    <div className="mt-6">
      {pageErrors.length > 0 ? (
        <ErrorSummary
          ref={summaryRef}
          id="roth-error-summary"
          heading={
            count === 1
              ? 'Correct 1 field to see the results'
              : `Correct ${count} fields to see the results`
          }
          errors={pageErrors.map(([path, message]) => ({
            fieldId: fieldId('roth', path),
            message,
          }))}
        />
      ) : null}
      {modalOnlyErrors.length > 0 || pageErrors.length === 0 ? (
        <div className="rounded-md border-4 border-red-700 p-4">
          <p className="font-semibold">Correct the highlighted fields to see the results.</p>
          {modalOnlyErrors.length > 0 ? (
            <>
              <ul className="mt-2 list-disc pl-6">
                {modalOnlyErrors.map(([path, message]) => (
                  <li key={path}>{message}</li>
                ))}
              </ul>
              <p className="mt-2">Choose “Change your details” above to correct your details.</p>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
