import type { NextRequest } from 'next/server'

import { recordSearchEvents } from '@/data/search-stats'
import { parseSearchEvents } from '@/domain/search/search-events'
import { logger } from '@/lib/logger'
import { clientAddress } from '@/lib/rate-limit/client-address'
import { rateLimiterFor, retryAfterSeconds } from '@/lib/rate-limit/limiters'

export const dynamic = 'force-dynamic'

/** Ten events of twenty ids each fit in a few kilobytes. */
const bodyLimitBytes = 8 * 1024

const failure = (message: string, status: number, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * `POST /api/search-events` with `{ "events": [...] }` (1–10): the search pages' counts of
 * searches, results shown (20 ids an event) and results opened, each once a day per client.
 * Nothing about the visitor is kept. 204 when taken (counted or not: a repeat changes nothing);
 * 400 for anything else; 413 over 8 KB; 429 when a client sends too many.
 */
export async function POST(request: NextRequest) {
  const client = clientAddress(request.headers)
  if (!(await rateLimiterFor('searchEvents').allow(client))) {
    return failure('Too many events in a minute.', 429, {
      'Retry-After': String(retryAfterSeconds('searchEvents')),
    })
  }
  if (Number(request.headers.get('content-length') ?? 0) > bodyLimitBytes) {
    return failure(`The body can be at most ${bodyLimitBytes / 1024} KB.`, 413)
  }
  const events = parseSearchEvents(await request.json().catch(() => null))
  if (!events) {
    return failure(
      'Send JSON like { "events": [{ "type": "view", "objectIDs": ["posts:1"] }] }, 1 to 10 events.',
      400,
    )
  }
  try {
    await recordSearchEvents(events, client)
  } catch (error) {
    logger.error({
      msg: 'Search events not counted',
      err: error,
    })
    return failure('Not counted just now.', 503, { 'Retry-After': '60' })
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
