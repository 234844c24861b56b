import 'server-only'

import { markTagStale } from '@/lib/internals/next-tags-manifest'

import { rootCacheTags } from './cache-tags'

/**
 * Marks every content cache entry written before this server started as stale. Next keeps tag
 * expirations in memory only, so a page whose content changed but that nobody viewed before a
 * restart would otherwise come back from disk stale for good (ADR 001). Stale, not expired: the
 * first view after a restart still gets the cached page at once and triggers a fresh render in
 * the background, so pages keep working while the database is down.
 */
export function markContentCacheStaleAtBoot(bootMs: number) {
  for (const tag of rootCacheTags) markTagStale(tag, bootMs)
}
