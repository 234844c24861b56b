import 'server-only'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type RequiredDataFromCollectionSlug,
  type TypedJobs,
} from 'payload'

import { jobQueues } from '@/config/job-queues'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'

export type StoredWithJob = { ok: true; id: number; jobId: number | string } | { ok: false }

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
 * Stores what a visitor sent and queues the job that acts on it on the `prompt` queue, which the
 * jobs runner looks at every second, in one transaction: both are saved, or neither is; nothing
 * is sent here. A failure is logged as `what` could not be stored, with the database's reason and
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
      queue: jobQueues.prompt,
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
