import { rmSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { env } from '@/config/env'

import { outboxMessages as readOutbox } from '../../tests/support/outbox'
import { getTestPayload } from '../../tests/support/payload'
import { runQueuedJob } from '../../tests/support/run-job'
import { saveInquiry } from './inquiries'

const inquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(303) 555-0199',
  replyBy: 'phone' as const,
  topic: 'nonprofits' as const,
  message: 'We want to start a food pantry.',
  acknowledged: 'on' as const,
}

let payload: Payload
const outbox = path.resolve(env.OUTBOX_DIR)

const outboxMessages = () => readOutbox(outbox)

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(() => {
  rmSync(outbox, { recursive: true, force: true })
})

describe('saveInquiry', () => {
  test('stores the inquiry and queues its e-mail, without sending anything yet', async () => {
    const before = outboxMessages().length
    const stored = await saveInquiry(inquiry)
    expect(stored.ok).toBe(true)
    if (!stored.ok) return

    const doc = await payload.findByID({ collection: 'inquiries', id: stored.id })
    expect(doc).toMatchObject({
      name: 'Ada Lovelace',
      topic: 'nonprofits',
      status: 'new',
      message: 'We want to start a food pantry.',
    })
    expect(doc.acknowledgedNoticeAt).toBeTruthy()
    expect(doc.firmNotifiedAt).toBeFalsy()
    const job = await payload.findByID({ collection: 'payload-jobs', id: stored.jobId })
    expect(job).toMatchObject({ taskSlug: 'notifyFirmOfInquiry', input: { inquiryId: stored.id } })
    expect(outboxMessages()).toHaveLength(before)
  })

  test('running the job e-mails the office, replying to the visitor, and records when', async () => {
    const stored = await saveInquiry(inquiry)
    if (!stored.ok) throw new Error('not stored')
    await runQueuedJob(payload, stored.jobId)

    const message = outboxMessages().find((eml) => eml.includes(`inquiries/${stored.id}`))
    expect(message).toBeDefined()
    expect(message).toContain('To: office@example.com')
    expect(message).toContain('Reply-To: Ada Lovelace <ada@example.com>')
    expect(message).toContain('Subject: New website inquiry: Nonprofits')
    expect(message).toContain('We want to start a food pantry.')
    const doc = await payload.findByID({ collection: 'inquiries', id: stored.id })
    expect(doc.firmNotifiedAt).toBeTruthy()
  })

  test('nobody can read or create inquiries through the API without signing in', async () => {
    await expect(payload.find({ collection: 'inquiries', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'inquiries',
        data: { ...inquiry, acknowledgedNoticeAt: new Date().toISOString(), status: 'new' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
