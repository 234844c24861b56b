import { logger } from '@/lib/logger'

import { purgeCacheTags } from './purge-tags'

/**
 * Whether this process serves the site (ADR 023): set once by the server as it boots, on
 * `globalThis` so that every bundle of the process reads the same answer. A script's process never
 * sets it: its changes reach the server's cache through the jobs queue.
 */
const servesSiteKey = Symbol.for('firm.servesSite')
const processSlot = globalThis as { [servesSiteKey]?: boolean }

/** Marks this process as the one whose caches a change expires directly (the server, at boot). */
export function markProcessAsServingSite(): void {
  processSlot[servesSiteKey] = true
}

/** Whether this process serves the site, so that a change's expiry is done here. */
export function isServingSite(): boolean {
  return processSlot[servesSiteKey] === true
}

/** Expires `tags` in Next's caches of this process (and Redis, when configured) now. */
async function expireInNext(tags: readonly string[]) {
  // Imported here: this module is in the graph of payload.config.ts, which Payload's CLI loads in
  // plain Node, where Next's server-only internals cannot load (docs/architecture.md).
  const { markTagExpired } = await import('@/lib/internals/next-tags-manifest')
  const { expireInNextCacheHandler } = await import('@/lib/internals/next-incremental-cache')
  const now = Date.now()
  for (const tag of tags) markTagExpired(tag, now)
  try {
    await expireInNextCacheHandler([...tags])
  } catch (error) {
    logger.error({ msg: 'Could not expire cached pages in the shared cache', tags, err: error })
  }
}

/**
 * Expires `tags` in this process's page cache now, then purges them from the HTTP cache in front
 * (Varnish): the page cache first, so the purged cache's next fetch gets the new page. Needs no
 * request: the same call serves an admin save, a job, and the expiry job a script queued
 * (ADR 023). Call it once the change is committed.
 */
export async function expireCacheTags(tags: readonly string[]): Promise<void> {
  await expireInNext(tags)
  void purgeCacheTags(tags)
}
