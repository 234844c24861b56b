import { WideTable } from '@/components/ui/wide-table'
import type { RothAnalysis, RothScenarioAnalysis } from '@/domain/roth'
import { yearsText } from '@/domain/roth/input-summary'
import type { DollarsShown } from '@/domain/roth/results-copy'
import { dollarsYear } from '@/domain/roth/results-copy'
import { formatSignedWholeDollars } from '@/domain/text/money'

// The colour pairs of the scenario cards' bands; every pair passes WCAG AA for body text. The
// word beside the amount says the same, so colour is never the only sign.
const outcomeStyles = {
  gain: { word: 'Gain', className: 'bg-green-50 text-green-900' },
  loss: { word: 'Loss', className: 'bg-red-50 text-red-900' },
  none: { word: 'No change', className: 'bg-orange-50 text-orange-900' },
} as const

// The visitor's own case: a thick dark outline, drawn inside the cell so neighbours never hide it.
const yourCaseClassNames = 'outline-brand-950 outline-4 -outline-offset-4'

function GridCell({ netBenefit, isYourCase }: { netBenefit: number; isYourCase: boolean }) {
  const rounded = Math.round(netBenefit)
  const outcome = outcomeStyles[rounded > 0 ? 'gain' : rounded < 0 ? 'loss' : 'none']
  const className = [
    'border border-white px-3 py-2 text-right align-top whitespace-nowrap',
    outcome.className,
    isYourCase ? yourCaseClassNames : null,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <td className={className}>
      <span className="block font-semibold">{formatSignedWholeDollars(netBenefit)}</span>
      <span className="block">{outcome.word}</span>
      {isYourCase ? <span className="block font-bold">Your case</span> : null}
    </td>
  )
}

/**
 * One scenario's net benefit from `analysis.sensitivity` (roth-model.md §21): rows vary the years
 * until the children inherit, columns the expected return, every other setting is the family's
 * own; the family's own cell is outlined, labelled "Your case" and equals the scenario's card.
 * Amounts are in the dollars shown (2026's, or those of each cell's own valuation year).
 */
export function SensitivityGrid({
  analysis,
  scenario,
  dollars,
}: {
  analysis: Pick<RothAnalysis, 'sensitivity' | 'valuationYear' | 'inflationPercent'>
  scenario: Pick<RothScenarioAnalysis, 'id' | 'label'>
  dollars: DollarsShown
}) {
  const { sensitivity } = analysis
  const cells = sensitivity.scenarios.find(({ id }) => id === scenario.id)
  if (!cells) return null
  const values = dollars === 'today' ? cells.netBenefitToday : cells.netBenefit
  const inToday = dollarsYear(analysis, dollars) === 2026
  return (
    <div className="mt-4">
      <p id="sensitivity-grid-note" className="text-ink-muted text-base">
        Each cell reruns {scenario.label} with all your settings, changing only the years until the
        children inherit (its row) and the expected return (its column).{' '}
        {inToday
          ? 'Amounts are in 2026 dollars.'
          : 'Amounts are in the dollars of the year each cell’s inheritance is valued, so rows further down are in later dollars.'}
      </p>
      <WideTable
        id="sensitivity-grid-caption"
        title={`Net benefit by years until the children inherit and expected return: ${scenario.label}`}
        describedBy="sensitivity-grid-note"
        className="mt-2"
        tableClassName="w-full min-w-[32rem] border-collapse text-base tabular-nums"
      >
        <thead>
          <tr className="border-brand-800 border-b-2">
            <th scope="col" className="sticky left-0 bg-white py-2 pr-4 text-left">
              Years until they inherit
            </th>
            {sensitivity.annualReturnPercent.map((percent) => (
              <th key={percent} scope="col" className="px-3 py-2 text-right whitespace-nowrap">
                {percent}% return
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sensitivity.yearsUntilInheritance.map((years, row) => (
            <tr key={years}>
              <th scope="row" className="sticky left-0 bg-white py-2 pr-4 text-left font-semibold">
                {yearsText(years)}
              </th>
              {sensitivity.annualReturnPercent.map((percent, column) => (
                <GridCell
                  key={percent}
                  netBenefit={values[row]?.[column] ?? 0}
                  isYourCase={
                    row === sensitivity.yourCase.row && column === sensitivity.yourCase.column
                  }
                />
              ))}
            </tr>
          ))}
        </tbody>
      </WideTable>
    </div>
  )
}
