import 'server-only'

// Next's own tag table (an ".external" module: one instance per server process, shared by every
// route bundle). It has no public API for marking tags expired outside a request.
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external'

import { rootCacheTags } from './cache-tags'

/**
 * Marks every content cache entry written before this server started as expired. Next keeps tag
 * expirations in memory only, so a page whose content changed but that nobody viewed before a
 * restart would otherwise come back stale from disk (ADR 001). Runs in `register()`, before the
 * server takes a request, so no render can mix entries from before and after.
 */
export function expireContentCacheAtBoot(bootMs: number) {
  for (const tag of rootCacheTags) tagsManifest.set(tag, { stale: bootMs, expired: bootMs })
}
