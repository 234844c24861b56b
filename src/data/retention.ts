import 'server-only'

import type { Payload } from 'payload'

import {
  retentionCutoff,
  retentionCutoffDay,
  type RetentionPeriods,
} from '@/domain/privacy/retention'
import { deleteOutboxMessages, outboxMessagesWrittenBefore } from '@/lib/email/outbox'

import {
  deleteVisitorRecords,
  recordsWithUnsentEmail,
  type VisitorRecordCollection,
} from './visitor-records'

/** Records looked at, and deleted, per round: bounds the memory and each statement's size. */
const batchSize = 200

/** What one run deleted, by kind: counts only, never what the records said. */
export type RetentionReport = {
  inquiries: number
  quizSubmissions: number
  emailJobs: number
  searchStats: number
  missedPages: number
  /** E-mails kept in the outbox (without SMTP) older than both records' periods. */
  outboxMessages: number
  /** Records past their period kept because their e-mail has not gone out yet. */
  keptUnsent: number
}

/** The periods staff keep in Site settings → Privacy. */
export async function readRetentionPeriods(payload: Payload): Promise<RetentionPeriods> {
  const { retention } = await payload.findGlobal({
    slug: 'site-settings',
    select: { retention: true },
    depth: 0,
    overrideAccess: true,
  })
  return retention
}

/**
 * Deletes, `batchSize` at a time, the records of `collection` stored before `cutoff`, except
 * those marked "became a client" and those whose e-mail has not gone out yet (kept, counted).
 */
async function deleteExpiredRecords(
  payload: Payload,
  collection: VisitorRecordCollection,
  cutoff: Date,
): Promise<{ records: number; jobs: number; keptUnsent: number }> {
  const deleted = { records: 0, jobs: 0, keptUnsent: 0 }
  let afterId = 0
  for (;;) {
    const { docs } = await payload.find({
      collection,
      where: {
        id: { greater_than: afterId },
        createdAt: { less_than: cutoff.toISOString() },
        becameClient: { not_equals: true },
      },
      select: { createdAt: true },
      sort: 'id',
      limit: batchSize,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    if (docs.length === 0) return deleted
    const ids = docs.map((doc) => doc.id)
    afterId = Math.max(...ids)
    const unsent = await recordsWithUnsentEmail(payload, collection, ids)
    const done = await deleteVisitorRecords(
      payload,
      collection,
      ids.filter((id) => !unsent.has(id)),
    )
    deleted.records += done.records
    deleted.jobs += done.jobs
    deleted.keptUnsent += unsent.size
  }
}

/** Deletes the daily counts of `collection` for days before `cutoffDay`; how many went. */
async function deleteExpiredCounts(
  payload: Payload,
  collection: 'search-stats' | 'missed-pages',
  cutoffDay: string,
): Promise<number> {
  const where = { day: { less_than: cutoffDay } }
  const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
  if (totalDocs > 0) await payload.db.deleteMany({ collection, where })
  return totalDocs
}

/**
 * Deletes what is past its period in Site settings → Privacy (issue 28): contact messages and
 * quiz submissions of people who did not become clients, with their e-mail jobs, the e-mails kept
 * in the outbox (without SMTP), and the search and missed-page counts. The daily job and `npm run data:retention` run it.
 */
export async function applyRetention(payload: Payload, now = new Date()): Promise<RetentionReport> {
  const periods = await readRetentionPeriods(payload)
  const inquiries = await deleteExpiredRecords(
    payload,
    'inquiries',
    retentionCutoff(now, periods.inquiryMonths),
  )
  const submissions = await deleteExpiredRecords(
    payload,
    'quiz-submissions',
    retentionCutoff(now, periods.quizSubmissionMonths),
  )
  const countsCutoff = retentionCutoffDay(now, periods.statisticsMonths)
  // An outbox e-mail is about an inquiry or a quiz submission: it goes once both kinds would.
  const outboxCutoff = retentionCutoff(
    now,
    Math.max(periods.inquiryMonths, periods.quizSubmissionMonths),
  )
  return {
    inquiries: inquiries.records,
    quizSubmissions: submissions.records,
    emailJobs: inquiries.jobs + submissions.jobs,
    searchStats: await deleteExpiredCounts(payload, 'search-stats', countsCutoff),
    missedPages: await deleteExpiredCounts(payload, 'missed-pages', countsCutoff),
    outboxMessages: await deleteOutboxMessages(await outboxMessagesWrittenBefore(outboxCutoff)),
    keptUnsent: inquiries.keptUnsent + submissions.keptUnsent,
  }
}
