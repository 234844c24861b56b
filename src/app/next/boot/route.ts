import type { NextRequest } from 'next/server'

import { answerSearch } from '@/app/api/search/answer-search'
import { startContentStore } from '@/data/content-store'
import { refreshSearchIndex } from '@/data/search-index'
import { internalRoutePurposes, isInternalRequest } from '@/lib/auth/internal-routes'
import { handSearchToFrontDoor } from '@/lib/http/front-door-handoff'

export const dynamic = 'force-dynamic'

/**
 * `POST /next/boot`: hands the site search to the front door, which answers searches and builds
 * their index from then on (ADR 010), and starts the content store and, where `JOBS_RUNNER` is on,
 * its jobs runner. The front door (src/server.ts) calls it once as the server starts; nobody else
 * can. Not `instrumentation.ts`: its bundle has copies of its own of the app's modules, so an
 * index it built would not be the one searches read.
 */
export async function POST(request: NextRequest) {
  if (!isInternalRequest(request, internalRoutePurposes.boot)) {
    return Response.json({ error: 'Not allowed.' }, { status: 401 })
  }
  handSearchToFrontDoor({ answer: answerSearch, refreshIndex: refreshSearchIndex })
  await startContentStore()
  return Response.json({ started: true }, { headers: { 'Cache-Control': 'no-store' } })
}
