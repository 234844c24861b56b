import 'server-only'

import type { Payload, Where } from 'payload'

import { isPostgres } from '@/config/env'

import { executeSql, sql } from './raw-sql'

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

/**
 * The condition "an e-mail job about one of `recordIds`", in SQL: Payload's own query on a JSON
 * value ORs one JSON path test per id, 1.7 s for 200 ids among 10,000 jobs on PostgreSQL
 * (docs/workarounds.md); reading the one key is milliseconds. The key is ours, not input.
 */
function jobsAbout(collection: VisitorRecordCollection, recordIds: number[]) {
  const { taskSlug, inputKey } = emailJobOf[collection]
  const recordId = isPostgres
    ? sql.raw(`(input->>'${inputKey}')::integer`)
    : sql.raw(`json_extract(input, '$.${inputKey}')`)
  const ids = sql.join(
    recordIds.map((id) => sql`${id}`),
    sql`, `,
  )
  return { recordId, where: sql`task_slug = ${taskSlug} AND ${recordId} IN (${ids})` }
}

type JobRow = {
  id: number | string
  record_id: number | string
  completed_at: string | Date | null
  has_error: boolean | number | null
  created_at: string | Date
}

const isoString = (value: string | Date) => new Date(value).toISOString()

/** The e-mail jobs (sent, given up or waiting) queued about the records `recordIds`. */
export async function findEmailJobs(
  payload: Payload,
  collection: VisitorRecordCollection,
  recordIds: number[],
): Promise<EmailJobSummary[]> {
  if (recordIds.length === 0) return []
  const { recordId, where } = jobsAbout(collection, recordIds)
  const rows = await executeSql<JobRow>(
    payload,
    sql`SELECT id, ${recordId} AS record_id, completed_at, has_error, created_at
      FROM payload_jobs WHERE ${where} ORDER BY created_at, id`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    recordId: Number(row.record_id),
    isSent: row.completed_at !== null,
    hasFailed: Boolean(row.has_error),
    queuedAt: isoString(row.created_at),
    completedAt: row.completed_at === null ? null : isoString(row.completed_at),
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
 * One statement each: the Local API deletes a document at a time with its hooks (33 a second in
 * `npm run bench:retention`), and these collections have none.
 */
export async function deleteVisitorRecords(
  payload: Payload,
  collection: VisitorRecordCollection,
  recordIds: number[],
): Promise<{ records: number; jobs: number }> {
  if (recordIds.length === 0) return { records: 0, jobs: 0 }
  const jobs = await executeSql<{ id: number }>(
    payload,
    sql`DELETE FROM payload_jobs WHERE ${jobsAbout(collection, recordIds).where} RETURNING id`,
  )
  const recordsWhere: Where = { id: { in: recordIds } }
  const records = await payload.count({ collection, where: recordsWhere, overrideAccess: true })
  await payload.db.deleteMany({ collection, where: recordsWhere })
  return { records: records.totalDocs, jobs: jobs.length }
}
