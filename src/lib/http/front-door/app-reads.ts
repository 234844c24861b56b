import type { IncomingMessage } from 'node:http'

import { env } from '@/config/env'
import {
  fetchInternalRoute,
  internalRoutePurposes,
  isInternalRequest,
  type InternalRoutePurpose,
} from '@/lib/auth/internal-routes'
import { logger } from '@/lib/logger'

import { createFreshReader } from '../fresh-reader'
import { serverErrorPagePath } from '../server-error-page'

/**
 * Reads one of the site's internal routes from this server with the token of `purpose`; on a
 * failure, logs it and gives null, so that the caller keeps what it read last.
 */
async function readInternalRoute<T>(
  path: string,
  purpose: InternalRoutePurpose,
  parse: (response: Response) => Promise<T>,
): Promise<T | null> {
  try {
    return await parse(await fetchInternalRoute(path, purpose))
  } catch (error) {
    logger.warn({
      msg: 'Could not read an internal route; keeping what was read last',
      path,
      err: error,
    })
    return null
  }
}

/** The addresses the CMS owns (pages, aliases, blog, quizzes, redirects), read on request. */
export const knownCmsPathsReader = () =>
  createFreshReader(() =>
    readInternalRoute('/next/known-paths', internalRoutePurposes.knownPaths, async (response) => {
      const { paths } = (await response.json()) as { paths: string[] }
      return new Set(paths) as ReadonlySet<string>
    }),
  )

/** The error screen, server-rendered with the firm's current contact details, read on request. */
export const serverErrorPageReader = () =>
  createFreshReader(() =>
    readInternalRoute(serverErrorPagePath, internalRoutePurposes.errorPage, (response) =>
      response.text(),
    ),
  )

/** Whether the request is for the error screen's own page from outside the server. */
export function isOutsideReadOfErrorPage(request: IncomingMessage, path: string) {
  return (
    path === serverErrorPagePath &&
    !isInternalRequest(
      { headers: new Headers({ authorization: request.headers.authorization ?? '' }) },
      internalRoutePurposes.errorPage,
    )
  )
}

/** How long the boot waits before asking again when the app could not start its store. */
const bootRetryMs = 5_000

/**
 * Starts the content store and, where `JOBS_RUNNER` is on, the jobs runner, once, at boot; asks
 * again every few seconds while the database is unreachable (the site serves cached pages
 * meanwhile).
 */
export async function bootApp(): Promise<void> {
  for (;;) {
    try {
      await fetchInternalRoute('/next/boot', internalRoutePurposes.boot, {})
      logger.info({ msg: 'The content store has started', jobsRunner: env.JOBS_RUNNER })
      return
    } catch (error) {
      logger.warn({
        msg: 'Could not start the content store; trying again',
        err: error,
      })
      await new Promise((resolve) => setTimeout(resolve, bootRetryMs))
    }
  }
}
