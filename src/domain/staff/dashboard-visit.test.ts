import { describe, expect, test } from 'vitest'

import { dashboardVisitAfterView, visitPauseMs } from './dashboard-visit'

const at = (iso: string) => new Date(iso)

describe('the dashboard visit', () => {
  test('a first view counts the last week', () => {
    const now = at('2026-11-26T15:00:00Z')
    expect(dashboardVisitAfterView({ lastSeenAt: null, countsSince: null }, now)).toEqual({
      lastSeenAt: now,
      countsSince: at('2026-11-19T15:00:00Z'),
    })
  })

  test('a view after a pause counts from the last view of the visit before', () => {
    const lastSeenAt = at('2026-11-25T17:30:00Z')
    const now = at('2026-11-26T09:00:00Z')
    expect(
      dashboardVisitAfterView({ lastSeenAt, countsSince: at('2026-11-24T08:00:00Z') }, now),
    ).toEqual({ lastSeenAt: now, countsSince: lastSeenAt })
  })

  test('views within half an hour of each other are one visit: the counts stay', () => {
    const countsSince = at('2026-11-25T17:30:00Z')
    const lastSeenAt = at('2026-11-26T09:00:00Z')
    const now = new Date(lastSeenAt.getTime() + visitPauseMs)
    expect(dashboardVisitAfterView({ lastSeenAt, countsSince }, now)).toEqual({
      lastSeenAt: now,
      countsSince,
    })
  })

  test('a view one moment past the pause begins a new visit', () => {
    const lastSeenAt = at('2026-11-26T09:00:00Z')
    const now = new Date(lastSeenAt.getTime() + visitPauseMs + 1)
    expect(
      dashboardVisitAfterView({ lastSeenAt, countsSince: at('2026-11-20T00:00:00Z') }, now)
        .countsSince,
    ).toEqual(lastSeenAt)
  })

  test('a visit whose start was never stored starts at the last view', () => {
    const lastSeenAt = at('2026-11-26T09:00:00Z')
    const now = at('2026-11-26T09:05:00Z')
    expect(dashboardVisitAfterView({ lastSeenAt, countsSince: null }, now).countsSince).toEqual(
      lastSeenAt,
    )
  })
})
