import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { getTestPayload } from '../../tests/support/payload'
import { saveInquiry } from './inquiries'
import { deleteVisitorRecords, findEmailJobs, recordsWithUnsentEmail } from './visitor-records'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function storedInquiry(email: string): Promise<{ id: number; jobId: number }> {
  const stored = await saveInquiry({
    name: 'Grace Hopper',
    email,
    phone: '',
    replyBy: 'email',
    topic: 'estatePlanning',
    message: 'Please call me about a will.',
    acknowledged: 'on',
  })
  if (!stored.ok) throw new Error('not stored')
  return { id: stored.id, jobId: Number(stored.jobId) }
}

describe('visitor records and their e-mail jobs', () => {
  test('finds each record’s e-mail job and tells a waiting one from a sent one', async () => {
    const waiting = await storedInquiry('waiting@example.com')
    const sent = await storedInquiry('sent@example.com')
    await payload.update({
      collection: 'payload-jobs',
      id: sent.jobId,
      data: { completedAt: new Date().toISOString() },
      overrideAccess: true,
    })

    const jobs = await findEmailJobs(payload, 'inquiries', [waiting.id, sent.id])
    expect(jobs.map(({ id, recordId, isSent }) => ({ id, recordId, isSent }))).toEqual([
      { id: waiting.jobId, recordId: waiting.id, isSent: false },
      { id: sent.jobId, recordId: sent.id, isSent: true },
    ])
    expect(await recordsWithUnsentEmail(payload, 'inquiries', [waiting.id, sent.id])).toEqual(
      new Set([waiting.id]),
    )
    expect(await findEmailJobs(payload, 'quiz-submissions', [waiting.id])).toEqual([])
  })

  test('a job the queue gave up on does not hold its record back', async () => {
    const failed = await storedInquiry('failed@example.com')
    await payload.update({
      collection: 'payload-jobs',
      id: failed.jobId,
      data: { hasError: true },
      overrideAccess: true,
    })
    expect(await recordsWithUnsentEmail(payload, 'inquiries', [failed.id])).toEqual(new Set())
  })

  test('deletes the records with their jobs and leaves the others', async () => {
    const gone = await storedInquiry('gone@example.com')
    const kept = await storedInquiry('kept@example.com')

    expect(await deleteVisitorRecords(payload, 'inquiries', [gone.id])).toEqual({
      records: 1,
      jobs: 1,
    })
    const left = await payload.find({
      collection: 'inquiries',
      where: { id: { in: [gone.id, kept.id] } },
      depth: 0,
    })
    expect(left.docs.map((doc) => doc.id)).toEqual([kept.id])
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { id: { in: [gone.jobId, kept.jobId] } },
      depth: 0,
    })
    expect(jobs.docs.map((job) => job.id)).toEqual([kept.jobId])
    expect(await deleteVisitorRecords(payload, 'inquiries', [])).toEqual({ records: 0, jobs: 0 })
  })
})
