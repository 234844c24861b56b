import { isAdminPath, pathOf } from '@/domain/http/request-screen'

import type { Decoration } from './decoration'

type HeaderValues = Readonly<Record<string, string>>

/**
 * Gives every response the site's security headers (CSP, nosniff, frame rules…), the admin's own
 * on its paths (it frames itself for live preview), where whoever answered has not set its own:
 * Next's pages and files, route handlers and the door's refusals alike. The door is their one
 * owner (next.config.ts sets none), and the first rule, so later ones can widen the policy.
 */
export function securityHeaders({
  site,
  admin,
}: {
  site: HeaderValues
  admin: HeaderValues
}): Decoration {
  const siteEntries = Object.entries(site)
  const adminEntries = Object.entries(admin)
  return (request) => {
    const entries = isAdminPath(pathOf(request.url ?? '')) ? adminEntries : siteEntries
    return (response) => {
      for (const [name, value] of entries) {
        if (!response.hasHeader(name)) response.setHeader(name, value)
      }
    }
  }
}

/**
 * Keeps refusals, misses and errors out of shared caches and browsers' stores (`no-store`): a CDN
 * in front would otherwise keep a 404 of a page about to be published for as long as Next's
 * `s-maxage` says (a year). Listed after every rule that sets Cache-Control, so it has the last
 * word on them.
 */
export function uncachedErrors(): Decoration {
  return () => (response) => {
    if (response.statusCode >= 400) response.setHeader('Cache-Control', 'no-store')
  }
}
