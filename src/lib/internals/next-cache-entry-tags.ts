import type { IncomingMessage } from 'node:http'

// The hook Next calls with each page's cache entry, meant for deployment adapters (Next's docs:
// "Implementing PPR in an Adapter", `requestMeta.onCacheEntry`), and the header name and implicit
// tag prefix of the tags the entry carries. `next start` sends a page's tags only in minimal mode
// (Vercel's), so a custom server learns them here. Not a public API of a custom server.
import { NEXT_CACHE_IMPLICIT_TAG_ID, NEXT_CACHE_TAGS_HEADER } from 'next/dist/lib/constants'
import { addRequestMeta } from 'next/dist/server/request-meta'

/**
 * Calls `onTags` with the cache tags of the page Next serves for `request` (those its data reads
 * were cached under, e.g. `page:/about`; not Next's implicit path tags), when Next serves it from
 * or into its cache. Pages rendered per request, route handlers and static files never call it.
 */
export function onPageCacheTags(request: IncomingMessage, onTags: (tags: string[]) => void) {
  addRequestMeta(request, 'onCacheEntry', (cacheEntry) => {
    const value = cacheEntry.value
    const header = value && 'headers' in value ? value.headers?.[NEXT_CACHE_TAGS_HEADER] : undefined
    if (typeof header === 'string') {
      onTags(header.split(',').filter((tag) => tag && !tag.startsWith(NEXT_CACHE_IMPLICIT_TAG_ID)))
    }
    // Next goes on to send the response itself.
    return false
  })
}
