import 'server-only'

import { getPayload } from 'payload'

import config from '@payload-config'

/** The in-process Payload instance (Local API); created once and reused. */
export function getPayloadClient() {
  return getPayload({ config })
}

/**
 * Starts the in-process Payload instance with its jobs runner (`jobs.autoRun`: scheduled
 * publishing, e-mail retries, the blog's PDFs). Payload starts the runner only for a caller that
 * asks (`cron: true`), which its own admin and API routes do; the server asks once at start-up,
 * so jobs run even while nobody signs in.
 */
export function startPayloadWithJobsRunner() {
  return getPayload({ config, cron: true })
}
