import 'server-only'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type PayloadRequest,
} from 'payload'

import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'

/**
 * Runs a queued job now, after the visitor has been answered (an e-mail about what they sent);
 * on failure the jobs queue tries it again later. `what` names the job in the log.
 */
export async function runQueuedJobNow(jobId: number | string, what: string): Promise<void> {
  const payload = await getPayloadClient()
  await payload.jobs.runByID({ id: jobId }).catch((error: unknown) => {
    logger.warn({
      msg: `${what} job ${jobId} failed; the jobs queue will retry it`,
      error: error instanceof Error ? error.message : String(error),
    })
  })
}

export type StoredWithJob = { ok: true; id: number; jobId: number | string } | { ok: false }

/**
 * How long the jobs runner's cron leaves a newly queued job to `runQueuedJobNow`. Both claim a
 * job without a lock (Payload 3.90), so a job both picked up at once ran twice: 18 of 200 quiz
 * reports went out twice in `npm run load:quiz` before this. The cron still takes the job after
 * this wait if the request's own run never happened (the server stopped), and takes every retry.
 */
const cronGraceMs = 30_000

/**
 * Stores what a visitor sent (`store`) and queues the job that acts on it (`queue`, to be run by
 * `runQueuedJobNow` and left to the cron until `waitUntil`) in one transaction: both are saved,
 * or neither is; nothing is sent here. A failure is logged as
 * `what` could not be stored, with the database's reason and never the visitor's words.
 */
export async function storeWithQueuedJob<Doc extends { id: number }>(
  what: string,
  store: (req: PayloadRequest) => Promise<Doc>,
  queue: (doc: Doc, req: PayloadRequest, waitUntil: Date) => Promise<{ id: number | string }>,
): Promise<StoredWithJob> {
  const payload = await getPayloadClient()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const doc = await store(req)
    const job = await queue(doc, req, new Date(Date.now() + cronGraceMs))
    await commitTransaction(req)
    return { ok: true, id: doc.id, jobId: job.id }
  } catch (error) {
    await killTransaction(req)
    logger.error({
      msg: `${what} could not be stored`,
      error: error instanceof Error ? error.message : String(error),
    })
    return { ok: false }
  }
}
