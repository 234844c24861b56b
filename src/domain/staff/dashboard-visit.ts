/**
 * "Since your last visit" on the admin's dashboard (issue 26): each staff account keeps when it
 * last viewed the dashboard and when its current visit's counts start. Views close together are
 * one visit, so reloading the dashboard, or coming back to it from a list, keeps the counts; a
 * view after a pause begins a new visit, counting from the last view of the one before.
 */

/** A pause longer than this between two views of the dashboard ends a visit. */
export const visitPauseMs = 30 * 60 * 1000

/** What a first visit counts: the last week. */
export const firstVisitDays = 7

export type DashboardVisit = {
  /** The last view of the dashboard, or null before the first. */
  lastSeenAt: Date | null
  /** Where the current visit's counts start. */
  countsSince: Date
}

/** The visit after a view of the dashboard at `now`, given the markers stored before it. */
export function dashboardVisitAfterView(
  stored: { lastSeenAt: Date | null; countsSince: Date | null },
  now: Date,
): DashboardVisit {
  const { lastSeenAt, countsSince } = stored
  if (lastSeenAt === null) {
    return { lastSeenAt: now, countsSince: new Date(now.getTime() - firstVisitDays * 86_400_000) }
  }
  const isSameVisit = now.getTime() - lastSeenAt.getTime() <= visitPauseMs && countsSince !== null
  return { lastSeenAt: now, countsSince: isSameVisit ? countsSince : lastSeenAt }
}
