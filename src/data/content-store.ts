import 'server-only'

import { markProcessAsServingSite } from '@/lib/cache/expire-tags'
import { startJobsRunner } from '@/lib/payload'

/**
 * Starts the content store (Payload) and, where this instance runs jobs, its jobs runner: called
 * once by the server as it boots (through the app bridge, ADR 022), so queued jobs run even while
 * nobody uses the admin.
 */
export async function startContentStore(): Promise<void> {
  markProcessAsServingSite()
  await startJobsRunner()
}
