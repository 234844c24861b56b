import type { Instrumentation } from 'next'

// Next inlines NEXT_RUNTIME per bundle, so the Edge bundle never imports Payload or Node modules.
// eslint-disable-next-line no-restricted-properties -- read at build time, not configuration
const isNodeRuntime = process.env.NEXT_RUNTIME === 'nodejs'

/**
 * Runs once when a server process starts, before it handles a request: marks the content cache
 * stale and lends the front door (src/server.ts) the app's modules through one typed bridge
 * (ADR 022), so the door never calls its own process over HTTP.
 */
export async function register() {
  if (!isNodeRuntime) return
  const [{ markContentCacheStaleAtBoot }, { provideAppBridge }, { appBridgeProvider }] =
    await Promise.all([
      import('./data/boot-cache-expiry'),
      import('@/server/boot/app-bridge'),
      import('./app/app-bridge-provider'),
    ])
  markContentCacheStaleAtBoot(Date.now())
  provideAppBridge(appBridgeProvider)
}

/** Logs every server-side rendering or route error with the path it happened on (seed §8). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (!isNodeRuntime) return
  const { logRequestError } = await import('./lib/request-error-log')
  logRequestError(error, request.path, context.routePath)
}
