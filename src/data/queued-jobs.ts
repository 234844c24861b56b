import 'server-only'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type RequiredDataFromCollectionSlug,
  type TypedJobs,
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
    logger.warn({ err: error }, `${what} job ${jobId} failed; the jobs queue will retry it`)
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

/** The job that acts on a stored submission: an e-mail to the office, or the visitor's report. */
type FollowUpJob = {
  [Task in 'notifyFirmOfInquiry' | 'emailQuizReport']: {
    task: Task
    input: TypedJobs['tasks'][Task]['input']
  }
}['notifyFirmOfInquiry' | 'emailQuizReport']

type Submission<Slug extends 'inquiries' | 'quiz-submissions'> = {
  /** Names what was sent in the log, e.g. "An inquiry". */
  what: string
  collection: Slug
  data: RequiredDataFromCollectionSlug<Slug>
  /** The job to queue, given the stored document's id. */
  jobFor: (id: number) => FollowUpJob
}

/**
 * Stores what a visitor sent and queues the job that acts on it (to be run by `runQueuedJobNow`;
 * the cron leaves it alone for `cronGraceMs`) in one transaction: both are saved, or neither is;
 * nothing is sent here. A failure is logged as `what` could not be stored, with the database's reason and
 * never the visitor's words.
 */
export async function storeWithQueuedJob<Slug extends 'inquiries' | 'quiz-submissions'>(
  submission: Submission<Slug>,
): Promise<StoredWithJob> {
  const payload = await getPayloadClient()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const doc = await payload.create({
      collection: submission.collection,
      data: submission.data,
      overrideAccess: true,
      req,
    })
    const job = await payload.jobs.queue({
      ...submission.jobFor(doc.id),
      waitUntil: new Date(Date.now() + cronGraceMs),
      req,
    })
    await commitTransaction(req)
    return { ok: true, id: doc.id, jobId: job.id }
  } catch (error) {
    await killTransaction(req)
    logger.error({ err: error }, `${submission.what} could not be stored`)
    return { ok: false }
  }
}
