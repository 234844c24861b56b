import type { Instrumentation } from 'next'

// Next inlines NEXT_RUNTIME per bundle, so the Edge bundle never imports Payload or Node modules.
// eslint-disable-next-line no-restricted-properties -- read at build time, not configuration
const isNodeRuntime = process.env.NEXT_RUNTIME === 'nodejs'

/**
 * Runs once when a server process starts, before it handles a request. Payload and its jobs
 * runner start here too: before, the runner waited for the first admin or API request, so after a
 * restart scheduled posts, e-mail retries and the blog's PDFs waited for someone to sign in. Not
 * awaited: with the database down the site still serves its cached pages, and the next request
 * that reads the database starts Payload.
 */
export async function register() {
  if (!isNodeRuntime) return
  const { markContentCacheStaleAtBoot } = await import('./data/boot-cache-expiry')
  markContentCacheStaleAtBoot(Date.now())
  const [{ getPayloadClient }, { logger }] = await Promise.all([
    import('./lib/payload'),
    import('./lib/logger'),
  ])
  getPayloadClient().catch((error: unknown) => {
    logger.warn({
      msg: 'Payload could not start with the server; the next request that reads the database tries again',
      error: error instanceof Error ? error.message : String(error),
    })
  })
}

/** Logs every server-side rendering or route error with the path it happened on (seed §8). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (!isNodeRuntime) return
  const { logRequestError } = await import('./lib/request-error-log')
  logRequestError(error, request.path, context.routePath)
}
