import type { RothAnalysis, RothInput } from '@/domain/roth'
import {
  heirTimeline,
  type HeirPhase,
  type HeirPhaseKind,
  type HeirTimelineRow,
} from '@/domain/roth/heir-timeline'

/** Each kind of phase on the bars: a pattern (not a colour alone) and its name in the key. */
const phaseStyles: Record<HeirPhaseKind, { name: string; className: string }> = {
  minimums: {
    name: 'Striped: yearly minimums',
    className:
      'bg-[repeating-linear-gradient(135deg,var(--color-brand-800)_0_2px,var(--color-brand-50)_2px_7px)]',
  },
  anyAmounts: {
    name: 'Dotted: any amounts',
    className:
      'bg-brand-50 bg-[radial-gradient(var(--color-brand-800)_1.5px,transparent_2px)] bg-[length:7px_7px]',
  },
  theRest: { name: 'Solid: everything left, by the deadline', className: 'bg-brand-800' },
}

const phaseKinds = Object.keys(phaseStyles) as HeirPhaseKind[]

/** The key to the bars' patterns; decorative, as the text under each bar says the same. */
function PhaseKey() {
  return (
    <ul aria-hidden="true" className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-base">
      {phaseKinds.map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <span
            className={`border-brand-800 inline-block h-4 w-8 shrink-0 rounded-sm border [print-color-adjust:exact] ${phaseStyles[kind].className}`}
          />
          {phaseStyles[kind].name}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span className="border-brand-800 inline-block h-4 w-8 shrink-0 rounded-sm border bg-white" />
        Empty: nothing left to take
      </li>
    </ul>
  )
}

/** One child's phases across the years from the first withdrawal to the horizon (decorative). */
function PhaseBar({
  phases,
  firstYear,
  horizonYear,
}: {
  phases: ReadonlyArray<HeirPhase>
  firstYear: number
  horizonYear: number
}) {
  const spanYears = horizonYear - firstYear + 1
  return (
    <div aria-hidden="true" className="mt-3">
      <div className="border-brand-800 flex h-5 w-full overflow-hidden rounded-sm border bg-white [print-color-adjust:exact]">
        {phases.map((phase) => (
          <div
            key={phase.firstYear}
            className={`border-brand-800 h-full not-first:border-l-2 ${phaseStyles[phase.kind].className}`}
            style={{ width: `${((phase.lastYear - phase.firstYear + 1) / spanYears) * 100}%` }}
          />
        ))}
      </div>
      <div className="text-ink-muted mt-1 flex justify-between text-sm">
        <span>{firstYear}</span>
        <span>{horizonYear}</span>
      </div>
    </div>
  )
}

/** One child: who, the rule, the bar, and the same phases and years in words. */
function HeirRow({
  row,
  firstYear,
  horizonYear,
}: {
  row: HeirTimelineRow
  firstYear: number
  horizonYear: number
}) {
  const facts: ReadonlyArray<readonly [string, string]> = [
    ['Withdrawals start', String(firstYear)],
    ['What to take', row.withdrawals],
    ['Empty by', `31 December ${row.deadlineYear}`],
  ]
  return (
    <li className="border-brand-100 rounded-lg border p-5">
      <h3 className="text-xl">{row.child}</h3>
      <p className="mt-1">{row.rule}</p>
      <PhaseBar phases={row.phases} firstYear={firstYear} horizonYear={horizonYear} />
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {row.trustNote ? <p className="mt-3">{row.trustNote}</p> : null}
    </li>
  )
}

/**
 * When each child must empty the inherited IRAs: per child, the rule, a bar of its phases and the
 * same in words (detailed mode under brackets only; elsewhere every child has the plain 10-year
 * rule the assumptions already state, and nothing is shown).
 */
export function HeirTimeline({
  analysis,
  input,
}: {
  analysis: Pick<RothAnalysis, 'heirs' | 'distributionYears' | 'assumptions'>
  input: RothInput
}) {
  const timeline = heirTimeline(analysis, input)
  if (!timeline) return null
  const { firstYear, horizonYear, rows } = timeline
  return (
    <section aria-labelledby="heir-timeline" className="mt-12">
      <h2 id="heir-timeline" className="text-3xl">
        When each child must empty the inherited IRAs
      </h2>
      <p className="mt-4 max-w-prose">
        The law sets how fast each child must take the money out of the inherited IRAs. Withdrawals
        from a pre-tax IRA are taxed as income; those from a Roth IRA are tax-free. Each bar runs
        from the first withdrawals in {firstYear} to {horizonYear}, when these results are valued.
      </p>
      <PhaseKey />
      <ol className="mt-6 space-y-6">
        {rows.map((row) => (
          <HeirRow key={row.child} row={row} firstYear={firstYear} horizonYear={horizonYear} />
        ))}
      </ol>
    </section>
  )
}
