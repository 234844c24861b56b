import {
  missedPageBatchMax,
  type MissedPageCount,
  type MissSource,
} from '@/domain/http/missed-pages'
import { logger } from '@/lib/logger'
import { dailyVisitorCounter } from '@/lib/rate-limit/daily-visitor-counts'

/** One page address answered with 404, as the front door saw it. */
export type Miss = {
  path: string
  referrerHost: string
  source: MissSource
  /** The rate-limited client (settled address or IPv6 /64), used for counting, kept nowhere. */
  client: string
  at: Date
}

type Options = {
  /** The firm's calendar day of a time ("2026-11-26"). */
  dayOf: (at: Date) => string
  /** The misses of a day that count: each client once a day per address, within the caps. */
  countedOncePerVisitor: (client: string, day: string, misses: readonly Miss[]) => Promise<Miss[]>
  /** Stores a batch (the app bridge's); a failure is logged and the batch dropped. */
  store: (batch: readonly MissedPageCount[]) => Promise<void>
  /** Distinct counts held between two stores; more are dropped until the next store. */
  maxPending?: number
}

/**
 * The front door's tally of missed pages: misses that count are summed in memory per day,
 * source, address and referring host, and stored together (`flush`, every few seconds), so a flood
 * of misses costs the database one bounded batch at a time, never a write per request. The tally
 * holds at most `maxPending` (500) distinct counts between two stores; further new ones are
 * dropped (the link has logged each miss already) and the drop is logged once per store.
 */
export function createMissedPageTally({
  dayOf,
  countedOncePerVisitor,
  store,
  maxPending = missedPageBatchMax,
}: Options) {
  const pending = new Map<string, MissedPageCount>()
  let droppedSinceFlush = 0

  return {
    /** Adds `miss` to the tally if it counts. */
    async record(miss: Miss): Promise<void> {
      const day = dayOf(miss.at)
      const [counted] = await countedOncePerVisitor(miss.client, day, [miss])
      if (!counted) return
      const key = JSON.stringify([day, miss.source, miss.path, miss.referrerHost])
      const existing = pending.get(key)
      if (existing) {
        existing.count += 1
        existing.lastSeenAt = miss.at.toISOString()
        return
      }
      if (pending.size >= maxPending) {
        droppedSinceFlush += 1
        return
      }
      pending.set(key, {
        day,
        source: miss.source,
        path: miss.path,
        referrerHost: miss.referrerHost,
        count: 1,
        lastSeenAt: miss.at.toISOString(),
      })
    },
    /** Stores what the tally holds and empties it. */
    async flush(): Promise<void> {
      if (droppedSinceFlush > 0) {
        logger.warn({ msg: 'Missed pages: the tally was full; counts dropped', droppedSinceFlush })
        droppedSinceFlush = 0
      }
      if (pending.size === 0) return
      const batch = [...pending.values()]
      pending.clear()
      try {
        await store(batch)
      } catch (error) {
        logger.warn({ msg: 'Missed pages: could not store a batch of counts', err: error })
      }
    },
  }
}

/**
 * Misses counted as visitors, like the search statistics: each client once a day per address, at
 * most 20 addresses a client a day and 1,000 new counts a day for the site (limiters.ts).
 */
export const countedMissesOncePerVisitor = dailyVisitorCounter<Miss>({
  name: 'Missed pages',
  purpose: 'missed-pages visitors',
  once: 'missedPageOnce',
  siteDay: 'missedPageDay',
  allowanceOf: () => 'missedPageAddresses',
  identityOf: (miss) => [miss.path],
})
