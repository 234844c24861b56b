import 'server-only'

import { isTypedKind, type SearchStatIncrement } from '@/domain/search/search-events'
import { dailyVisitorCounter } from '@/lib/rate-limit/daily-visitor-counts'

/**
 * The increments that a client adds to the counts of a day: each kind and term once per client
 * and day (so a count is of visitors, not of requests), at most 50 typed terms and 200 results a
 * client a day, and at most 10,000 new counts a day for the whole site (the limits and why:
 * src/lib/rate-limit/limiters.ts).
 */
export const countedOncePerVisitor = dailyVisitorCounter<SearchStatIncrement>({
  name: 'Search statistics',
  purpose: 'search-stats visitors',
  once: 'searchStatOnce',
  siteDay: 'searchStatDay',
  allowanceOf: (increment) =>
    isTypedKind(increment.kind) ? 'searchStatTypedTerms' : 'searchStatResults',
  identityOf: (increment) => [increment.kind, increment.term],
})
