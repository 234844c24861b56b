import type { NextRequest } from 'next/server'

import { searchBodyLimitBytes } from '@/domain/search/search-limits'
import { clientAddress } from '@/lib/rate-limit/client-address'

import { answerSearch } from '../answer-search'

export const dynamic = 'force-dynamic'

/** The body's text, or null when it is longer than the limit. */
async function boundedText(request: NextRequest): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > searchBodyLimitBytes) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength
    if (size > searchBodyLimitBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(chunk.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * `POST /api/search` through Next: see answerSearch. The front door answers searches itself once
 * the app has booted (ADR 010); this route serves those before, and all of them under `next dev`.
 */
export async function POST(
  request: NextRequest,
  context: { params: Promise<{ path?: string[] }> },
) {
  const answer = await answerSearch({
    path: (await context.params).path ?? [],
    body: await boundedText(request),
    clientAddress: clientAddress(request.headers),
  })
  return new Response(answer.body, { status: answer.status, headers: answer.headers })
}
