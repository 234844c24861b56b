import { WideTable } from '@/components/ui/wide-table'
import type { PerformanceBand } from '@/domain/roth/bands'
import { yearsText } from '@/domain/roth/input-summary'
import type {
  SensitivityCell,
  SensitivityGrid as SensitivityGridData,
} from '@/domain/roth/sensitivity-grid'
import { formatSignedWholeDollars } from '@/domain/text/money'

// The same colour pairs as the scenario cards; every pair passes WCAG AA for body text.
const bandClassNames: Record<PerformanceBand['color'], string> = {
  success: 'bg-green-50 text-green-900',
  info: 'bg-blue-50 text-blue-900',
  warning: 'bg-orange-50 text-orange-900',
  danger: 'bg-red-50 text-red-900',
}

/** The band in one word: "Good Performance" → "Good". */
const bandWord = (band: PerformanceBand) => band.label.replace(' Performance', '')

// The visitor's own case: a thick dark outline, drawn inside the cell so neighbours never hide it.
const visitorCaseClassNames = 'outline-brand-950 outline-4 -outline-offset-4'

function GridCell({ cell }: { cell: SensitivityCell }) {
  const className = [
    'border border-white px-3 py-2 text-right align-top whitespace-nowrap',
    bandClassNames[cell.band.color],
    cell.isVisitorCase ? visitorCaseClassNames : null,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <td className={className}>
      <span className="block font-semibold">{formatSignedWholeDollars(cell.netBenefit)}</span>
      <span className="block">{bandWord(cell.band)}</span>
      {cell.isVisitorCase ? <span className="block font-bold">Your case</span> : null}
    </td>
  )
}

/**
 * A scenario's net benefit for each children's tax rate (rows) and number of years until the
 * inheritance (columns), each cell coloured and named by its band, with the visitor's own case
 * outlined and labelled.
 */
export function SensitivityGrid({ grid }: { grid: SensitivityGridData }) {
  return (
    <div className="mt-4">
      <p id="sensitivity-grid-note" className="text-ink-muted text-base">
        Each cell converts {grid.conversionPercent}% at the parent’s flat rate of{' '}
        {grid.parentTaxRatePercent}%, with the children’s flat rate from its row and the years from
        its column; every other setting is yours.
      </p>
      <WideTable
        id="sensitivity-grid-caption"
        title={`Net benefit by children’s tax rate and years until inheritance: ${grid.scenarioLabel}`}
        describedBy="sensitivity-grid-note"
        className="mt-2"
        tableClassName="w-full min-w-[48rem] border-collapse text-base tabular-nums"
      >
        <thead>
          <tr className="border-brand-800 border-b-2">
            <th scope="col" className="sticky left-0 bg-white py-2 pr-4 text-left">
              Children’s rate
            </th>
            {grid.yearsUntilInheritance.map((years) => (
              <th key={years} scope="col" className="px-3 py-2 text-right whitespace-nowrap">
                {yearsText(years)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.childTaxRates.map((childTaxRatePercent, rowIndex) => (
            <tr key={childTaxRatePercent}>
              <th scope="row" className="sticky left-0 bg-white py-2 pr-4 text-left font-semibold">
                {childTaxRatePercent}%
              </th>
              {(grid.rows[rowIndex] ?? []).map((cell) => (
                <GridCell key={cell.yearsUntilInheritance} cell={cell} />
              ))}
            </tr>
          ))}
        </tbody>
      </WideTable>
    </div>
  )
}
