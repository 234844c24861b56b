import 'server-only'

import { unstable_cache } from 'next/cache'

import { latestExpiryOf } from '@/lib/internals/next-tags-manifest'

/**
 * `read` kept in Next's data cache under `keyParts` and expired by `tags`, as `unstable_cache`
 * keeps it, except that a read which began before an expiry of its tags never answers a later call.
 * `unstable_cache` stores what a read returns when the read ends, stamped with that moment: a read
 * that began before a change and ended after the change's expiry would be kept as fresh until the
 * next change (the search index's refresh, every second, makes that race common). The key carries
 * the latest expiry of the tags as the read begins, so such a read is stored under a key that no
 * later call asks for. Another instance's in-flight read can still race a change: see ADR 023.
 */
export function cachedRead<T>(
  read: () => Promise<T>,
  keyParts: string[],
  tags: string[],
): () => Promise<T> {
  return () => unstable_cache(read, [...keyParts, String(latestExpiryOf(tags))], { tags })()
}
