import type { IncomingMessage } from 'node:http'

import { isbot } from 'isbot'

import { pathOf } from '@/domain/http/request-screen'
import { isUnknownPagePath, type PageRoutes } from '@/domain/http/unknown-page-path'
import { notFoundRoute } from '@/lib/internals/next-build-output'
import type { Middleware } from '@/server/door/chain'
import { refuse } from '@/server/door/refuse'

const staticPrefix = '/_next/static/'

const notFound = { status: 404, message: 'Not found.' } as const

/** The addresses the CMS owns: the last read (null before the first) and a read begun now. */
export type KnownCmsPaths = {
  latest: () => ReadonlySet<string> | null
  fresh: () => Promise<ReadonlySet<string> | null>
}

type Options = {
  pageRoutes: PageRoutes
  knownCmsPaths: KnownCmsPaths
  /** The build's files under `.next/static`, by their path below it. */
  staticFiles: ReadonlyMap<string, number>
  /** Whether a request may see pages not yet published (staff in draft view). */
  isDraftView: (request: IncomingMessage) => boolean
  /** Whether a request is for a page only the server's own code may read (the error screen). */
  isHiddenPage: (request: IncomingMessage, path: string) => boolean
}

/**
 * An address no route and no CMS page, alias or redirect owns. An address missing from the last
 * read is checked against a read made after it arrived, so a page published a moment ago is
 * found at once; concurrent misses share one read. Nothing is judged before the first read.
 */
async function isUnknownCmsPath(path: string, { pageRoutes, knownCmsPaths }: Options) {
  const lastRead = knownCmsPaths.latest()
  if (lastRead === null || !isUnknownPagePath(path, pageRoutes, lastRead)) return false
  return isUnknownPagePath(path, pageRoutes, (await knownCmsPaths.fresh()) ?? lastRead)
}

/**
 * Answers every address nothing owns with a 404 that is never rendered nor cached, whatever the
 * method: a file the build does not have under `/_next/static/`, and an address only the CMS's
 * catch-all routes would take that no CMS page, alias, blog page, quiz or redirect owns. A
 * visitor's page view gets Next's prerendered 404 page (`app/global-not-found.tsx`); a bot gets a
 * bare "Not found." (seed §2; the link before this one logs and counts both); any other method, a
 * plain 404. Here because Next
 * renders each miss of a catch-all (as an empty document, vercel/next.js#62228) and stores it on
 * disk for good, about 140 KB an address (docs/workarounds.md).
 */
export function notFoundForUnknownPaths(options: Options): Middleware {
  return async (request, response, next) => {
    const path = decodeURIComponent(pathOf(request.url ?? '/'))
    if (path.startsWith(staticPrefix)) {
      if (options.staticFiles.has(path.slice(staticPrefix.length))) return next()
      return refuse(request, response, notFound)
    }
    const isUnknown =
      options.isHiddenPage(request, path) ||
      (!options.isDraftView(request) && (await isUnknownCmsPath(path, options)))
    if (!isUnknown) return next()
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return refuse(request, response, notFound)
    }
    if (isbot(request.headers['user-agent'])) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      return void response.end(request.method === 'HEAD' ? '' : 'Not found.')
    }
    request.url = notFoundRoute
    next()
  }
}
