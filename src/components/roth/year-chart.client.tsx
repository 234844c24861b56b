'use client'

import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import type { RothScenarioAnalysis } from '@/domain/roth'
import type { DollarsShown } from '@/domain/roth/results-copy'
import { yearDollarsText } from '@/domain/roth/results-copy'
import { shownRowValues } from '@/domain/roth/shown-dollars'
import { formatWholeDollars } from '@/domain/text/money'

import {
  chartGridColor,
  chartLabelPx,
  chartTick,
  chartTitleClass,
  compactDollars,
} from './chart-style'

/**
 * The children's after-tax money by year for both strategies. Sighted readers get the lines;
 * screen readers are pointed to the table below, which holds the same numbers.
 */
export function YearChart({
  scenario,
  dollars,
}: {
  scenario: RothScenarioAnalysis
  dollars: DollarsShown
}) {
  const data = scenario.years.map((row) => ({
    label: String(row.calendarYear),
    ...shownRowValues(row, dollars),
  }))
  const inDollars = yearDollarsText(dollars)
  return (
    <figure
      role="img"
      aria-label={`Chart of the children’s money after tax by year, ${inDollars}, ${scenario.label}: the table below gives the same numbers.`}
      className="mt-6"
    >
      <figcaption className={chartTitleClass}>
        Children’s money after tax, by year, {inDollars}: {scenario.label}
      </figcaption>
      <div className="mt-3 h-64 md:h-80 lg:h-96" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={data}
            margin={{ top: 8, right: 28, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={chartGridColor} />
            <XAxis dataKey="label" tick={chartTick} />
            <YAxis tickFormatter={compactDollars} tick={chartTick} width={64} />
            <Tooltip
              formatter={(value) => formatWholeDollars(Number(value))}
              contentStyle={{ fontSize: chartLabelPx }}
            />
            <Legend wrapperStyle={{ fontSize: chartLabelPx }} />
            <Line
              type="monotone"
              dataKey="without"
              name="Without converting"
              stroke="#4a5565"
              strokeWidth={3}
              strokeDasharray="6 4"
              dot={false}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="with"
              name="With converting"
              stroke="#103a6e"
              strokeWidth={3}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  )
}
