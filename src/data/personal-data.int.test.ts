import { randomUUID } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { env } from '@/config/env'
import { personalDataExport, personalDataReportOf } from '@/data/personal-data-summary'
import { quizReportOf } from '@/domain/quiz/quiz-report'
import { writeToOutbox } from '@/lib/email/outbox'
import { personalDataPdf } from '@/pdf/documents/personal-data.pdf-name'
import { renderPdf } from '@/pdf/kit/render-in-worker'

import { getTestPayload } from '../../tests/support/payload'
import { readPdfPages } from '../../tests/support/pdf-pages'
import { saveInquiry } from './inquiries'
import { deletePersonalData, findPersonalData } from './personal-data'
import { saveQuizSubmission } from './quiz-submissions'
import { findQuizBySlug } from './quizzes'

let payload: Payload
let staffId: number
const outbox = path.resolve(env.OUTBOX_DIR)

beforeAll(async () => {
  payload = await getTestPayload()
  const staff = await payload.create({
    collection: 'users',
    data: {
      email: `${randomUUID()}@example.com`,
      password: 'a long test password 1',
      name: 'Ada Cole',
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  staffId = staff.id
})

afterAll(async () => {
  await payload.delete({
    collection: 'users',
    id: staffId,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  rmSync(outbox, { recursive: true, force: true })
})

/** A person of this test's own: ann-…@example.com, and joann-…@example.com, someone else. */
function people() {
  const tag = randomUUID().slice(0, 8)
  return { ann: `ann.${tag}@example.com`, joann: `joann.${tag}@example.com` }
}

async function inquiryFrom(email: string, message: string) {
  const stored = await saveInquiry({
    name: 'Ann Lee',
    email,
    phone: '',
    replyBy: 'email',
    topic: 'estatePlanning',
    message,
    acknowledged: 'on',
  })
  if (!stored.ok) throw new Error('not stored')
  return stored.id
}

async function quizSubmissionFrom(email: string) {
  const quiz = await findQuizBySlug('gun-trust')
  if (!quiz) throw new Error('The gun trust quiz is not seeded')
  const answers = Object.fromEntries(
    quiz.questions.map((question) => [question.id, [question.answers.at(-1)?.id ?? '']]),
  )
  const firm = { name: 'Juniper Hill Law', siteUrl: 'http://localhost', contactLines: [] }
  const report = quizReportOf(quiz, answers, firm, { schedulingLinks: {} })
  if (!report) throw new Error('The answers do not finish the quiz')
  const stored = await saveQuizSubmission({ quizId: quiz.id, report, answers, name: 'Ann', email })
  if (!stored.ok) throw new Error('not stored')
  return stored.id
}

const mailTo = (address: string, subject: string) =>
  Buffer.from(`To: ${address}\nSubject: ${subject}\n\nHello.\n`)

describe('one person’s data, found by address', () => {
  test('finds their inquiries, quiz submissions, jobs and stored mail whatever the case, and no one else’s', async () => {
    const { ann, joann } = people()
    const inquiryId = await inquiryFrom(ann.toUpperCase(), 'About my will.')
    const submissionId = await quizSubmissionFrom(ann)
    await inquiryFrom(joann, 'Someone else’s message.')
    writeToOutbox(mailTo(ann, 'Your report'), `a-${randomUUID()}`)
    writeToOutbox(mailTo(joann, 'Not hers'), `b-${randomUUID()}`)

    const found = await findPersonalData(ann)

    expect(found.inquiries.map((each) => each.id)).toEqual([inquiryId])
    expect(found.quizSubmissions.map((each) => each.id)).toEqual([submissionId])
    expect(found.emailJobs.map(({ collection, recordId }) => ({ collection, recordId }))).toEqual([
      { collection: 'inquiries', recordId: inquiryId },
      { collection: 'quiz-submissions', recordId: submissionId },
    ])
    expect(found.outboxMessages.map((each) => each.subject)).toEqual(['Your report'])
    expect((await findPersonalData(`x${ann}`)).inquiries).toEqual([])
  })

  test('exports every field as JSON and as a readable PDF', async () => {
    const { ann } = people()
    await inquiryFrom(ann, 'Please call me about a trust for my daughter.')
    await quizSubmissionFrom(ann)
    const found = await findPersonalData(ann)
    const generatedAt = new Date('2026-11-26T18:00:00Z')

    const exported = JSON.parse(JSON.stringify(personalDataExport(found, generatedAt)))
    expect(exported).toMatchObject({
      address: ann,
      generatedAt: '2026-11-26T18:00:00.000Z',
      inquiries: [{ message: 'Please call me about a trust for my daughter.', email: ann }],
      quizSubmissions: [{ email: ann, quizTitle: expect.any(String), answers: expect.any(Object) }],
      emailJobs: [{ state: 'waiting' }, { state: 'waiting' }],
    })

    const pdf = await renderPdf(
      personalDataPdf,
      personalDataReportOf(found, generatedAt, 'Juniper Hill Law'),
      { whenBusy: 'wait' },
    )
    const text = (await readPdfPages(pdf)).map((page) => page.text).join(' ')
    expect(text).toContain(`Data held for ${ann}`)
    expect(text).toContain('Please call me about a trust for my daughter.')
    expect(text).toContain(found.quizSubmissions[0]?.quizTitle)
    expect(text).toContain('Messages and quiz submissions (2)')
  })

  test('deletes it all, records how many and by whom but not whose, and leaves others’', async () => {
    const { ann, joann } = people()
    await inquiryFrom(ann, 'First.')
    await inquiryFrom(ann, 'Second.')
    await quizSubmissionFrom(ann)
    const othersInquiry = await inquiryFrom(joann, 'Keep me.')
    const annMail = writeToOutbox(mailTo(ann, 'Yours'), `c-${randomUUID()}`)
    const joannMail = writeToOutbox(mailTo(joann, 'Not yours'), `d-${randomUUID()}`)

    const counts = await deletePersonalData(ann, staffId)

    expect(counts).toEqual({ inquiries: 2, quizSubmissions: 1, emailJobs: 3, outboxMessages: 1 })
    const after = await findPersonalData(ann)
    expect([after.inquiries, after.quizSubmissions, after.emailJobs, after.outboxMessages]).toEqual(
      [[], [], [], []],
    )
    expect(existsSync(annMail)).toBe(false)
    expect(existsSync(joannMail)).toBe(true)
    expect((await findPersonalData(joann)).inquiries.map((each) => each.id)).toEqual([
      othersInquiry,
    ])

    const { docs } = await payload.find({
      collection: 'personal-data-deletions',
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
    expect(docs[0]).toMatchObject({ deletedBy: staffId, ...counts })
    expect(JSON.stringify(docs[0])).not.toMatch(/ann|example\.com/i)
  })

  test('nobody writes a deletion record through the API', async () => {
    const asStaff = { overrideAccess: false, user: { id: staffId, collection: 'users' } } as const
    await expect(
      payload.create({
        collection: 'personal-data-deletions',
        data: { inquiries: 0, quizSubmissions: 0, emailJobs: 0, outboxMessages: 0 },
        ...asStaff,
      }),
    ).rejects.toThrow(/not allowed/i)
    const [record] = (await payload.find({ collection: 'personal-data-deletions', limit: 1 })).docs
    if (!record) throw new Error('no deletion record')
    await expect(
      payload.delete({ collection: 'personal-data-deletions', id: record.id, ...asStaff }),
    ).rejects.toThrow(/not allowed/i)
  })
})
