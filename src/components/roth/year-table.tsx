import { WideTable } from '@/components/ui/wide-table'
import type { RothScenarioAnalysis } from '@/domain/roth'
import { holderLabel, yearLabel } from '@/domain/roth/year-labels'
import { formatSignedWholeDollars, formatWholeDollars } from '@/domain/text/money'

/** Year by year, what the children's money is worth after tax with and without converting. */
export function YearTable({ scenario }: { scenario: RothScenarioAnalysis }) {
  return (
    <WideTable
      id="year-table-caption"
      title={`Value after tax by year: ${scenario.label}`}
      columns={[
        { label: 'Year' },
        { label: 'Who holds it' },
        { label: 'Without converting', isNumber: true },
        { label: 'With converting', isNumber: true },
        { label: 'Difference', isNumber: true },
      ]}
      tableClassName="w-full min-w-[36rem] border-collapse text-left tabular-nums"
    >
      <tbody>
        {scenario.years.map((row) => (
          <tr key={row.year} className="border-brand-100 border-b">
            <th scope="row" className="py-2 pr-4 font-semibold">
              {yearLabel(row.year)}
            </th>
            <td className="py-2 pr-4">{holderLabel(row.phase)}</td>
            <td className="py-2 pr-4 text-right">
              {formatWholeDollars(row.withoutConversion.afterTaxValue)}
            </td>
            <td className="py-2 pr-4 text-right">
              {formatWholeDollars(row.withConversion.afterTaxValue)}
            </td>
            <td className="py-2 text-right">
              {formatSignedWholeDollars(
                row.withConversion.afterTaxValue - row.withoutConversion.afterTaxValue,
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </WideTable>
  )
}
