/**
 * Next's cache outside Next: integration tests run the data modules and collection hooks through
 * Payload's Local API with no Next server, so caching passes straight through, and each tag a
 * committed change expires (src/lib/cache/expire-tags.ts) is recorded for the tests to assert on.
 */
export const expiredTags: string[] = []

/**
 * Called at each expiry, before it is recorded, when a test sets it: to look at what a reader
 * outside the change's transaction sees at that moment.
 */
export const expiryObserver: { current: ((tags: string[]) => Promise<void>) | null } = {
  current: null,
}

export function unstable_cache<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
) {
  return fn
}

/** Stands for `src/lib/internals/next-incremental-cache.ts`: there is no Next cache handler here. */
export async function expireInNextCacheHandler(tags: string[]) {
  await expiryObserver.current?.(tags)
  expiredTags.push(...tags)
  return true
}
