import { revalidateTag } from 'next/cache'

import { isInternalToken } from '@/config/internal-token'
import { rootCacheTags } from '@/data/cache-tags'

/**
 * `POST /next/expire-cache`, called once by the serving script right after the server starts.
 * Next keeps tag expirations in memory only, so a page whose content changed but that nobody
 * viewed before a restart would come back stale from disk; expiring every tag at start makes each
 * page's first view after a restart read the database once.
 */
export async function POST(request: Request) {
  if (!isInternalToken('expire-cache', request.headers.get('x-internal-token'))) {
    return new Response(null, { status: 404 })
  }
  for (const tag of rootCacheTags) revalidateTag(tag, { expire: 0 })
  return Response.json({ expired: rootCacheTags })
}
