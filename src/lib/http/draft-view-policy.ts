import type { IncomingMessage, ServerResponse } from 'node:http'

import { withSameOriginFraming } from '@/config/security-headers'
import { cookieValue } from '@/domain/http/cookie-value'

/** The cookie Next's draft mode sets; its value is the build's secret preview id. */
const draftModeCookieName = '__prerender_bypass'

/**
 * Whether the request carries Next's draft-mode cookie of this build, set by `/next/preview` for
 * staff only. Such a request may reach a page that is not yet published (the front door's list of
 * known addresses holds published ones). The page itself checks the staff session again.
 */
export function isDraftViewRequest(request: IncomingMessage, previewModeId: string): boolean {
  const value = cookieValue(request.headers.cookie ?? '', draftModeCookieName)
  return value !== null && value === previewModeId
}

/**
 * Marks a draft-view response: never stored by a shared cache or the browser, and framable by
 * this site's own pages, so the admin's live preview can show it (every other public page refuses
 * framing). Decided in `writeHead`, after Next has set its headers from next.config.ts.
 */
export function markDraftViewResponse(response: ServerResponse) {
  const { writeHead } = response
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const policy = this.getHeader('content-security-policy')
    if (typeof policy === 'string') {
      this.setHeader('content-security-policy', withSameOriginFraming(policy))
    }
    this.setHeader('x-frame-options', 'SAMEORIGIN')
    this.setHeader('cache-control', 'private, no-store')
    return Reflect.apply(writeHead, this, args) as ServerResponse
  } as ServerResponse['writeHead']
}
