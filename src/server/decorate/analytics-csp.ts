import { withGoogleTagSources } from '@/config/security-headers'
import { readAnalyticsConsent } from '@/domain/analytics/analytics-consent'
import { isAdminPath, pathOf } from '@/domain/http/request-screen'
import { isHtml } from '@/server/door/html-response'

import type { Decoration } from './decoration'

/**
 * Lets the Google tag load in the public pages of a visitor who agreed to analytics (the consent
 * cookie says "granted"): their HTML responses get a Content-Security-Policy with the tag's hosts
 * and are marked private, so that a shared cache never gives one visitor's policy to another. The
 * page itself is the same cached document for everyone (ADR 007). Here because Next's headers
 * (next.config.ts) cannot depend on a cookie.
 */
export function analyticsCsp(): Decoration {
  return (request) => {
    const isPageView = request.method === 'GET' || request.method === 'HEAD'
    if (
      !isPageView ||
      readAnalyticsConsent(request.headers.cookie) !== 'granted' ||
      isAdminPath(pathOf(request.url ?? ''))
    ) {
      return null
    }
    return (response) => {
      const policy = response.getHeader('content-security-policy')
      if (typeof policy === 'string' && isHtml(response)) {
        response.setHeader('content-security-policy', withGoogleTagSources(policy))
        response.setHeader('cache-control', 'private, no-cache')
      }
    }
  }
}
