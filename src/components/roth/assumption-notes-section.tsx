import type { RothAnalysis, RothInput } from '@/domain/roth'
import { detailedAssumptionNotes } from '@/domain/roth/assumption-notes'
import { assumptionNotesFor } from '@/domain/roth/mode-notes'

/**
 * How the results shown were calculated, for the mode in use (a personalized analysis is never
 * described in the quick version's words), then what personalizing changes and its sources.
 */
export function AssumptionNotesSection({
  input,
  analysis,
}: {
  input: RothInput
  analysis: RothAnalysis
}) {
  const isQuick = input.mode === 'quick'
  return (
    <section className="mt-12" aria-labelledby="how-calculated">
      <h2 id="how-calculated" className="text-3xl">
        How this is calculated
      </h2>
      <ul className="mt-4 max-w-3xl list-disc space-y-3 pl-6">
        {assumptionNotesFor(input, analysis).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p className="mt-4 max-w-3xl">
        “Net benefit” is what the children keep after all income taxes at the end of the{' '}
        {isQuick ? '10 years' : 'heirs’ years'} if the parent converts, minus what they keep if not.
        The percentage compares it with the not-converting total.
      </p>
      <h3 className="mt-8 text-2xl">
        {isQuick ? 'When you personalize it' : 'Sources and limits of the personalized version'}
      </h3>
      <ul className="mt-4 max-w-3xl list-disc space-y-3 pl-6">
        {detailedAssumptionNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  )
}
