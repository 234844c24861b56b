import { describe, expect, it } from 'vitest'

import { heirTimeline } from './heir-timeline'
import { analyzeRothConversion, type RothInput } from './index'
import { workedExampleA, workedExampleB, workedExampleC, workedExampleD } from './worked-examples'

const timelineOf = (input: unknown) =>
  heirTimeline(analyzeRothConversion(input), input as RothInput)

/** The timeline of an input under brackets (never null there). */
const bracketTimelineOf = (input: unknown) => {
  const timeline = timelineOf(input)
  if (!timeline) throw new Error('Expected a timeline under brackets')
  return timeline
}

const trustNote =
  'The trust takes these withdrawals, keeps them and pays everything to the child at the end, in 2076.'

describe('heirTimeline', () => {
  it('gives example D’s three rules with their calendar years (roth-model.md §15)', () => {
    expect(timelineOf(workedExampleD)).toEqual({
      firstYear: 2037,
      horizonYear: 2076,
      rows: [
        {
          child: 'Child 1, an adult child, age 40',
          rule: 'The 10-year rule with yearly minimums (the parent died after the required beginning date)',
          withdrawals: 'Yearly minimums in 2037–2045, the rest by 31 December 2046',
          phases: [
            { kind: 'minimums', firstYear: 2037, lastYear: 2045 },
            { kind: 'theRest', firstYear: 2046, lastYear: 2046 },
          ],
          deadlineYear: 2046,
          trustNote: null,
        },
        {
          child: 'Child 2, a child with a disability, age 35',
          rule: 'Stretched over the child’s life expectancy',
          withdrawals: 'Yearly minimums over the child’s life expectancy, the last in 2076',
          phases: [{ kind: 'minimums', firstYear: 2037, lastYear: 2076 }],
          deadlineYear: 2076,
          trustNote: null,
        },
        {
          child: 'Child 3, a child under 21, age 9',
          rule: 'Yearly minimums until 21, then the 10-year rule',
          withdrawals:
            'Yearly minimums until turning 21 (2037–2038), then everything by 31 December 2048',
          phases: [
            { kind: 'minimums', firstYear: 2037, lastYear: 2038 },
            { kind: 'theRest', firstYear: 2039, lastYear: 2048 },
          ],
          deadlineYear: 2048,
          trustNote: null,
        },
      ],
    })
  })

  it('says a trust that keeps the payments pays the child at the end, and to ask about a minor', () => {
    const { rows } = bracketTimelineOf({ ...workedExampleD, beneficiary: 'accumulationTrust' })
    expect(rows.map((row) => row.trustNote)).toEqual([
      trustNote,
      trustNote,
      `${trustNote} Whether such a trust gets the years until 21 and 10 more is unsettled: ask your lawyer.`,
    ])
    expect(rows[2]).toMatchObject({
      withdrawals: 'Yearly minimums in 2037–2045, the rest by 31 December 2046',
      deadlineYear: 2046,
    })
  })

  it('names a single year for a minor who turns 21 in the first year after the inheritance', () => {
    const children = workedExampleD.children.map((child, index) =>
      index === 2 ? { ...child, age: 10 } : child,
    )
    expect(bracketTimelineOf({ ...workedExampleD, children }).rows[2]).toMatchObject({
      withdrawals: 'Yearly minimums until turning 21 (2037), then everything by 31 December 2047',
      phases: [
        { kind: 'minimums', firstYear: 2037, lastYear: 2037 },
        { kind: 'theRest', firstYear: 2038, lastYear: 2047 },
      ],
    })
  })

  it('gives adult children the plain 10-year rule when the parent’s age is not given', () => {
    const { rows, horizonYear } = bracketTimelineOf(workedExampleB)
    expect(horizonYear).toBe(2046)
    expect(rows[0]).toEqual({
      child: 'Child 1, an adult child',
      rule: 'The 10-year rule',
      withdrawals:
        'Any amounts, all by 31 December 2046 (the illustration takes the inherited Roth out at the end)',
      phases: [{ kind: 'anyAmounts', firstYear: 2037, lastYear: 2046 }],
      deadlineYear: 2046,
      trustNote: null,
    })
  })

  it('is null in quick mode and under flat rates, where every child has the plain 10-year rule', () => {
    expect(timelineOf(workedExampleA)).toBeNull()
    expect(timelineOf(workedExampleC)).toBeNull()
  })
})
