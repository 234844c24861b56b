import type { ServerResponse } from 'node:http'

import onHeaders from 'on-headers'

import { isSharedCacheable, sharedCacheHeaders } from '@/domain/http/shared-cache-policy'
import { onPageCacheTags } from '@/lib/internals/next-cache-entry-tags'

import type { Middleware } from './chain'

/**
 * Replaces the year-long `s-maxage` Next gives what it serves from its cache with the site's
 * policy (src/domain/http/shared-cache-policy.ts): seconds for shared caches in general, a day and
 * the page's cache tags for the purging cache of `CACHE_PURGE_URL`. Here because Next sets that
 * header itself on cached pages, after next.config.ts's `headers()`.
 */
export function cacheLifetimes({
  purging,
  buildId,
}: {
  purging: boolean
  buildId: string
}): Middleware {
  return (request, response, next) => {
    let tags: string[] | null = null
    if (purging) onPageCacheTags(request, (pageTags) => (tags = pageTags))
    onHeaders(response, function (this: ServerResponse) {
      const cacheControl = this.getHeader('cache-control')
      // Refusals, misses and errors are uncachedErrors' (security-headers.ts).
      if (this.statusCode >= 400) return
      if (typeof cacheControl !== 'string' || !isSharedCacheable(cacheControl)) return
      const isStale = this.getHeader('x-nextjs-cache') === 'STALE'
      for (const [name, value] of Object.entries(
        sharedCacheHeaders({ tags, isStale, purging, buildId }),
      )) {
        this.setHeader(name, value)
      }
    })
    next()
  }
}
