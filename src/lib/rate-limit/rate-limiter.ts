import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'

import { logger } from '@/lib/logger'

export type RateLimiter = {
  /**
   * Counts one attempt by `key`, or `points` for one that costs more; false when `key` has used
   * up its points for this window (what it asked still counts).
   */
  allow(key: string, points?: number): Promise<boolean>
  /**
   * Counts `points` more against `key` for an attempt already allowed that turned out to cost
   * more; they may take `key` past its limit for the rest of the window.
   */
  charge(key: string, points: number): Promise<void>
  /** Gives back one attempt `allow` counted for `key`, when it turned out not to count (success). */
  refund(key: string): Promise<void>
  /** Forgets every attempt counted for `key` in this window. */
  forget(key: string): Promise<void>
  /** Whether `key` has no attempts left in this window; counts none, and stores nothing new. */
  isUsedUp(key: string): Promise<boolean>
  /** Closes the Redis connection, if any (tests, shutdown). */
  close(): Promise<void>
}

type SharedRedis = { client: Redis; connected: Promise<void> }

/** One connection per Redis URL, shared by every limiter of the process. */
const redisByUrl = new Map<string, SharedRedis>()

function sharedRedis(url: string): SharedRedis {
  const existing = redisByUrl.get(url)
  if (existing) return existing
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  client.on('error', (error: Error) => {
    logger.warn({
      msg: 'Redis for rate limits is unavailable; limiting in memory',
      error: error.message,
    })
  })
  // Commands are not queued while disconnected (they fall back to memory at once), so the first
  // attempts wait briefly for the connection instead of counting in memory.
  const connected = new Promise<void>((resolve) => {
    client.once('ready', () => resolve())
    setTimeout(resolve, 1_000).unref()
  })
  const shared = { client, connected }
  redisByUrl.set(url, shared)
  client.once('end', () => redisByUrl.delete(url))
  return shared
}

/**
 * A fixed-window limit of `points` per `windowSeconds` per key (an attempt costs one, or more): in memory, or in Redis
 * when `redisUrl` is given (shared by every instance; while Redis is down, each instance falls
 * back to its own memory rather than refusing everyone).
 */
export function createRateLimiter({
  keyPrefix,
  points,
  windowSeconds,
  redisUrl,
}: {
  keyPrefix: string
  points: number
  windowSeconds: number
  redisUrl?: string
}): RateLimiter {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds })
  const redis = redisUrl ? sharedRedis(redisUrl) : null
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix,
        points,
        duration: windowSeconds,
        insuranceLimiter: memory,
      })
    : memory
  return {
    async allow(key, points = 1) {
      await redis?.connected
      try {
        await limiter.consume(key, points)
        return true
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection
        return false
      }
    },
    async charge(key, points) {
      await redis?.connected
      await limiter.penalty(key, points)
    },
    async refund(key) {
      await redis?.connected
      await limiter.reward(key, 1)
    },
    async forget(key) {
      await redis?.connected
      await limiter.delete(key)
    },
    async isUsedUp(key) {
      await redis?.connected
      const used = await limiter.get(key)
      return used !== null && used.remainingPoints <= 0
    },
    async close() {
      redis?.client.disconnect()
    },
  }
}
