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
import { formatWholeDollars } from '@/domain/text/money'

/** Seed chart constants: breakpoints 768 and 1024 px, title 18 px, labels 14 px (nothing smaller). */
const labelPx = 14

function compactDollars(dollars: number) {
  if (dollars === 0) return '$0'
  if (Math.abs(dollars) >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(1)}M`
  return `$${Math.round(dollars / 1_000)}k`
}

/**
 * The children's after-tax money by year for both strategies. Sighted readers get the lines;
 * screen readers are pointed to the table below, which holds the same numbers.
 */
export function YearChart({ scenario }: { scenario: RothScenarioAnalysis }) {
  const data = scenario.years.map((row) => ({
    label: row.year === 0 ? 'Now' : `Y${row.year}`,
    without: row.withoutConversion.afterTaxValue,
    with: row.withConversion.afterTaxValue,
  }))
  return (
    <figure
      role="img"
      aria-label={`Chart of the children’s money after tax by year, ${scenario.label}: the table below gives the same numbers.`}
      className="mt-6"
    >
      <figcaption className="text-brand-950 text-[18px] font-bold">
        Children’s money after tax, by year: {scenario.label}
      </figcaption>
      <div className="mt-3 h-64 md:h-80 lg:h-96" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={data}
            margin={{ top: 8, right: 28, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="#e3ecf8" />
            <XAxis dataKey="label" tick={{ fontSize: labelPx, fill: '#1b2430' }} />
            <YAxis
              tickFormatter={compactDollars}
              tick={{ fontSize: labelPx, fill: '#1b2430' }}
              width={64}
            />
            <Tooltip
              formatter={(value) => formatWholeDollars(Number(value))}
              contentStyle={{ fontSize: labelPx }}
            />
            <Legend wrapperStyle={{ fontSize: labelPx }} />
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
