/** A performance band's label and colour (success green, info blue, warning orange, danger red). */
export type PerformanceBand = {
  label:
    'Excellent Performance' | 'Good Performance' | 'Marginal Performance' | 'Negative Performance'
  color: 'success' | 'info' | 'warning' | 'danger'
}

// Seed thresholds (≥ 10, ≥ 5, ≥ 2, ≥ 0), except that any gain is at least "Marginal": a result
// from 0 to 2 (exclusive) is a small gain, and only a loss or an exact break-even is "Negative".
const bands: ReadonlyArray<{ isReachedBy: (percent: number) => boolean; band: PerformanceBand }> = [
  {
    isReachedBy: (percent) => percent >= 10,
    band: { label: 'Excellent Performance', color: 'success' },
  },
  { isReachedBy: (percent) => percent >= 5, band: { label: 'Good Performance', color: 'info' } },
  {
    isReachedBy: (percent) => percent > 0,
    band: { label: 'Marginal Performance', color: 'warning' },
  },
]

const negativeBand: PerformanceBand = { label: 'Negative Performance', color: 'danger' }

/** The band of a performance already rounded to 2 decimals (`performancePercent`, 10 = 10%). */
export function performanceBand(roundedPerformancePercent: number): PerformanceBand {
  const reached = bands.find(({ isReachedBy }) => isReachedBy(roundedPerformancePercent))
  return reached ? reached.band : negativeBand
}
