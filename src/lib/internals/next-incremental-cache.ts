import 'server-only'

/** The part of Next's `IncrementalCache` this adapter uses. */
type IncrementalCache = {
  revalidateTag(tags: string[], durations: { expire: number }): Promise<void>
}

/**
 * Expires `tags` now in the cache handler Next serves this process's pages from (Redis when
 * configured, ADR 012; its own files otherwise), as `revalidateTag(tag, { expire: 0 })` does at
 * the end of a request. Next has no public call for this outside a request (payload#16392): it
 * keeps the handler of the last request it served on `globalThis.__incrementalCache`. Says
 * whether there was one: before the first request nothing has been served from it in this process.
 */
export async function expireInNextCacheHandler(tags: string[]): Promise<boolean> {
  const { __incrementalCache: cache } = globalThis as { __incrementalCache?: IncrementalCache }
  if (!cache) return false
  await cache.revalidateTag(tags, { expire: 0 })
  return true
}
