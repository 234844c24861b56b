import 'server-only'

import { createHmac } from 'node:crypto'

import { env } from '@/config/env'
import { isTypedKind, type SearchStatIncrement } from '@/domain/search/search-events'
import { purposeDigest } from '@/lib/auth/purpose-token'
import { logger } from '@/lib/logger'
import { rateLimiterFor } from '@/lib/rate-limit/limiters'

// The key of these hashes: derived from the secret every instance shares, so that all of them
// agree on a visitor's keys. Unkeyed, a hash of an address would name it to anyone who reads the
// store: IPv4 has few enough addresses to try them all.
const pepper = purposeDigest(env.PAYLOAD_SECRET, 'search-stats visitors')

/** A key that stands for `parts` and reveals none of them (JSON keeps the parts apart). */
function opaqueKey(...parts: string[]): string {
  return createHmac('sha256', pepper).update(JSON.stringify(parts)).digest('base64url')
}

/** The day whose cap was last reported, so the warning is one line a day, not one a request. */
let dayCapReported: string | undefined

function reportDayCap(day: string) {
  if (dayCapReported === day) return
  dayCapReported = day
  logger.warn({ msg: 'Search statistics: the cap of new counts for the day is reached', day })
}

/**
 * The increments that `client` adds to the counts of `day`: each kind and term once per client
 * and day (so a count is of visitors, not of requests), at most 50 typed terms and 200 results a
 * client a day, and at most 10,000 new counts a day for the whole site (the limits and why:
 * src/lib/rate-limit/limiters.ts). What is checked is kept in the rate limiter's store (Redis when
 * configured, so every instance agrees) under keyed hashes; the address itself is kept nowhere.
 */
export async function countedOncePerVisitor(
  client: string,
  day: string,
  increments: readonly SearchStatIncrement[],
): Promise<SearchStatIncrement[]> {
  const once = rateLimiterFor('searchStatOnce')
  const dayCap = rateLimiterFor('searchStatDay')
  const visitorKey = opaqueKey(day, client)
  const counted: SearchStatIncrement[] = []
  for (const increment of increments) {
    const onceKey = opaqueKey(day, client, increment.kind, increment.term)
    // Looked up before anything is spent, so repeats cost the visitor's allowance nothing; and
    // keys are made only once the allowances say yes, which bounds the store (limiters.ts).
    if (await once.isUsedUp(onceKey)) continue
    if (await dayCap.isUsedUp(day)) {
      reportDayCap(day)
      continue
    }
    const allowance = isTypedKind(increment.kind) ? 'searchStatTypedTerms' : 'searchStatResults'
    if (!(await rateLimiterFor(allowance).allow(visitorKey))) continue
    if (!(await dayCap.allow(day))) continue
    // A concurrent request may have counted the same one in the meantime: only one wins.
    if (await once.allow(onceKey)) counted.push(increment)
  }
  return counted
}
