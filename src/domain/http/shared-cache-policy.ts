/**
 * How long shared caches (a CDN, the Varnish of deploy/varnish) keep what Next marks cacheable,
 * and what browsers are told. Next marks a page served from its cache `s-maxage=31536000` (a year)
 * and knows nothing of a cache in front: a CDN would keep each page a year and never see a publish.
 */

/** Without a cache that a publish purges: how long a shared cache may keep a page. */
export const unpurgedLifetimeSeconds = 10

/**
 * With one: how long it keeps a page it is told to purge on publish. A day, not a year: a purge
 * that never arrived (the cache down during a publish, the app stopped while retrying) heals by
 * itself overnight.
 */
export const purgedLifetimeSeconds = 86_400

/**
 * The key every page of a build carries in a purging cache, besides its cache tags: a new build's
 * start drops the pages of every other (their scripts and styles are gone with their build).
 */
export const buildKey = (buildId: string) => `build:${buildId}`

/** Browsers ask again every time: a publish shows on their next view. */
const browserRevalidates = 'public, max-age=0, must-revalidate'

export type SharedCacheHeaders = Record<'Cache-Control', string> &
  Partial<Record<'Surrogate-Control' | 'Surrogate-Key', string>>

/** Whether Next's `Cache-Control` lets shared caches keep the response (`s-maxage`, not private). */
export function isSharedCacheable(cacheControl: string): boolean {
  return (
    /\bs-maxage=\d+/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl)
  )
}

/**
 * The headers that replace Next's `Cache-Control` on a response it marked shared-cacheable.
 * A page with known cache tags, fresh from Next's cache, goes to a purging cache for a day under
 * `Surrogate-Control` and `Surrogate-Key` (Fastly's names; Varnish strips both before the
 * browser). Everything else is kept seconds: a stale copy Next is re-rendering behind it, a route
 * handler (whose tags Next does not report), or any response when no cache is purged.
 */
export function sharedCacheHeaders({
  tags,
  isStale,
  purging,
  buildId,
}: {
  /** The page's cache tags; null when Next did not report any. */
  tags: readonly string[] | null
  /** Next served a stale copy and is rendering a fresh one (`x-nextjs-cache: STALE`). */
  isStale: boolean
  /** A purging cache is configured (`CACHE_PURGE_URL`). */
  purging: boolean
  buildId: string
}): SharedCacheHeaders {
  if (!purging || tags === null || tags.length === 0 || isStale) {
    return { 'Cache-Control': `public, max-age=0, s-maxage=${unpurgedLifetimeSeconds}` }
  }
  return {
    'Cache-Control': browserRevalidates,
    'Surrogate-Control': `max-age=${purgedLifetimeSeconds}`,
    'Surrogate-Key': [...new Set(tags), buildKey(buildId)].join(' '),
  }
}
