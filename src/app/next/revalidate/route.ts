import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { internalRoutePurposes, isInternalRequest } from '@/lib/auth/internal-routes'
import { expireTagsInRequest } from '@/lib/cache/expire-tags'

export const dynamic = 'force-dynamic'

const ExpireTagsSchema = z.object({
  tags: z.array(z.string().min(1).max(200)).min(1).max(50),
})

/**
 * `POST /next/revalidate` with `{ "tags": [...] }`: expires the cache tags that a change made
 * outside a request (a scheduled publish) touched. Only this deployment's own code has the
 * token; anyone else gets 401. Answers the tags it expired.
 */
export async function POST(request: NextRequest) {
  if (!isInternalRequest(request, internalRoutePurposes.expireTags)) {
    return Response.json({ error: 'Not allowed.' }, { status: 401 })
  }
  const parsed = ExpireTagsSchema.safeParse(await request.json().catch(() => null))
  if (!parsed.success) {
    return Response.json({ error: 'Send { "tags": [...] } with 1 to 50 tags.' }, { status: 400 })
  }
  expireTagsInRequest(parsed.data.tags)
  // A body, not a 204: Next ends a response that has one only after its expiry is done, and the
  // purge of the HTTP cache in front follows the response (expire-tags.ts).
  return Response.json({ expired: parsed.data.tags })
}
