import type { Payload } from 'payload'
import { expect } from 'vitest'

/**
 * Runs the one queued job `jobId`, as the jobs runner's next round would, whatever else waits in
 * its queue, and fails with the job's own error when it did not complete.
 */
export async function runQueuedJob(payload: Payload, jobId: number | string): Promise<void> {
  await payload.jobs.runByID({ id: jobId })
  const job = await payload.findByID({ collection: 'payload-jobs', id: jobId })
  expect({ completed: Boolean(job.completedAt), error: job.error ?? null }).toEqual({
    completed: true,
    error: null,
  })
}
