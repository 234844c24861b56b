import pino from 'pino'

import { env } from '@/config/env'

/**
 * The one logger of the app, also handed to Payload, so it works before (and without) the
 * database: structured fields, never names, e-mail addresses or case details.
 */
export const logger = pino({ name: 'site', level: env.LOG_LEVEL })
