import type { IncomingMessage } from 'node:http'

import { withSameOriginFraming } from '@/config/security-headers'
import { cookieValue } from '@/domain/http/cookie-value'
import { pathOf } from '@/domain/http/request-screen'
import { draftModeCookieName } from '@/lib/internals/next-build-output'

import type { Decoration } from './decoration'

/**
 * Whether the request carries Next's draft-mode cookie of this build, set by `/next/preview` for
 * staff only. Such a request may reach a page that is not yet published (the front door's list of
 * known addresses holds published ones). The page itself checks the staff session again.
 */
export function isDraftViewRequest(request: IncomingMessage, previewModeId: string): boolean {
  if (pathOf(request.url ?? '').startsWith('/_next/')) return false
  const value = cookieValue(request.headers.cookie ?? '', draftModeCookieName)
  return value !== null && value === previewModeId
}

/**
 * Marks a staff member's draft view: never stored by a shared cache or the browser, and framable
 * by this site's own pages, so the admin's live preview can show it (every other public page
 * refuses framing). Decided as the headers go out, after Next has set its own from
 * next.config.ts, which cannot tell a draft view from a visit (ADR 006).
 */
export function draftViewHeaders({ previewModeId }: { previewModeId: string }): Decoration {
  return (request) => {
    if (!isDraftViewRequest(request, previewModeId)) return null
    return (response) => {
      const policy = response.getHeader('content-security-policy')
      if (typeof policy === 'string') {
        response.setHeader('content-security-policy', withSameOriginFraming(policy))
      }
      response.setHeader('x-frame-options', 'SAMEORIGIN')
      response.setHeader('cache-control', 'private, no-store')
    }
  }
}
