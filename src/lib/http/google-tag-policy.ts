import type { IncomingMessage, ServerResponse } from 'node:http'

import { withGoogleTagSources } from '@/config/security-headers'
import { readAnalyticsConsent } from '@/domain/analytics/analytics-consent'

const isHtml = (response: ServerResponse) =>
  /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/')

/**
 * Lets the Google tag load in the public pages of a visitor who agreed to analytics (the consent
 * cookie says "granted"): their HTML responses get a Content-Security-Policy with the tag's hosts
 * and are marked private, so that a shared cache never gives one visitor's policy to another. The
 * page itself is the same cached document for everyone (ADR 007). Decided in `writeHead`, after
 * Next has set its headers from next.config.ts.
 */
export function allowGoogleTagForConsentingVisitor(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) {
  if (readAnalyticsConsent(request.headers.cookie) !== 'granted' || isAdminPath(path)) return
  const { writeHead } = response
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const policy = this.getHeader('content-security-policy')
    if (typeof policy === 'string' && isHtml(this)) {
      this.setHeader('content-security-policy', withGoogleTagSources(policy))
      this.setHeader('cache-control', 'private, no-cache')
    }
    return Reflect.apply(writeHead, this, args) as ServerResponse
  } as ServerResponse['writeHead']
}
