import 'server-only'

import { createHash } from 'node:crypto'

import { isNotModified } from '@/domain/http/conditional-get'
import { unpurgedLifetimeSeconds } from '@/domain/http/shared-cache-policy'

/**
 * The answer to a GET for a document read from Next's data cache, such as a feed or the sitemap:
 * `body` with validators (a weak ETag of its bytes, weak since the front door and caches may send
 * it compressed, and `lastModified`), or 304 Not Modified when the request's If-None-Match or
 * If-Modified-Since shows the reader holds it already. A poller then downloads it only when it
 * changed. Shared caches keep it seconds, as any route handler (shared-cache-policy.ts).
 */
export function conditionalResponse(
  request: Request,
  body: string,
  { contentType, lastModified }: { contentType: string; lastModified: Date | null },
): Response {
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const headers: Record<string, string> = {
    ETag: etag,
    'Cache-Control': `public, max-age=0, s-maxage=${unpurgedLifetimeSeconds}`,
    ...(lastModified ? { 'Last-Modified': lastModified.toUTCString() } : {}),
  }
  const conditional = {
    ifNoneMatch: request.headers.get('if-none-match'),
    ifModifiedSince: request.headers.get('if-modified-since'),
  }
  if (isNotModified(conditional, { etag, lastModified })) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(body, { headers: { ...headers, 'Content-Type': contentType } })
}
