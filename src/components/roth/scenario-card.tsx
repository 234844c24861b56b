import { AlertTriangle, CheckCircle2, Info, XCircle, type IconNode } from 'lucide'

import { Icon } from '@/components/ui/icon'
import type { RothAnalysis, RothScenarioAnalysis } from '@/domain/roth'
import { breakEvenSentence } from '@/domain/roth/break-even-sentence'
import { yearsText } from '@/domain/roth/input-summary'
import type { DollarsShown } from '@/domain/roth/results-copy'
import { dollarsCaption, dollarsYear } from '@/domain/roth/results-copy'
import { bandCaution, bandReason, scenarioSummary } from '@/domain/roth/scenario-summary'
import { shownResult } from '@/domain/roth/shown-dollars'
import {
  formatSignedPercent,
  formatSignedWholeDollars,
  formatWholeDollars,
} from '@/domain/text/money'

/** Each band's icon and colours, shared by everything that shows a band. */
export const bandStyles: Record<
  RothScenarioAnalysis['band']['color'],
  { icon: IconNode; className: string }
> = {
  success: { icon: CheckCircle2, className: 'border-green-700 bg-green-50 text-green-900' },
  info: { icon: Info, className: 'border-blue-700 bg-blue-50 text-blue-900' },
  warning: { icon: AlertTriangle, className: 'border-orange-700 bg-orange-50 text-orange-900' },
  danger: { icon: XCircle, className: 'border-red-700 bg-red-50 text-red-900' },
}

/** What the card needs of the analysis: the settings, and the dates of its dollars. */
export type CardAnalysis = Pick<RothAnalysis, 'assumptions' | 'valuationYear' | 'inflationPercent'>

/** The card's rows: what converting costs, then what the children keep either way. */
function cardRows(
  scenario: RothScenarioAnalysis,
  analysis: CardAnalysis,
  dollars: DollarsShown,
): ReadonlyArray<readonly [string, string]> {
  const shown = shownResult(scenario, dollars)
  const { conversionYears, taxPaidFrom } = analysis.assumptions
  const medicareRows: ReadonlyArray<readonly [string, string]> =
    shown.medicareSurcharge > 0 || shown.withoutMedicareSurcharge > 0
      ? [
          ['Medicare surcharges with converting', formatWholeDollars(shown.medicareSurcharge)],
          [
            'Medicare surcharges without converting',
            formatWholeDollars(shown.withoutMedicareSurcharge),
          ],
        ]
      : []
  return [
    [`Converted (${scenario.conversionPercent}%)`, formatWholeDollars(shown.conversionAmount)],
    [
      `Tax on the conversions (${yearsText(conversionYears)})`,
      formatWholeDollars(shown.conversionTax),
    ],
    ...medicareRows,
    [
      taxPaidFrom === 'outside'
        ? 'Without converting (the tax money stays invested, so this differs by scenario)'
        : 'Children keep without converting',
      formatWholeDollars(shown.withoutAfterTax),
    ],
    ['Children keep with converting', formatWholeDollars(shown.withAfterTax)],
  ]
}

/**
 * One scenario's result in the dollars shown: a plain line on what it does, what converting costs
 * (the conversions' tax and the Medicare surcharges), what the children keep with and without
 * converting, and the difference, with its band named in words and an icon as well as its
 * colour, why the band is what it is, and how long the parent must live for it to pay off.
 */
export function ScenarioCard({
  scenario,
  analysis,
  dollars,
}: {
  scenario: RothScenarioAnalysis
  analysis: CardAnalysis
  dollars: DollarsShown
}) {
  const band = bandStyles[scenario.band.color]
  const caution = bandCaution(scenario, analysis.assumptions.yearsUntilInheritance)
  const headingId = `scenario-${scenario.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="border-brand-100 flex flex-col rounded-lg border p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-xl">
        {scenario.label}
      </h3>
      <p className="text-ink-muted text-base">{scenarioSummary(scenario, analysis.assumptions)}</p>
      <p className="mt-2 text-base font-semibold">{dollarsCaption(analysis, dollars)}</p>
      <dl className="mt-2 space-y-1">
        {cardRows(scenario, analysis, dollars).map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3">
            <dt>{term}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="border-brand-100 flex justify-between gap-3 border-t pt-2">
          <dt className="font-semibold">Net benefit in {dollarsYear(analysis, dollars)} dollars</dt>
          <dd className="text-right font-bold tabular-nums">
            {formatSignedWholeDollars(shownResult(scenario, dollars).netBenefit)}
            <span className="block text-base font-semibold">
              {formatSignedPercent(scenario.performancePercent)}
            </span>
          </dd>
        </div>
      </dl>
      <p className="mt-3">{breakEvenSentence(scenario.breakEvenYears)}</p>
      <div className={`mt-4 rounded-md border-l-4 px-3 py-2 ${band.className}`}>
        <p className="flex items-center gap-2 font-semibold">
          <Icon icon={band.icon} className="size-5 shrink-0" />
          {scenario.band.label}
        </p>
        <p className="text-base">{bandReason(scenario)}</p>
        {caution ? <p className="mt-1 text-base">{caution}</p> : null}
      </div>
    </article>
  )
}
