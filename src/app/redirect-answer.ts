import 'server-only'

import { listKnownPagePaths } from '@/data/known-paths'
import { findRedirect } from '@/data/redirects'
import { unpurgedLifetimeSeconds } from '@/domain/http/shared-cache-policy'
import { isUnknownPagePath, pageRoutesOf, type PageRoutes } from '@/domain/http/unknown-page-path'
import { redirectSourceKey } from '@/domain/redirects/redirect-address'
import { redirectLocation } from '@/domain/redirects/redirect-location'
import { nextBuildDir, readAppPathRoutes } from '@/lib/internals/next-build-output'
import type { HandedRedirect } from '@/server/boot/app-bridge'

let builtRoutes: PageRoutes | null | undefined

/** The build's routes, read once; null where there is no build to read (`next dev`). */
function pageRoutes(): PageRoutes | null {
  if (builtRoutes === undefined) {
    try {
      builtRoutes = pageRoutesOf(readAppPathRoutes(nextBuildDir))
    } catch {
      builtRoutes = null
    }
  }
  return builtRoutes
}

/** Whether a page of the site answers `path` (normal form): it wins over a redirect from it. */
async function isPageAt(path: string): Promise<boolean> {
  const known = await listKnownPagePaths()
  const routes = pageRoutes()
  return routes ? !isUnknownPagePath(path, routes, known) : known.has(path)
}

/**
 * The redirect a visitor's page view of an old address gets (issue 40, item 2), or null to let the
 * request go on; the front door asks it through the app bridge (ADR 025). Answered there, before
 * any page renders, because only there is the request's query known (a page that reads it could
 * no longer be cached): the visitor's query is added to the redirect's To (`redirectLocation`).
 * A page rendered in its place would throw Next's `redirect()`, whose first answer carries two
 * `Location` headers (vercel/next.js#82117; docs/workarounds.md). A page, alias, blog page, quiz
 * or a route of the app's own at the same address wins, as it always has.
 */
export async function redirectAnswer({
  path,
  search,
}: {
  path: string
  search: string
}): Promise<HandedRedirect | null> {
  // findRedirect looks the address up in its normal form; only a hit needs it again here.
  const target = await findRedirect(path)
  if (!target || (await isPageAt(redirectSourceKey(path)))) return null
  return {
    status: target.isPermanent ? 308 : 307,
    location: redirectLocation(target.to, search),
    cacheControl: `public, max-age=0, s-maxage=${unpurgedLifetimeSeconds}`,
  }
}
