import type { ReactNode } from 'react'

import { Icon } from '@/components/ui/icon'
import { WideTable } from '@/components/ui/wide-table'
import type { RothAnalysis, RothInput, RothResult } from '@/domain/roth'
import { presetScenarios } from '@/domain/roth/presets'
import type { DollarsShown } from '@/domain/roth/results-copy'
import { dollarsCaption, otherIncomeMedicareTier } from '@/domain/roth/results-copy'
import { shownResult } from '@/domain/roth/shown-dollars'
import { strategiesIntro } from '@/domain/roth/strategies-intro'
import { sameResultText, strategyRows } from '@/domain/roth/strategy-rows'
import {
  formatSignedPercent,
  formatSignedWholeDollars,
  formatWholeDollars,
} from '@/domain/text/money'

import { bandStyles } from './scenario-card'

/** How many of the best strategies show before the disclosure. */
export const shownStrategyCount = 10

/**
 * What a row of the table shows: a strategy (ranked) or a preset (unranked), its label, and the
 * labels of the strategies with exactly the same result.
 */
type ComparedRow = { result: RothResult; label: string; sameResult: string | null }

const numberCellClassName = 'py-2 pr-4 text-right whitespace-nowrap'

const resultColumns = [
  { label: 'Rank' },
  { label: 'What it does' },
  { label: 'Converted', isNumber: true },
  { label: 'Income tax', isNumber: true },
  { label: 'Medicare', isNumber: true },
  { label: 'Net benefit', isNumber: true },
  { label: 'Band' },
] as const

/**
 * One row in the dollars shown: `rank` null for a preset, shown as a dash; rank 1 is marked
 * "Best" in words; exact duplicates are named once, under the label.
 */
function ResultRow({
  row: { result, label, sameResult },
  rank,
  showsMedicare,
  dollars,
}: {
  row: ComparedRow
  rank: number | null
  showsMedicare: boolean
  dollars: DollarsShown
}) {
  const isBest = rank === 1
  const band = bandStyles[result.band.color]
  const shown = shownResult(result, dollars)
  return (
    <tr className={`border-brand-100 border-b ${isBest ? 'bg-brand-50 font-semibold' : ''}`}>
      <td className="py-2 pr-4 whitespace-nowrap">
        {rank ?? '—'}
        {isBest ? (
          <>
            {' '}
            <span className="bg-brand-800 ml-1 rounded px-2 py-0.5 text-base font-bold text-white">
              Best
            </span>
          </>
        ) : null}
      </td>
      <th scope="row" className="min-w-[16rem] py-2 pr-4 text-left font-semibold">
        {label}
        {sameResult ? <span className="block text-base font-normal">{sameResult}</span> : null}
      </th>
      <td className={numberCellClassName}>{formatWholeDollars(shown.conversionAmount)}</td>
      <td className={numberCellClassName}>{formatWholeDollars(shown.conversionTax)}</td>
      {showsMedicare ? (
        <td className={numberCellClassName}>{formatWholeDollars(shown.medicareSurcharge)}</td>
      ) : null}
      <td className={numberCellClassName}>
        <span className="block font-semibold">{formatSignedWholeDollars(shown.netBenefit)}</span>
        <span className="block">{formatSignedPercent(result.performancePercent)}</span>
      </td>
      <td className="py-2">
        <span
          className={`inline-flex items-center gap-1 rounded px-2 py-0.5 whitespace-nowrap ${band.className}`}
        >
          <Icon icon={band.icon} className="size-4 shrink-0" />
          {result.band.label}
        </span>
      </td>
    </tr>
  )
}

/** The strategies' columns in a wide table named by `caption`. */
function ScrollableTable({
  captionId,
  caption,
  showsMedicare,
  children,
}: {
  captionId: string
  caption: string
  showsMedicare: boolean
  children: ReactNode
}) {
  return (
    <WideTable
      id={captionId}
      title={caption}
      columns={
        showsMedicare
          ? resultColumns
          : resultColumns.filter((column) => column.label !== 'Medicare')
      }
      tableClassName="w-full min-w-[56rem] border-collapse text-left text-base tabular-nums"
    >
      {children}
    </WideTable>
  )
}

/**
 * The bracket-filling strategies ranked by what the children keep (roth-model.md §12), exact
 * duplicates folded into one row, in the dollars shown: the best ten beside the four presets, the
 * best marked in words, and the rest behind a disclosure that works without JavaScript, then
 * `children` (more about the strategies). Shown only when there are strategies (detailed mode,
 * tax brackets).
 */
export function StrategiesTable({
  input,
  analysis,
  dollars,
  children,
}: {
  input: RothInput
  analysis: Pick<RothAnalysis, 'strategies' | 'scenarios' | 'valuationYear' | 'inflationPercent'>
  dollars: DollarsShown
  children?: ReactNode
}) {
  const { strategies } = analysis
  const rows: ComparedRow[] = strategyRows(strategies, otherIncomeMedicareTier(input)).map(
    (row) => ({
      result: row.result,
      label: row.label,
      sameResult: sameResultText(row),
    }),
  )
  const presets: ComparedRow[] = analysis.scenarios
    .filter((scenario) => presetScenarios.some((preset) => preset.id === scenario.id))
    .map((scenario) => ({
      result: scenario,
      label: `Preset: ${scenario.label}`,
      sameResult: null,
    }))
  const rest = rows.slice(shownStrategyCount)
  // Medicare's column only when some result pays a surcharge (Medicare included and reached).
  const showsMedicare = [...strategies, ...presets.map(({ result }) => result)].some(
    (result) => result.medicareSurcharge > 0,
  )
  return (
    <section aria-labelledby="strategies-heading" className="mt-12">
      <h2 id="strategies-heading" className="text-3xl">
        The best of these strategies
      </h2>
      <p className="mt-3">
        {strategiesIntro(strategies)}
        {rows.length < strategies.length
          ? ` Strategies with exactly the same result are shown once (${strategies.length} tried, ${rows.length} different results).`
          : null}{' '}
        {dollarsCaption(analysis, dollars)}.
      </p>
      <ScrollableTable
        captionId="strategies-caption"
        caption="Strategies ranked by net benefit, with the presets for comparison"
        showsMedicare={showsMedicare}
      >
        <tbody>
          {rows.slice(0, shownStrategyCount).map((row, index) => (
            <ResultRow
              key={row.label}
              row={row}
              rank={index + 1}
              showsMedicare={showsMedicare}
              dollars={dollars}
            />
          ))}
        </tbody>
        <tbody className="border-brand-800 border-t-2">
          {presets.map((row) => (
            <ResultRow
              key={row.label}
              row={row}
              rank={null}
              showsMedicare={showsMedicare}
              dollars={dollars}
            />
          ))}
        </tbody>
      </ScrollableTable>
      {rest.length > 0 ? (
        <details className="mt-4">
          <summary className="cursor-pointer py-2 font-semibold">
            Show all {rows.length} strategies
          </summary>
          <ScrollableTable
            captionId="strategies-rest-caption"
            caption={`Strategies ranked ${shownStrategyCount + 1} to ${rows.length}`}
            showsMedicare={showsMedicare}
          >
            <tbody>
              {rest.map((row, index) => (
                <ResultRow
                  key={row.label}
                  row={row}
                  rank={shownStrategyCount + index + 1}
                  showsMedicare={showsMedicare}
                  dollars={dollars}
                />
              ))}
            </tbody>
          </ScrollableTable>
        </details>
      ) : null}
      {children}
    </section>
  )
}
