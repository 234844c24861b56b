import { breakEvenHorizonYears } from './break-even'

/**
 * A scenario's `breakEvenYears` as one plain sentence (roth-model.md §11): 0 pays off even if the
 * inheritance came now, N ≥ 1 once the parent lives N more years, null not within 50 years.
 */
export function breakEvenSentence(breakEvenYears: number | null): string {
  if (breakEvenYears === null) {
    return `Converting does not leave your children more within ${breakEvenHorizonYears} years.`
  }
  if (breakEvenYears === 0) {
    return 'Converting leaves your children more even if the inheritance came now.'
  }
  const moreYears = breakEvenYears === 1 ? '1 more year' : `${breakEvenYears} more years`
  return `Converting leaves your children more if the parent lives at least ${moreYears}.`
}
