import { AlertTriangle, CheckCircle2, Info, XCircle, type IconNode } from 'lucide'

import { Icon } from '@/components/ui/icon'
import type { RothScenarioAnalysis } from '@/domain/roth'
import { breakEvenSentence } from '@/domain/roth/break-even-sentence'
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

/**
 * One scenario's result: what is converted and taxed now (and the Medicare premiums it raises),
 * what the children keep with and without converting, and the difference, with its band named in
 * words and an icon as well as its colour, and how long the parent must live for it to pay off.
 */
export function ScenarioCard({ scenario }: { scenario: RothScenarioAnalysis }) {
  const band = bandStyles[scenario.band.color]
  const rates =
    scenario.parentTaxRatePercent === null
      ? null
      : `Parent’s rate ${scenario.parentTaxRatePercent}%, children’s rate ${scenario.childTaxRatePercent}%`
  const medicareRows: ReadonlyArray<readonly [string, string]> =
    scenario.medicareSurcharge > 0
      ? [['Medicare premiums raised by', formatWholeDollars(scenario.medicareSurcharge)]]
      : []
  const rows: ReadonlyArray<readonly [string, string]> = [
    [`Converted (${scenario.conversionPercent}%)`, formatWholeDollars(scenario.conversionAmount)],
    ['Tax paid now', formatWholeDollars(scenario.conversionTax)],
    ...medicareRows,
    [
      'Children keep without converting',
      formatWholeDollars(scenario.withoutConversion.afterTaxToHeirs),
    ],
    ['Children keep with converting', formatWholeDollars(scenario.withConversion.afterTaxToHeirs)],
  ]
  return (
    <article
      aria-labelledby={`scenario-${scenario.id}`}
      className="border-brand-100 flex flex-col rounded-lg border p-5 shadow-sm"
    >
      <h3 id={`scenario-${scenario.id}`} className="text-xl">
        {scenario.label}
      </h3>
      {rates ? <p className="text-ink-muted text-base">{rates}</p> : null}
      <dl className="mt-3 space-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3">
            <dt>{term}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="border-brand-100 flex justify-between gap-3 border-t pt-2">
          <dt className="font-semibold">Net benefit</dt>
          <dd className="text-right font-bold tabular-nums">
            {formatSignedWholeDollars(scenario.netBenefit)}
            <span className="block text-base font-semibold">
              {formatSignedPercent(scenario.performancePercent)}
            </span>
          </dd>
        </div>
      </dl>
      <p className="mt-3">{breakEvenSentence(scenario.breakEvenYears)}</p>
      <p
        className={`mt-4 flex items-center gap-2 rounded-md border-l-4 px-3 py-2 font-semibold ${band.className}`}
      >
        <Icon icon={band.icon} className="size-5 shrink-0" />
        {scenario.band.label}
      </p>
    </article>
  )
}
