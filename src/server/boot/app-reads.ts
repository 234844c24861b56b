import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import type next from 'next'

import { env } from '@/config/env'
import { serverErrorPagePath } from '@/lib/http/server-error-page'
import { logger } from '@/lib/logger'

import type { AppBridge } from './app-bridge'
import { createFreshReader } from './fresh-reader'

/** Next's renderer, which renders a page to HTML in this process. */
type PageRenderer = Pick<ReturnType<typeof next>, 'renderToHTML'>

/** On a failure, logs it and gives null, so that the caller keeps what it read last. */
async function keepingLastRead<T>(what: string, read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    logger.warn({ msg: `Could not read ${what}; keeping what was read last`, err: error })
    return null
  }
}

/** The addresses the CMS owns (pages, aliases, blog, quizzes, redirects), read on request. */
export const knownCmsPathsReader = (bridge: Pick<AppBridge, 'knownCmsPaths'>) =>
  createFreshReader(() => keepingLastRead('the known CMS paths', bridge.knownCmsPaths))

/**
 * Renders the error screen's page with Next's own renderer, in this process (no request goes
 * through the network or the door): the page the visitor would get, in the base layout, with
 * the firm's current contact details.
 */
async function renderServerErrorPage(app: PageRenderer) {
  const request = new IncomingMessage(new Socket())
  request.method = 'GET'
  request.url = serverErrorPagePath
  request.headers = { host: `localhost:${env.PORT}`, accept: 'text/html' }
  return app.renderToHTML(request, new ServerResponse(request), serverErrorPagePath, {})
}

/** The error screen, server-rendered with the firm's current contact details, read on request. */
export const serverErrorPageReader = (app: PageRenderer) =>
  createFreshReader(() => keepingLastRead('the error screen', () => renderServerErrorPage(app)))

/** Whether `path` is the error screen's own page, which only the door renders (never a visitor). */
export const isErrorPagePath = (path: string) => path === serverErrorPagePath

/** How long the boot waits before asking again when the app could not start its store. */
const bootRetryMs = 5_000

/**
 * Starts the content store and, where `JOBS_RUNNER` is on, the jobs runner, once, at boot; asks
 * again every few seconds while the database is unreachable (the site serves cached pages
 * meanwhile).
 */
export async function bootApp(bridge: Pick<AppBridge, 'startContentStore'>): Promise<void> {
  for (;;) {
    try {
      await bridge.startContentStore()
      logger.info({ msg: 'The content store has started', jobsRunner: env.JOBS_RUNNER })
      return
    } catch (error) {
      logger.warn({ msg: 'Could not start the content store; trying again', err: error })
      await new Promise((resolve) => setTimeout(resolve, bootRetryMs))
    }
  }
}
