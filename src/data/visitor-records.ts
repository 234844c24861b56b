import 'server-only'

import type { Payload, Where } from 'payload'

/** What visitors send that carries who they are: contact messages and quiz report requests. */
export type VisitorRecordCollection = 'inquiries' | 'quiz-submissions'

/** The e-mail job each kind of record queues, and the input field naming the record. */
const emailJobOf = {
  inquiries: { taskSlug: 'notifyFirmOfInquiry', inputKey: 'inquiryId' },
  'quiz-submissions': { taskSlug: 'emailQuizReport', inputKey: 'submissionId' },
} as const satisfies Record<VisitorRecordCollection, { taskSlug: string; inputKey: string }>

export type EmailJobSummary = {
  id: number
  recordId: number
  isSent: boolean
  hasFailed: boolean
  queuedAt: string
  completedAt: string | null
}

function jobsOf(collection: VisitorRecordCollection, recordIds: number[]): Where {
  const { taskSlug, inputKey } = emailJobOf[collection]
  return { taskSlug: { equals: taskSlug }, [`input.${inputKey}`]: { in: recordIds } }
}

/** The e-mail jobs (sent, given up or waiting) queued about the records `recordIds`. */
export async function findEmailJobs(
  payload: Payload,
  collection: VisitorRecordCollection,
  recordIds: number[],
): Promise<EmailJobSummary[]> {
  if (recordIds.length === 0) return []
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: jobsOf(collection, recordIds),
    select: { input: true, completedAt: true, hasError: true, createdAt: true },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const { inputKey } = emailJobOf[collection]
  return docs.map((job) => ({
    id: job.id,
    recordId: Number((job.input as Record<string, unknown>)[inputKey]),
    isSent: Boolean(job.completedAt),
    hasFailed: Boolean(job.hasError),
    queuedAt: job.createdAt,
    completedAt: job.completedAt ?? null,
  }))
}

/**
 * The records among `recordIds` whose e-mail has not gone out yet: a job still waiting or
 * retrying (neither completed nor given up). Deleting one would lose a message nobody has seen.
 */
export async function recordsWithUnsentEmail(
  payload: Payload,
  collection: VisitorRecordCollection,
  recordIds: number[],
): Promise<Set<number>> {
  const jobs = await findEmailJobs(payload, collection, recordIds)
  return new Set(jobs.filter((job) => !job.isSent && !job.hasFailed).map((job) => job.recordId))
}

/**
 * Deletes the records `recordIds` and every e-mail job queued about them (a job's log may hold
 * the mail server's answer, which can name the address). Returns how many records and jobs went.
 */
export async function deleteVisitorRecords(
  payload: Payload,
  collection: VisitorRecordCollection,
  recordIds: number[],
): Promise<{ records: number; jobs: number }> {
  if (recordIds.length === 0) return { records: 0, jobs: 0 }
  const jobs = await payload.delete({
    collection: 'payload-jobs',
    where: jobsOf(collection, recordIds),
    depth: 0,
    overrideAccess: true,
  })
  const records = await payload.delete({
    collection,
    where: { id: { in: recordIds } },
    depth: 0,
    overrideAccess: true,
  })
  const failed = jobs.errors.length + records.errors.length
  if (failed > 0)
    throw new Error(`${failed} of the ${collection} records or jobs could not be deleted`)
  return { records: records.docs.length, jobs: jobs.docs.length }
}
