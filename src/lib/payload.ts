import 'server-only'

import { getPayload } from 'payload'

import { env } from '@/config/env'
import config from '@payload-config'

/**
 * The in-process Payload instance (Local API); created once and reused. Reading through it never
 * starts the jobs runner: the server starts that once, at boot (`startJobsRunner`).
 */
export function getPayloadClient() {
  return getPayload({ config })
}

/**
 * Starts Payload and, where `JOBS_RUNNER` is on, its jobs runner (scheduled publishing, e-mail
 * and its retries, the blog's PDFs); at once when both have started. Tests run jobs themselves.
 */
export async function startJobsRunner(): Promise<void> {
  // Payload starts the schedule only in a call that finds it started or starts it: a call asking
  // for the schedule while another (a page's first read) is still starting Payload waits for
  // that one and starts nothing, so the schedule is asked for once Payload has started.
  await getPayload({ config })
  await getPayload({ config, cron: env.JOBS_RUNNER && env.NODE_ENV !== 'test' })
}
