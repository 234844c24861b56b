import 'server-only'

import type { DataFromCollectionSlug, Payload } from 'payload'

import { isPersonAddress, type PersonalDataDeletionCounts } from '@/domain/privacy/personal-data'
import {
  deleteOutboxMessages,
  outboxMessagesCarrying,
  type OutboxMessage,
} from '@/lib/email/outbox'
import { getPayloadClient } from '@/lib/payload'
import type { Inquiry, QuizSubmission } from '@/payload-types'

import {
  deleteVisitorRecords,
  findEmailJobs,
  type EmailJobSummary,
  type VisitorRecordCollection,
} from './visitor-records'

/** An e-mail job about one of the person's records, with the kind of record it is about. */
export type PersonEmailJob = EmailJobSummary & { collection: VisitorRecordCollection }

/** Everything the site keeps that carries one e-mail address, each record with every field. */
export type PersonalData = {
  /** The address looked up, trimmed and in lower case. */
  address: string
  inquiries: Inquiry[]
  quizSubmissions: QuizSubmission[]
  emailJobs: PersonEmailJob[]
  /** The e-mails kept in the outbox that carry the address (none when mail goes out by SMTP). */
  outboxMessages: OutboxMessage[]
}

// `like` narrows the read in the database, whatever the case (an address holds no spaces, which
// `like` would split on); the exact comparison then drops joann@ for ann@.
const withAddress = (address: string) => ({ email: { like: address } })

/** The records of `collection` whose address is `address`, oldest first. */
async function recordsWithAddress<Slug extends VisitorRecordCollection>(
  payload: Payload,
  collection: Slug,
  address: string,
): Promise<DataFromCollectionSlug<Slug>[]> {
  const { docs } = await payload.find({
    collection,
    where: withAddress(address),
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.filter((doc) => isPersonAddress(doc.email, address))
}

async function jobsOf(
  payload: Payload,
  collection: VisitorRecordCollection,
  records: { id: number }[],
): Promise<PersonEmailJob[]> {
  const jobs = await findEmailJobs(
    payload,
    collection,
    records.map((record) => record.id),
  )
  return jobs.map((job) => ({ ...job, collection }))
}

/**
 * Every inquiry and quiz submission whose address is `address` (already parsed: trimmed, lower
 * case; matched whatever the stored case, and only as a whole address), oldest first, with their
 * e-mail jobs and the outbox's e-mails that carry the address.
 */
export async function findPersonalData(address: string): Promise<PersonalData> {
  const payload = await getPayloadClient()
  const [inquiries, quizSubmissions, outboxMessages] = await Promise.all([
    recordsWithAddress(payload, 'inquiries', address),
    recordsWithAddress(payload, 'quiz-submissions', address),
    outboxMessagesCarrying(address),
  ])
  const emailJobs = [
    ...(await jobsOf(payload, 'inquiries', inquiries)),
    ...(await jobsOf(payload, 'quiz-submissions', quizSubmissions)),
  ]
  return { address, inquiries, quizSubmissions, emailJobs, outboxMessages }
}

/**
 * Deletes everything `findPersonalData` finds for `address` now (the records with their e-mail
 * jobs, then the outbox's e-mails) and records the deletion: when, by staff member `deletedBy`
 * and how many of each kind, never the address. Returns the counts.
 */
export async function deletePersonalData(
  address: string,
  deletedBy: number,
): Promise<PersonalDataDeletionCounts> {
  const payload = await getPayloadClient()
  const found = await findPersonalData(address)
  const ids = (records: { id: number }[]) => records.map((record) => record.id)
  const inquiries = await deleteVisitorRecords(payload, 'inquiries', ids(found.inquiries))
  const submissions = await deleteVisitorRecords(
    payload,
    'quiz-submissions',
    ids(found.quizSubmissions),
  )
  const outboxMessages = await deleteOutboxMessages(found.outboxMessages.map((each) => each.file))
  const counts = {
    inquiries: inquiries.records,
    quizSubmissions: submissions.records,
    emailJobs: inquiries.jobs + submissions.jobs,
    outboxMessages,
  }
  await payload.create({
    collection: 'personal-data-deletions',
    data: { deletedBy, ...counts },
    depth: 0,
    overrideAccess: true,
  })
  return counts
}
