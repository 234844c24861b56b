import { WideTable } from '@/components/ui/wide-table'
import type { RothScenarioAnalysis } from '@/domain/roth'
import type { DollarsShown } from '@/domain/roth/results-copy'
import { yearDollarsText } from '@/domain/roth/results-copy'
import { shownRowValues } from '@/domain/roth/shown-dollars'
import { holderLabel, yearLabel } from '@/domain/roth/year-labels'
import { formatSignedWholeDollars, formatWholeDollars } from '@/domain/text/money'

/**
 * Year by year, what the children's money is worth after tax with and without converting, in
 * 2026 dollars or in each year's own, with the owners' required distributions and their tax when
 * there are any.
 */
export function YearTable({
  scenario,
  dollars,
}: {
  scenario: RothScenarioAnalysis
  dollars: DollarsShown
}) {
  const showsRmds = scenario.years.some(
    (row) => row.withoutConversion.ownerRmd > 0 || row.withConversion.ownerRmd > 0,
  )
  const money = (strategy: RothScenarioAnalysis['years'][number]['withConversion']) =>
    dollars === 'today' ? strategy.today : strategy
  return (
    <WideTable
      id="year-table-caption"
      title={`Value after tax by year, ${yearDollarsText(dollars)}: ${scenario.label}`}
      columns={[
        { label: 'Year' },
        { label: 'Who holds it' },
        { label: 'Without converting', isNumber: true },
        { label: 'With converting', isNumber: true },
        { label: 'Difference', isNumber: true },
        ...(showsRmds
          ? [
              { label: 'Required distribution, with converting', isNumber: true },
              { label: 'Its tax', isNumber: true },
            ]
          : []),
      ]}
      tableClassName="w-full min-w-[36rem] border-collapse text-left tabular-nums"
    >
      <tbody>
        {scenario.years.map((row) => {
          const values = shownRowValues(row, dollars)
          return (
            <tr key={row.year} className="border-brand-100 border-b">
              <th scope="row" className="py-2 pr-4 font-semibold">
                {yearLabel(row.year)} ({row.calendarYear})
              </th>
              <td className="py-2 pr-4">{holderLabel(row.phase)}</td>
              <td className="py-2 pr-4 text-right">{formatWholeDollars(values.without)}</td>
              <td className="py-2 pr-4 text-right">{formatWholeDollars(values.with)}</td>
              <td className="py-2 pr-4 text-right">
                {formatSignedWholeDollars(values.with - values.without)}
              </td>
              {showsRmds ? (
                <>
                  <td className="py-2 pr-4 text-right">
                    {formatWholeDollars(money(row.withConversion).ownerRmd)}
                  </td>
                  <td className="py-2 text-right">
                    {formatWholeDollars(money(row.withConversion).ownerRmdTax)}
                  </td>
                </>
              ) : null}
            </tr>
          )
        })}
      </tbody>
    </WideTable>
  )
}
