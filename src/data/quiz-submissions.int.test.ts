import { rmSync } from 'node:fs'
import path from 'node:path'

import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { env } from '@/config/env'
import { quizReportOf } from '@/domain/quiz/quiz-report'
import { emailQuizReportFor } from '@/jobs/email-quiz-report'

import { attachmentOf, outboxMessages as readOutbox } from '../../tests/support/outbox'
import { getTestPayload } from '../../tests/support/payload'
import { readPdfPages } from '../../tests/support/pdf-pages'
import { runQueuedJob } from '../../tests/support/run-job'
import { saveQuizSubmission } from './quiz-submissions'
import { findQuizBySlug, type QuizDetail } from './quizzes'

let payload: Payload
let quiz: QuizDetail
const outbox = path.resolve(env.OUTBOX_DIR)
const outboxMessages = () => readOutbox(outbox)

/** The seeded gun trust quiz answered "No" to the first question and on to its result. */
function finishedAnswers(): Record<string, string[]> {
  const pick = (key: string, label: string) => {
    const answer = quiz.questions
      .find((question) => question.id === key)
      ?.answers.find((each) => each.label === label)
    if (!answer) throw new Error(`The seeded quiz has no answer ${label} to ${key}`)
    return [answer.id]
  }
  return {
    'nfa-items': pick('nfa-items', 'No'),
    heirs: pick('heirs', 'I have not decided'),
    'heirs-know-rules': pick('heirs-know-rules', '1'),
    'estate-plan': pick('estate-plan', 'No'),
  }
}

async function submit(email: string, name = 'Grace Hopper') {
  const answers = finishedAnswers()
  const firm = { name: 'Juniper Hill Law', siteUrl: 'http://localhost', contactLines: [] }
  const report = quizReportOf(quiz, answers, firm, { schedulingLinks: {} })
  if (!report) throw new Error('The answers do not finish the quiz')
  return saveQuizSubmission({ quizId: quiz.id, report, answers, name, email })
}

beforeAll(async () => {
  payload = await getTestPayload()
  const seeded = await findQuizBySlug('gun-trust')
  if (!seeded) throw new Error('The gun trust quiz is not seeded')
  quiz = seeded
})

afterAll(() => {
  rmSync(outbox, { recursive: true, force: true })
})

describe('a quiz report asked for by e-mail', () => {
  test('is stored with its answers, result and report, and queued, before anything is sent', async () => {
    const before = outboxMessages().length
    const stored = await submit('stored@example.com')
    if (!stored.ok) throw new Error('not stored')
    const doc = await payload.findByID({ collection: 'quiz-submissions', id: stored.id })
    expect(doc).toMatchObject({
      quizTitle: 'Do you need a gun trust?',
      band: 'Worth talking through',
      total: 7,
      name: 'Grace Hopper',
      email: 'stored@example.com',
      answers: finishedAnswers(),
    })
    expect(doc.answerSummary).toContain(
      'Who should receive your firearms after you?\n  I have not decided',
    )
    expect(doc.consentAt).toBeTruthy()
    expect(doc.reportSentAt).toBeFalsy()
    const job = await payload.findByID({ collection: 'payload-jobs', id: stored.jobId })
    expect(job).toMatchObject({ taskSlug: 'emailQuizReport', input: { submissionId: stored.id } })
    expect(outboxMessages()).toHaveLength(before)
  })

  test('the job sends the visitor the PDF and tells the office, once each', async () => {
    const stored = await submit('sent@example.com')
    if (!stored.ok) throw new Error('not stored')
    await runQueuedJob(payload, stored.jobId)

    const toVisitor = outboxMessages().filter((eml) => /^To: sent@example\.com\r?$/m.test(eml))
    expect(toVisitor).toHaveLength(1)
    expect(toVisitor[0]).toContain('Subject: Your report: Do you need a gun trust?')
    expect(toVisitor[0]).toContain('Reply-To: office@example.com')
    const pdf = attachmentOf(toVisitor[0] ?? '', 'application/pdf')
    const pages = await readPdfPages(pdf ?? Buffer.alloc(0))
    expect(pages[0]?.text).toContain('Worth talking through')
    const notice = outboxMessages().filter((eml) => eml.includes(`quiz-submissions/${stored.id}`))
    expect(notice).toHaveLength(1)
    expect(notice[0]).toContain('To: office@example.com')
    expect(notice[0]).toContain('Name: Grace Hopper')
    expect(notice[0]).toContain('Reply-To: sent@example.com')
    const doc = await payload.findByID({ collection: 'quiz-submissions', id: stored.id })
    expect(doc.reportSentAt).toBeTruthy()
    expect(doc.firmNotifiedAt).toBeTruthy()

    // A retry after both went out (a crash before the job was marked done) sends nothing again.
    await emailQuizReportFor(await createLocalReq({}, payload), stored.id)
    expect(outboxMessages().filter((eml) => eml.includes('sent@example.com'))).toHaveLength(2)
  })

  test('the mail to the typed address carries nothing else the visitor typed, the PDF included', async () => {
    // Letters, spaces and dots pass the name rule, so this is what a relay would be left with.
    const name = 'Claim your prize at evil.example'
    const stored = await submit('relay@example.com', name)
    if (!stored.ok) throw new Error('not stored')
    await runQueuedJob(payload, stored.jobId)

    const toAddress = outboxMessages().filter((eml) => /^To: relay@example\.com\r?$/m.test(eml))
    expect(toAddress).toHaveLength(1)
    const [eml = ''] = toAddress
    // Headers and text, without the PDF's base64 (whose letters could spell anything).
    const headersAndText = eml.replace(/^Content-Type: application\/pdf[\s\S]*?(?=^--)/m, '')
    expect(headersAndText).toContain('Your result: Worth talking through.')
    expect(headersAndText).not.toMatch(/claim|prize|evil/i)
    expect(headersAndText).toMatch(/^Hello,\r?$/m)
    const pages = await readPdfPages(attachmentOf(eml, 'application/pdf') ?? Buffer.alloc(0))
    const pdfText = pages.map((page) => page.text).join('\n')
    expect(pdfText).toContain('Prepared on ')
    expect(pdfText).not.toMatch(/claim|prize|evil/i)
    // The office, the one inbox the firm chose, still sees who asked.
    const notice = outboxMessages().find(
      (each) =>
        each.includes('Subject: Quiz report sent:') && each.includes('E-mail: relay@example.com'),
    )
    expect(notice).toContain(`Name: ${name}`)
  })

  test('nobody can read or create submissions through the API without signing in', async () => {
    await expect(
      payload.find({ collection: 'quiz-submissions', overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'quiz-submissions',
        data: {
          quizTitle: 'x',
          band: 'x',
          total: 0,
          email: 'x@example.com',
          answerSummary: 'x',
          answers: {},
          report: {},
          consentAt: new Date().toISOString(),
        },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
