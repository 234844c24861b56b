import 'server-only'

import { startJobsRunner } from '@/lib/payload'

/**
 * Starts the content store (Payload) and, where this instance runs jobs, its jobs runner: called
 * once by the server as it boots (`POST /next/boot`), so queued jobs run even while nobody uses
 * the admin. Through a route, not from `instrumentation.ts`, whose bundle has its own copy of
 * Payload's classes (errors thrown by that instance lose their details in the API's responses).
 */
export async function startContentStore(): Promise<void> {
  await startJobsRunner()
}
