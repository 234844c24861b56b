/**
 * Shown instead of the results while the form is invalid. The page's fields show their own
 * errors; errors in fields only the personalization modal shows are listed here as well.
 */
export function CorrectionNotice({
  modalOnlyErrors,
}: {
  modalOnlyErrors: ReadonlyArray<[path: string, message: string]>
}) {
  return (
    <div className="mt-6 rounded-md border-4 border-red-700 p-4">
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
  )
}
