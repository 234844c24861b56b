import { WideTable } from '@/components/ui/wide-table'
import { yearDollarsText } from '@/domain/roth/results-copy'
import type { StrategyIncome } from '@/domain/roth/strategy-income'
import { formatWholeDollars } from '@/domain/text/money'

/**
 * The income chart's numbers as a table: each parent year's conversion and taxable income under
 * the strategy, and whether that year's income sets a Medicare premium, in words.
 */
export function StrategyIncomeTable({ income }: { income: StrategyIncome }) {
  return (
    <WideTable
      id="strategy-income-caption"
      title={`${income.label}: the parent’s taxable income by year, ${yearDollarsText('nominal')}`}
      columns={[
        { label: 'Year' },
        { label: 'Converted', isNumber: true },
        { label: 'Taxable income', isNumber: true },
        { label: 'Sets a Medicare premium' },
      ]}
      tableClassName="w-full min-w-[36rem] border-collapse text-left tabular-nums"
    >
      <tbody>
        {income.years.map((row) => (
          <tr key={row.year} className="border-brand-100 border-b">
            <th scope="row" className="py-2 pr-4 font-semibold">
              {row.calendarYear}
            </th>
            <td className="py-2 pr-4 text-right">{formatWholeDollars(row.converted)}</td>
            <td className="py-2 pr-4 text-right">{formatWholeDollars(row.taxableIncome)}</td>
            <td className="py-2">{row.setsMedicarePremium ? 'Yes' : '—'}</td>
          </tr>
        ))}
      </tbody>
    </WideTable>
  )
}
