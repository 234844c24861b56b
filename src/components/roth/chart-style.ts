/** Seed chart constants: breakpoints 768 and 1024 px, title 18 px, labels 14 px (nothing smaller). */
export const chartLabelPx = 14

/** The axes' tick labels: 14 px in the text colour. */
export const chartTick = { fontSize: chartLabelPx, fill: '#1b2430' }

/** The grid lines, in the lightest brand blue. */
export const chartGridColor = '#e3ecf8'

/** A chart's title, 18 px and bold. */
export const chartTitleClass = 'text-brand-950 text-[18px] font-bold'

/** Dollars on an axis, short: "$0", "$85k", "$1.2M". */
export function compactDollars(dollars: number) {
  if (dollars === 0) return '$0'
  if (Math.abs(dollars) >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(1)}M`
  return `$${Math.round(dollars / 1_000)}k`
}
