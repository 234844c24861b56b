import pino from 'pino'

import { env } from '@/config/env'

const errorLevel = 50

/**
 * A client's mistake logged as an error (Payload logs its own Forbidden or NotFound that way, with
 * the stack): the line's other fields with the error's message and status in place of the error,
 * for one warn line, or null when it is a real error.
 */
function clientErrorLine(args: unknown[]): Record<string, unknown> | null {
  const [fields] = args
  if (typeof fields !== 'object' || fields === null || !('err' in fields)) return null
  const { err, ...rest } = fields
  if (!(err instanceof Error) || !('status' in err) || typeof err.status !== 'number') return null
  if (err.status < 400 || err.status >= 500) return null
  return { ...rest, msg: err.message, status: err.status }
}

/**
 * The one logger of the app, also handed to Payload, so it works before (and without) the
 * database: structured fields, never names, e-mail addresses or case details. Client errors
 * (4xx) are one warn line without a stack, whoever logs them.
 */
export const logger = siteLogger()

/** The logger, writing to `destination` (standard output by default). */
export function siteLogger(destination?: pino.DestinationStream) {
  return pino(
    {
      name: 'site',
      level: env.LOG_LEVEL,
      hooks: {
        logMethod(args, method, level) {
          const clientError = level === errorLevel ? clientErrorLine(args) : null
          if (clientError) return this.warn(clientError)
          return method.apply(this, args)
        },
      },
    },
    destination,
  )
}
