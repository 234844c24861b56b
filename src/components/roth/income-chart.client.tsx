'use client'

import type { ReactNode } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import type { StrategyIncome } from '@/domain/roth/strategy-income'
import { bracketTopLineLabel, medicareLimitLineLabel } from '@/domain/roth/strategy-income-copy'
import { formatWholeDollars } from '@/domain/text/money'

import {
  chartGridColor,
  chartLabelPx,
  chartTick,
  chartTitleClass,
  compactDollars,
} from './chart-style'

const barColor = '#174a8b'
const bracketLineColor = '#8a4b0f'
const medicareLineColor = '#b91c1c'
const medicareLineDash = '8 5'
// One chart of this kind is on the page at a time, so a fixed id is unique.
const premiumStripesId = 'roth-income-premium-stripes'
const premiumStripesFill = `url(#${premiumStripesId})`

// Taller than the year chart under 768 px, where the key takes up to four lines of the plot.
const plotClass = 'mt-3 h-80 lg:h-96'

const barsName = 'Taxable income'
const premiumBarsName = 'Taxable income in a year that sets a Medicare premium'

/** A sample of one mark of the chart, beside its name in the key. */
type KeyItem = { name: string; swatch: ReactNode }

const lineSwatch = (color: string, dash?: string) => (
  <line x1="0" y1="8" x2="28" y2="8" stroke={color} strokeWidth="3" strokeDasharray={dash} />
)
const barSwatch = (fill: string) => (
  <rect x="4" y="1" width="20" height="14" fill={fill} stroke={barColor} strokeWidth="1.5" />
)

/** The chart's key: each bar and line drawn as in the chart, with its name. */
function ChartKey({ items }: { items: ReadonlyArray<KeyItem> }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-1 pt-2">
      {items.map(({ name, swatch }) => (
        <li key={name} className="flex items-center gap-2">
          <svg width="28" height="16" viewBox="0 0 28 16" className="shrink-0">
            {swatch}
          </svg>
          {name}
        </li>
      ))}
    </ul>
  )
}

/**
 * The parent's taxable income each year under a bracket-filling strategy, as bars, against the
 * top of the bracket it fills and, when it stays in a Medicare tier, that tier's limit. Years
 * that set a Medicare premium are striped; the lines differ in dash as well as colour, and the
 * key names each. Screen readers are pointed to the table below, which holds the same numbers.
 */
export function IncomeChart({ income }: { income: StrategyIncome }) {
  const { bracketPercent } = income
  const data = income.years.map((year) => ({
    calendarYear: String(year.calendarYear),
    income: year.setsMedicarePremium ? null : year.taxableIncome,
    premiumIncome: year.setsMedicarePremium ? year.taxableIncome : null,
  }))
  const bracketLabel = bracketTopLineLabel(bracketPercent, income.nextRatePercent)
  const medicareLimit =
    income.irmaaTier === null || income.irmaaLimit === null
      ? null
      : { label: medicareLimitLineLabel(income.irmaaTier), dollars: income.irmaaLimit }
  const keyItems: KeyItem[] = [
    { name: barsName, swatch: barSwatch(barColor) },
    ...(income.years.some((year) => year.setsMedicarePremium)
      ? [{ name: premiumBarsName, swatch: barSwatch(premiumStripesFill) }]
      : []),
    { name: bracketLabel, swatch: lineSwatch(bracketLineColor) },
    ...(medicareLimit
      ? [{ name: medicareLimit.label, swatch: lineSwatch(medicareLineColor, medicareLineDash) }]
      : []),
  ]
  const linesText = `the top of the ${bracketPercent}% bracket${medicareLimit ? ` and the ${medicareLimit.label}` : ''}`
  return (
    <figure
      role="img"
      aria-label={`Chart of the parent’s taxable income by year, ${income.label}, against ${linesText}: the table below gives the same numbers.`}
      className="mt-6"
    >
      <figcaption className={chartTitleClass}>
        The parent’s taxable income, by year: {income.label}
      </figcaption>
      <div className={plotClass} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 28, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <defs>
              <pattern
                id={premiumStripesId}
                width="8"
                height="8"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <rect width="8" height="8" fill="#e3ecf8" />
                <line x1="0" y1="0" x2="0" y2="8" stroke={barColor} strokeWidth="4" />
              </pattern>
            </defs>
            <CartesianGrid stroke={chartGridColor} vertical={false} />
            <XAxis dataKey="calendarYear" tick={chartTick} />
            <YAxis tickFormatter={compactDollars} tick={chartTick} width={64} />
            <Tooltip
              formatter={(value) => formatWholeDollars(Number(value))}
              contentStyle={{ fontSize: chartLabelPx }}
              isAnimationActive={false}
            />
            <Legend
              wrapperStyle={{ fontSize: chartLabelPx }}
              content={<ChartKey items={keyItems} />}
            />
            <Bar
              dataKey="income"
              name={barsName}
              stackId="income"
              fill={barColor}
              isAnimationActive={false}
            />
            <Bar
              dataKey="premiumIncome"
              name={premiumBarsName}
              stackId="income"
              fill={premiumStripesFill}
              stroke={barColor}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
            <ReferenceLine
              y={income.bracketTop}
              stroke={bracketLineColor}
              strokeWidth={3}
              ifOverflow="extendDomain"
            />
            {medicareLimit ? (
              <ReferenceLine
                y={medicareLimit.dollars}
                stroke={medicareLineColor}
                strokeWidth={3}
                strokeDasharray={medicareLineDash}
                ifOverflow="extendDomain"
              />
            ) : null}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  )
}
