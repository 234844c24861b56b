import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'

import { logger } from '@/lib/logger'

export type RateLimiter = {
  /** Counts one attempt by `key`; false when `key` has used up its attempts for this window. */
  allow(key: string): Promise<boolean>
  /** Closes the Redis connection, if any (tests, shutdown). */
  close(): Promise<void>
}

/**
 * A fixed-window limit of `points` attempts per `windowSeconds` per key: in memory, or in Redis
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
  const client = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : null
  client?.on('error', (error: Error) => {
    logger.warn({
      msg: 'Redis for rate limits is unavailable; limiting in memory',
      error: error.message,
    })
  })
  // Commands are not queued while disconnected (they fall back to memory at once), so the first
  // attempts wait briefly for the connection instead of counting in memory.
  const connected = client
    ? new Promise<void>((resolve) => {
        client.once('ready', () => resolve())
        setTimeout(resolve, 1_000).unref()
      })
    : Promise.resolve()
  const limiter = client
    ? new RateLimiterRedis({
        storeClient: client,
        keyPrefix,
        points,
        duration: windowSeconds,
        insuranceLimiter: memory,
      })
    : memory
  return {
    async allow(key) {
      await connected
      try {
        await limiter.consume(key)
        return true
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection
        return false
      }
    },
    async close() {
      client?.disconnect()
    },
  }
}
