import { logger } from './logger'

/** Logs a failed request by path only: query strings may carry what visitors typed. */
export function logRequestError(error: unknown, requestPath: string, routePath: string) {
  const path = requestPath.split('?')[0] ?? '/'
  logger.error({
    msg: `An error occurred: ${path}`,
    path,
    routePath,
    err: error,
  })
}
