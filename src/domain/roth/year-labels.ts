import type { RothScenarioAnalysis } from './index'

type YearRow = RothScenarioAnalysis['years'][number]

/** A year of the table as people read it: "Now" for year 0, then "Year 1", "Year 2"… */
export function yearLabel(year: number): string {
  return year === 0 ? 'Now' : `Year ${year}`
}

/** Who holds the money that year: the parent until the inheritance, then the children. */
export function holderLabel(phase: YearRow['phase']): string {
  return phase === 'parent' ? 'Parent' : 'Children'
}
