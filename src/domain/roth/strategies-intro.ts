import type { RothStrategyCandidate } from './index'

/**
 * What the strategies table compares, in one sentence that matches the candidates tried: the
 * years they convert over, and staying under a Medicare tier only when some strategy does.
 */
export function strategiesIntro(
  strategies: ReadonlyArray<Pick<RothStrategyCandidate, 'years' | 'irmaaTier'>>,
): string {
  const mostYears = Math.max(1, ...strategies.map((strategy) => strategy.years))
  const years = mostYears === 1 ? '1 year' : `1 to ${mostYears} years`
  const tiers = strategies.some((strategy) => strategy.irmaaTier !== null)
    ? ', with and without staying under a Medicare premium tier,'
    : ''
  return `We tried every way of filling one tax bracket each year for ${years}${tiers} and ranked them by what the children keep.`
}
