import { isSharedCacheable, sharedCacheHeaders } from '@/domain/http/shared-cache-policy'
import { onPageCacheTags } from '@/lib/internals/next-cache-entry-tags'

import type { Decoration } from './decoration'

/**
 * Replaces the year-long `s-maxage` Next gives what it serves from its cache with the site's
 * policy (src/domain/http/shared-cache-policy.ts): seconds for shared caches in general, a day and
 * the page's cache tags for the purging cache of `CACHE_PURGE_URL`. Here because Next sets that
 * header itself on cached pages, after next.config.ts's `headers()`. Refusals, misses and errors
 * are left to `uncachedErrors`.
 */
export function cacheLifetimes({
  purging,
  buildId,
}: {
  purging: boolean
  buildId: string
}): Decoration {
  return (request) => {
    let tags: string[] | null = null
    if (purging) onPageCacheTags(request, (pageTags) => (tags = pageTags))
    return (response) => {
      const cacheControl = response.getHeader('cache-control')
      if (response.statusCode >= 400) return
      if (typeof cacheControl !== 'string' || !isSharedCacheable(cacheControl)) return
      const isStale = response.getHeader('x-nextjs-cache') === 'STALE'
      for (const [name, value] of Object.entries(
        sharedCacheHeaders({ tags, isStale, purging, buildId }),
      )) {
        response.setHeader(name, value)
      }
    }
  }
}
