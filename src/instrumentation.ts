import type { Instrumentation } from 'next'

/** Logs every server-side rendering or route error with the path it happened on (seed §8). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // eslint-disable-next-line no-restricted-properties -- Next inlines NEXT_RUNTIME per bundle, so the Edge bundle never imports Payload.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logRequestError } = await import('./lib/request-error-log')
  logRequestError(error, request.path, context.routePath)
}
