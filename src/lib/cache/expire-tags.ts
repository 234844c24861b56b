import { revalidateTag } from 'next/cache'
import { after } from 'next/server'

import { fetchInternalRoute, internalRoutePurposes } from '@/lib/auth/internal-routes'
import { logger } from '@/lib/logger'

import { purgeCacheTags } from './purge-tags'

/** The route that expires tags inside a request of its own (src/app/next/revalidate). */
export const expireTagsPath = '/next/revalidate'

/** Expire at once: the attorney's next page view after publishing shows the change. */
const expireNow = { expire: 0 }

/**
 * Expires `tags` in the request being handled (an admin save through REST or GraphQL, or the
 * expiry route), then purges them from the HTTP cache in front once the response has gone: Next
 * finishes its own expiry before it ends a response, so the cache's next fetch gets the new page.
 */
export function expireTagsInRequest(tags: readonly string[]) {
  for (const tag of tags) revalidateTag(tag, expireNow)
  after(() => void purgeCacheTags(tags))
}

/**
 * Expires `tags` from outside a request: a job (scheduled publishing) or a script. Next refuses
 * `revalidateTag` there, or files it under a request that has already ended (payload#16392), so
 * the tags go to this server's own expiry route. A failure is logged: the content is saved, and
 * the cache still follows on the next start (boot-cache-expiry).
 */
export async function expireTagsOutsideRequest(tags: readonly string[]) {
  try {
    const response = await fetchInternalRoute(expireTagsPath, internalRoutePurposes.expireTags, {
      tags,
    })
    await response.arrayBuffer()
  } catch (error) {
    logger.warn({
      msg: 'Could not expire cached pages after a change made outside a request',
      tags,
      err: error,
    })
  }
}
