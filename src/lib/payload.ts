import 'server-only'

import { getPayload } from 'payload'

import { env } from '@/config/env'
import config from '@payload-config'

/**
 * The in-process Payload instance (Local API); created once and reused. The call that creates it
 * also starts Payload's jobs runner (`jobs.autoRun`: scheduled publishing, e-mail retries, the
 * blog's PDFs), as Payload's own admin and API routes ask (`cron`). Tests run jobs themselves.
 */
export function getPayloadClient() {
  return getPayload({ config, cron: env.NODE_ENV !== 'test' })
}
