import type { NextRequest } from 'next/server'

import { recordMissedPages } from '@/data/missed-pages'
import { parseMissedPageBatch } from '@/domain/http/missed-pages'
import { internalRoutePurposes, isInternalRequest } from '@/lib/auth/internal-routes'

export const dynamic = 'force-dynamic'

/**
 * `POST /next/missed-pages` with `{ "counts": [...] }`: stores a batch of missed-page counts the
 * front door (src/server.ts) tallied. Only this deployment's own code has the token; anyone else
 * gets 401.
 */
export async function POST(request: NextRequest) {
  if (!isInternalRequest(request, internalRoutePurposes.missedPages)) {
    return Response.json({ error: 'Not allowed.' }, { status: 401 })
  }
  const counts = parseMissedPageBatch(await request.json().catch(() => null))
  if (!counts) {
    return Response.json(
      { error: 'Send { "counts": [...] } with 1 to 500 counts.' },
      { status: 400 },
    )
  }
  await recordMissedPages(counts)
  return new Response(null, { status: 204 })
}
