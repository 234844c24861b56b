/**
 * Next's cache of pages and content reads in Redis, shared by every instance (ADR 012): a publish
 * that expires a tag on one instance expires it on all. next.config.ts uses it when REDIS_URL is
 * set. Plain JavaScript: Next loads it itself, in the build's workers and in the server.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache'

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

/** The id of the build Next serves from `serverDistDir` (none yet while it is being built). */
function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'building'
  }
}

/** One handler (and one set of Redis connections) per process, however often Next asks. */
let shared

export default class NextRedisCache {
  constructor({ serverDistDir }) {
    shared ??= new RedisStringsHandler({
      redisUrl,
      // The database named in REDIS_URL (redis://host:port/2), as the rate limits use.
      database: Number(new URL(redisUrl).pathname.slice(1) || 0),
      // Under the build's id: a new build never serves what older code rendered.
      keyPrefix: `next:${buildIdOf(serverDistDir)}:`,
    })
  }

  get(...args) {
    return shared.get(...args)
  }

  set(...args) {
    return shared.set(...args)
  }

  revalidateTag(...args) {
    return shared.revalidateTag(...args)
  }

  resetRequestCache(...args) {
    return shared.resetRequestCache(...args)
  }
}
