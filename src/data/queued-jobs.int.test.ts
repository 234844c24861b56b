import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { getTestPayload } from '../../tests/support/payload'
import { saveInquiry } from './inquiries'

const inquiry = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '(303) 555-0142',
  replyBy: 'email' as const,
  topic: 'other' as const,
  message: 'A question about forming a company.',
  acknowledged: 'on' as const,
}

const quiet = { disableRevalidate: true }

let payload: Payload
const created = {
  inquiries: [] as number[],
  jobs: [] as Array<number | string>,
  pages: [] as number[],
}

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  // The queued e-mails would otherwise be sent by a later file's run of the jobs queue.
  await payload.delete({ collection: 'payload-jobs', where: { id: { in: created.jobs } } })
  await payload.delete({ collection: 'inquiries', where: { id: { in: created.inquiries } } })
  await payload.delete({
    collection: 'pages',
    where: { id: { in: created.pages } },
    context: quiet,
  })
})

// ADR 013: SQLite runs without transactions, because with them (`transactionOptions`) libsql
// gives each transaction a connection without a busy timeout and every other write in the
// process fails at once with SQLITE_BUSY: 49 of 50 inquiries and 49 of 50 pages failed so.
// This is what a burst of contact messages while staff save a page must do instead.
test('50 inquiries and 20 page saves at once are all stored, each with its queued e-mail', async () => {
  const before = await payload.count({ collection: 'inquiries' })
  const [stored, pages] = await Promise.all([
    Promise.all(Array.from({ length: 50 }, () => saveInquiry(inquiry))),
    Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        payload.create({
          collection: 'pages',
          data: {
            title: `Concurrent page ${index}`,
            path: `/concurrent-page-${index}`,
            description:
              'A page the integration tests create and delete again, never seen by visitors.',
            layout: [{ blockType: 'aboutTeaser', heading: 'Test', text: 'Test content.' }],
            _status: 'published',
          },
          context: quiet,
        }),
      ),
    ),
  ])
  for (const result of stored) {
    if (!result.ok) continue
    created.inquiries.push(result.id)
    created.jobs.push(result.jobId)
  }
  created.pages.push(...pages.map((page) => page.id))

  expect(stored.filter((result) => !result.ok)).toEqual([])
  expect((await payload.count({ collection: 'inquiries' })).totalDocs).toBe(before.totalDocs + 50)
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { id: { in: created.jobs } },
    limit: 0,
    depth: 0,
  })
  expect(jobs.docs.map((job) => job.input)).toEqual(
    expect.arrayContaining(created.inquiries.map((inquiryId) => ({ inquiryId }))),
  )
  expect(jobs.totalDocs).toBe(50)
  const saved = await payload.find({
    collection: 'pages',
    where: { id: { in: created.pages } },
    limit: 0,
    depth: 0,
  })
  expect(saved.docs.every((page) => page.layout.length === 1)).toBe(true)
  expect(saved.totalDocs).toBe(20)
})
