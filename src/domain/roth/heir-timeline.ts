import { taxYear } from './brackets-2026'
import { bracketInputOf } from './family-plan'
import type { HeirRule } from './heir-schedule'
import type { RothAnalysis } from './index'
import { beneficiaryTypeLabels } from './input-summary'
import type { RothInput } from './roth-input.schema'

/** What a child takes in a stretch of years: the yearly minimums only, any amounts, or the rest. */
export type HeirPhaseKind = 'minimums' | 'anyAmounts' | 'theRest'

/** A stretch of calendar years with one kind of withdrawal. */
export type HeirPhase = { kind: HeirPhaseKind; firstYear: number; lastYear: number }

/** One child's withdrawals from the inherited IRAs in words and calendar years. */
export type HeirTimelineRow = {
  /** "Child 3, a child under 21, age 9" (the number alone without the child's details). */
  child: string
  /** The rule the law applies, in plain words. */
  rule: string
  /** The phases in one sentence, with their calendar years. */
  withdrawals: string
  phases: HeirPhase[]
  /** The calendar year by whose 31 December the child's inherited IRAs are empty. */
  deadlineYear: number
  /** What a trust that keeps the payments changes for this child, or null without one. */
  trustNote: string | null
}

/** Every child's withdrawals, from the first withdrawal year to the year the results are valued. */
export type HeirTimeline = {
  firstYear: number
  horizonYear: number
  rows: HeirTimelineRow[]
}

const ruleTexts: Record<HeirRule, string> = {
  tenYear: 'The 10-year rule',
  tenYearAnnualMinimums:
    'The 10-year rule with yearly minimums (the parent died after the required beginning date)',
  minorThenTenYear: 'Yearly minimums until 21, then the 10-year rule',
  lifeExpectancy: 'Stretched over the child’s life expectancy',
}

/** "2037–2045", or "2037" for a single year. */
const yearRangeText = (firstYear: number, lastYear: number) =>
  firstYear === lastYear ? String(firstYear) : `${firstYear}–${lastYear}`

/** The phases of one rule and their sentence; `calendarYear` turns an heir year into a calendar year. */
function phasesOf(
  rule: HeirRule,
  lastHeirYear: number,
  calendarYear: (heirYear: number) => number,
): { phases: HeirPhase[]; withdrawals: string } {
  const first = calendarYear(1)
  const last = calendarYear(lastHeirYear)
  switch (rule) {
    case 'tenYear':
      return {
        phases: [{ kind: 'anyAmounts', firstYear: first, lastYear: last }],
        withdrawals: `Any amounts, all by 31 December ${last} (the illustration takes the inherited Roth out at the end)`,
      }
    case 'tenYearAnnualMinimums':
      return {
        phases: [
          { kind: 'minimums', firstYear: first, lastYear: last - 1 },
          { kind: 'theRest', firstYear: last, lastYear: last },
        ],
        withdrawals: `Yearly minimums in ${yearRangeText(first, last - 1)}, the rest by 31 December ${last}`,
      }
    case 'minorThenTenYear': {
      // The 10 years start after the year of turning 21 (roth-model.md §8: F = 31 − a₀).
      const turning21 = last - 10
      return {
        phases: [
          { kind: 'minimums', firstYear: first, lastYear: turning21 },
          { kind: 'theRest', firstYear: turning21 + 1, lastYear: last },
        ],
        withdrawals: `Yearly minimums until turning 21 (${yearRangeText(first, turning21)}), then everything by 31 December ${last}`,
      }
    }
    case 'lifeExpectancy':
      return {
        phases: [{ kind: 'minimums', firstYear: first, lastYear: last }],
        withdrawals: `Yearly minimums over the child’s life expectancy, the last in ${last}`,
      }
  }
}

/**
 * When each child must empty the inherited IRAs (roth-model.md §8–§9), in words a family reads:
 * who the child is, the rule, its phases in calendar years (heir year h is 2026 + Y + h) and the
 * deadline; under a trust that keeps the payments, that the trust pays the child at the end.
 * Null in quick mode and under flat rates, where every child has the plain 10-year rule.
 */
export function heirTimeline(
  analysis: Pick<RothAnalysis, 'heirs' | 'distributionYears' | 'assumptions'>,
  input: RothInput,
): HeirTimeline | null {
  const { yearsUntilInheritance, beneficiary } = analysis.assumptions
  const calendarYear = (heirYear: number) => taxYear + yearsUntilInheritance + heirYear
  const horizonYear = calendarYear(analysis.distributionYears)
  const children = bracketInputOf(input)?.children
  if (!children) return null
  const rows = analysis.heirs.map(({ rule, lastYear }, index): HeirTimelineRow => {
    const child = children[index]!
    const type = child.beneficiaryType ?? 'designated'
    const details = `, ${beneficiaryTypeLabels[type]}${child.age === undefined ? '' : `, age ${child.age}`}`
    const counsel =
      type === 'minor'
        ? ' Whether such a trust gets the years until 21 and 10 more is unsettled: ask your lawyer.'
        : ''
    return {
      child: `Child ${index + 1}${details}`,
      rule: ruleTexts[rule],
      ...phasesOf(rule, lastYear, calendarYear),
      deadlineYear: calendarYear(lastYear),
      trustNote:
        beneficiary === 'accumulationTrust'
          ? `The trust takes these withdrawals, keeps them and pays everything to the child at the end, in ${horizonYear}.${counsel}`
          : null,
    }
  })
  return { firstYear: calendarYear(1), horizonYear, rows }
}
