import type { NextRequest } from 'next/server'

import { startContentStore } from '@/data/content-store'
import { internalRoutePurposes, isInternalRequest } from '@/lib/auth/internal-routes'

export const dynamic = 'force-dynamic'

/**
 * `POST /next/boot`: starts the content store and, where `JOBS_RUNNER` is on, its jobs runner.
 * The front door (src/server.ts) calls it once as the server starts; nobody else can.
 */
export async function POST(request: NextRequest) {
  if (!isInternalRequest(request, internalRoutePurposes.boot)) {
    return Response.json({ error: 'Not allowed.' }, { status: 401 })
  }
  await startContentStore()
  return Response.json({ started: true }, { headers: { 'Cache-Control': 'no-store' } })
}
