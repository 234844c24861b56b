import { createHmac } from 'node:crypto'

import { env } from '@/config/env'
import { purposeDigest } from '@/lib/auth/purpose-token'
import { logger } from '@/lib/logger'

import { rateLimiterFor, type LimitedEndpoint } from './limiters'

/** How a kind of count is kept to one a visitor a day, and bounded (policies in limiters.ts). */
export type DailyVisitorCountPolicy<T> = {
  /** What is counted, for the one warning a day when the site's cap is reached. */
  name: string
  /** Parts of the keys' hashes' key, one per kind of count: its keys are nobody else's. */
  purpose: string
  /** Marks a client's count of an item for the day (one point, kept a day). */
  once: LimitedEndpoint
  /** New counts a day for the whole site (one key, the day). */
  siteDay: LimitedEndpoint
  /** The client's daily allowance an item draws on. */
  allowanceOf: (item: T) => LimitedEndpoint
  /** What makes two items the same count. */
  identityOf: (item: T) => string[]
}

/**
 * A counter of visitors, not of requests: it gives back the items `client` adds to the counts of
 * `day`, each once per client and day, within the client's daily allowance and the site's daily
 * cap, so however many requests a client makes, the counts and their rows stay bounded. What is
 * checked is kept in the rate limiter's store (Redis when configured, so every instance agrees)
 * under keyed hashes: the address itself is kept nowhere, and a hash of it names no one (keyed by
 * the secret every instance shares; unkeyed, IPv4's few addresses could all be tried).
 */
export function dailyVisitorCounter<T>(policy: DailyVisitorCountPolicy<T>) {
  const pepper = purposeDigest(env.PAYLOAD_SECRET, policy.purpose)
  /** A key that stands for `parts` and reveals none of them (JSON keeps the parts apart). */
  const opaqueKey = (...parts: string[]) =>
    createHmac('sha256', pepper).update(JSON.stringify(parts)).digest('base64url')
  /** The day whose cap was last reported, so the warning is one line a day, not one a request. */
  let dayCapReported: string | undefined

  return async function countedOncePerVisitor(
    client: string,
    day: string,
    items: readonly T[],
  ): Promise<T[]> {
    const once = rateLimiterFor(policy.once)
    const siteDay = rateLimiterFor(policy.siteDay)
    const visitorKey = opaqueKey(day, client)
    const counted: T[] = []
    for (const item of items) {
      const onceKey = opaqueKey(day, client, ...policy.identityOf(item))
      // Looked up before anything is spent, so repeats cost the visitor's allowance nothing; and
      // keys are made only once the allowances say yes, which bounds the store (limiters.ts).
      if (await once.isUsedUp(onceKey)) continue
      if (await siteDay.isUsedUp(day)) {
        if (dayCapReported !== day) {
          dayCapReported = day
          logger.warn({ msg: `${policy.name}: the cap of new counts for the day is reached`, day })
        }
        continue
      }
      if (!(await rateLimiterFor(policy.allowanceOf(item)).allow(visitorKey))) continue
      if (!(await siteDay.allow(day))) continue
      // A concurrent request may have counted the same one in the meantime: only one wins.
      if (await once.allow(onceKey)) counted.push(item)
    }
    return counted
  }
}
