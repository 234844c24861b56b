import type { ServerResponse } from 'node:http'

import onHeaders from 'on-headers'

import { withGoogleTagSources } from '@/config/security-headers'
import { readAnalyticsConsent } from '@/domain/analytics/analytics-consent'
import { pathOf } from '@/domain/http/request-screen'

import type { Middleware } from './chain'
import { isHtml } from './html-response'

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/')

/**
 * Lets the Google tag load in the public pages of a visitor who agreed to analytics (the consent
 * cookie says "granted"): their HTML responses get a Content-Security-Policy with the tag's hosts
 * and are marked private, so that a shared cache never gives one visitor's policy to another. The
 * page itself is the same cached document for everyone (ADR 007). Here because Next's headers
 * (next.config.ts) cannot depend on a cookie.
 */
export function analyticsCsp(): Middleware {
  return (request, response, next) => {
    const isPageView = request.method === 'GET' || request.method === 'HEAD'
    if (
      isPageView &&
      readAnalyticsConsent(request.headers.cookie) === 'granted' &&
      !isAdminPath(pathOf(request.url ?? ''))
    ) {
      onHeaders(response, function (this: ServerResponse) {
        const policy = this.getHeader('content-security-policy')
        if (typeof policy === 'string' && isHtml(this)) {
          this.setHeader('content-security-policy', withGoogleTagSources(policy))
          this.setHeader('cache-control', 'private, no-cache')
        }
      })
    }
    next()
  }
}
