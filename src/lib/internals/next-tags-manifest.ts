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
