import type { RothScenarioAnalysis } from './index'

type YearRow = RothScenarioAnalysis['years'][number]

/** A year of the table as people read it: "Now" for year 0, then "Year 1", "Year 2"… */
export function yearLabel(year: number): string {
  return year === 0 ? 'Now' : `Year ${year}`
}

const holderLabels: Readonly<Record<YearRow['phase'], string>> = {
  parent: 'Parent',
  survivor: 'Survivor',
  heirs: 'Children',
}

/**
 * Who holds the money that year: the parent (or the couple) until the first death, the survivor
 * after it, then the children.
 */
export function holderLabel(phase: YearRow['phase']): string {
  return holderLabels[phase]
}
