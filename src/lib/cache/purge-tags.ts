import { setTimeout as sleep } from 'node:timers/promises'

import { env } from '@/config/env'
import { logger } from '@/lib/logger'

/** Where purges go and how they are timed. */
export type PurgeTarget = {
  /** The caches' addresses (`CACHE_PURGE_URL`). */
  urls: readonly string[]
  /** The waits before trying a failed purge again; after the last, the failure is an error. */
  retryDelaysMs: readonly number[]
  /**
   * A publish's tags are purged twice, this long apart: with several instances, one that learned
   * of the expiry a moment late (through Redis) may have handed the cache the old page in between.
   */
  settleMs: number
}

const configuredTarget: PurgeTarget = {
  urls: env.CACHE_PURGE_URL,
  retryDelaysMs: [1_000, 5_000, 25_000],
  settleMs: 2_000,
}

/** How long one purge request may take. */
const purgeTimeoutMs = 2_000

/**
 * A purge the cache (Varnish with xkey, deploy/varnish/default.vcl) understands: drop every object
 * tagged with one of these keys, or every object but those of this build.
 */
type Purge = { 'xkey-purge': string } | { 'purge-builds-except': string }

/** Sends `purge` to the cache at `url`; it accepts it only from addresses its ACL lists. */
async function purgeAt(url: string, purge: Purge) {
  const response = await fetch(url, {
    method: 'PURGE',
    headers: purge,
    signal: AbortSignal.timeout(purgeTimeoutMs),
  })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`The cache answered ${response.status}`)
}

async function purgeEverywhere(purge: Purge, { urls, retryDelaysMs }: PurgeTarget) {
  const purgeWithRetries = async (url: string) => {
    for (const retryInMs of [...retryDelaysMs, null]) {
      try {
        return await purgeAt(url, purge)
      } catch (error) {
        if (retryInMs === null) {
          const msg = 'Could not purge the HTTP cache: it keeps old pages for up to a day'
          return logger.error({ msg, url, purge, err: error })
        }
        logger.warn({ msg: 'Purging the HTTP cache failed; trying again', url, purge, retryInMs })
        await sleep(retryInMs)
      }
    }
  }
  await Promise.all(urls.map(purgeWithRetries))
}

/**
 * Purges `tags` from every cache of `CACHE_PURGE_URL`, now and once more shortly after. Failures
 * are logged and retried, never thrown: the content is saved whatever the cache says.
 */
export async function purgeCacheTags(tags: readonly string[], target = configuredTarget) {
  if (tags.length === 0 || target.urls.length === 0) return
  const purge = { 'xkey-purge': tags.join(' ') }
  await purgeEverywhere(purge, target)
  await sleep(target.settleMs)
  await purgeEverywhere(purge, target)
}

/**
 * Drops from every cache of `CACHE_PURGE_URL` the pages of builds other than `buildId`: they name
 * scripts and styles the new build no longer has. A restart of the same build drops nothing.
 */
export async function purgeOtherBuilds(buildId: string, target = configuredTarget) {
  await purgeEverywhere({ 'purge-builds-except': buildId }, target)
}
