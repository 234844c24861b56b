import 'server-only'

// Next's own tag table (an ".external" module: one instance per server process, shared by every
// route bundle). It has no public API for marking tags stale outside a request.
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external'

/**
 * Marks `tag` stale as of `staleSinceMs` (epoch milliseconds) in this process's tag table: a cache
 * entry with the tag written before then is served once more and rendered again behind it.
 */
export function markTagStale(tag: string, staleSinceMs: number): void {
  tagsManifest.set(tag, { stale: staleSinceMs })
}

/**
 * Marks `tag` expired as of `expiredAtMs` (epoch milliseconds) in this process's tag table, as
 * Next's own `revalidateTag(tag, { expire: 0 })` does: the next read of an entry with the tag
 * written before then renders it afresh, whichever cache handler stored it.
 */
export function markTagExpired(tag: string, expiredAtMs: number): void {
  tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: expiredAtMs, expired: expiredAtMs })
}

/**
 * When the latest of `tags` was expired in this process's tag table (epoch milliseconds), by
 * `markTagExpired` or by Next's own `revalidateTag`; 0 when none has been.
 */
export function latestExpiryOf(tags: readonly string[]): number {
  return Math.max(0, ...tags.map((tag) => tagsManifest.get(tag)?.expired ?? 0))
}
