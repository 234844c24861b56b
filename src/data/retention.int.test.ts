import { randomUUID } from 'node:crypto'
import { existsSync, utimesSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'

import { defaultRetentionPeriods, retentionCutoff } from '@/domain/privacy/retention'
import { firmDay } from '@/domain/search/search-events'
import { writeToOutbox } from '@/lib/email/outbox'

import { getTestPayload } from '../../tests/support/payload'
import { addMissedPages } from './missed-pages'
import { applyRetention } from './retention'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterEach(async () => {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { retention: { ...defaultRetentionPeriods } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

const monthsAgo = (months: number) => retentionCutoff(new Date(), months)

/** An inquiry stored `months` months ago (plus a minute, so it is just past that many months). */
async function inquiryFrom(
  months: number,
  {
    becameClient = false,
    emailJob,
  }: { becameClient?: boolean; emailJob?: 'sent' | 'waiting' } = {},
): Promise<number> {
  const createdAt = new Date(monthsAgo(months).getTime() - 60_000).toISOString()
  const inquiry = await payload.create({
    collection: 'inquiries',
    data: {
      name: 'Retention Test',
      email: `${randomUUID()}@example.com`,
      replyBy: 'email',
      topic: 'other',
      message: 'An old question.',
      acknowledgedNoticeAt: createdAt,
      status: 'closed',
      becameClient,
      createdAt,
    },
    overrideAccess: true,
  })
  if (emailJob) {
    const job = await payload.jobs.queue({
      task: 'notifyFirmOfInquiry',
      input: { inquiryId: inquiry.id },
      // Far ahead, so the runner of another test never takes it.
      waitUntil: new Date(Date.now() + 86_400_000),
    })
    if (emailJob === 'sent') {
      await payload.update({
        collection: 'payload-jobs',
        id: job.id,
        data: { completedAt: createdAt },
        overrideAccess: true,
      })
    }
  }
  return inquiry.id
}

async function quizSubmissionFrom(months: number): Promise<number> {
  const createdAt = new Date(monthsAgo(months).getTime() - 60_000).toISOString()
  const submission = await payload.create({
    collection: 'quiz-submissions',
    data: {
      quizTitle: 'Do you need a will?',
      band: 'Yes',
      total: 3,
      email: `${randomUUID()}@example.com`,
      answerSummary: 'Q1: yes',
      answers: {},
      report: {},
      consentAt: createdAt,
      createdAt,
    },
    overrideAccess: true,
  })
  return submission.id
}

async function remaining(collection: 'inquiries' | 'quiz-submissions', ids: number[]) {
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    select: { createdAt: true },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => doc.id)
}

describe('applyRetention', () => {
  test('deletes a 13-month-old inquiry and keeps an 11-month-old one, a client’s and an unsent one', async () => {
    const old = await inquiryFrom(13)
    const oldSent = await inquiryFrom(13, { emailJob: 'sent' })
    const recent = await inquiryFrom(11)
    const client = await inquiryFrom(13, { becameClient: true })
    const unsent = await inquiryFrom(13, { emailJob: 'waiting' })

    const report = await applyRetention(payload)

    expect(await remaining('inquiries', [old, oldSent, recent, client, unsent])).toEqual([
      recent,
      client,
      unsent,
    ])
    expect(report.inquiries).toBeGreaterThanOrEqual(2)
    expect(report.keptUnsent).toBeGreaterThanOrEqual(1)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.inquiryId': { in: [oldSent, unsent] } },
      depth: 0,
      overrideAccess: true,
    })
    expect(jobs.docs.map((job) => (job.input as { inquiryId: number }).inquiryId)).toEqual([unsent])
  })

  test('the period in Site settings decides what goes', async () => {
    const sevenMonths = await inquiryFrom(7)
    const fiveMonths = await inquiryFrom(5)
    const submission = await quizSubmissionFrom(7)

    await applyRetention(payload)
    expect(await remaining('inquiries', [sevenMonths, fiveMonths])).toEqual([
      sevenMonths,
      fiveMonths,
    ])
    expect(await remaining('quiz-submissions', [submission])).toEqual([submission])

    await payload.updateGlobal({
      slug: 'site-settings',
      data: { retention: { inquiryMonths: 6, quizSubmissionMonths: 6, statisticsMonths: 24 } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const report = await applyRetention(payload)
    expect(await remaining('inquiries', [sevenMonths, fiveMonths])).toEqual([fiveMonths])
    expect(await remaining('quiz-submissions', [submission])).toEqual([])
    expect(report.quizSubmissions).toBeGreaterThanOrEqual(1)
  })

  test('deletes search and missed-page counts older than their period, and only those', async () => {
    const term = `retention-${randomUUID()}`
    const oldDay = firmDay(monthsAgo(25))
    const keptDay = firmDay(monthsAgo(23))
    for (const day of [oldDay, keptDay]) {
      await payload.create({
        collection: 'search-stats',
        data: { day, kind: 'query', term, label: term, count: 1 },
        overrideAccess: true,
      })
    }
    const path = `/${term}`
    await addMissedPages(
      payload,
      [oldDay, keptDay].map((day) => ({
        day,
        source: 'visitor' as const,
        path,
        referrerHost: '',
        count: 1,
        lastSeenAt: new Date().toISOString(),
      })),
    )

    const report = await applyRetention(payload)

    const stats = await payload.find({
      collection: 'search-stats',
      where: { term: { equals: term } },
      depth: 0,
      overrideAccess: true,
    })
    expect(stats.docs.map((doc) => doc.day)).toEqual([keptDay])
    const missed = await payload.find({
      collection: 'missed-pages',
      where: { path: { equals: path } },
      depth: 0,
      overrideAccess: true,
    })
    expect(missed.docs.map((doc) => doc.day)).toEqual([keptDay])
    expect(report.searchStats).toBeGreaterThanOrEqual(1)
    expect(report.missedPages).toBeGreaterThanOrEqual(1)
  })

  test('deletes the outbox’s e-mails once both kinds of record would be gone', async () => {
    const oldMail = writeToOutbox(Buffer.from('Subject: old\r\n\r\nold'), `old-${randomUUID()}`)
    const thirteenMonths = monthsAgo(13)
    utimesSync(oldMail, thirteenMonths, thirteenMonths)
    const recentMail = writeToOutbox(Buffer.from('Subject: new\r\n\r\nnew'), `new-${randomUUID()}`)
    const elevenMonths = monthsAgo(11)
    utimesSync(recentMail, elevenMonths, elevenMonths)

    const report = await applyRetention(payload)

    expect(existsSync(oldMail)).toBe(false)
    expect(existsSync(recentMail)).toBe(true)
    expect(report.outboxMessages).toBeGreaterThanOrEqual(1)
  })

  test('runs as the daily job of the jobs queue, which records what it deleted', async () => {
    const old = await inquiryFrom(14)
    const job = await payload.jobs.queue({ task: 'applyRetention', input: {} })
    await payload.jobs.runByID({ id: job.id })

    expect(await remaining('inquiries', [old])).toEqual([])
    const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
    expect(done.completedAt).toBeTruthy()
    expect(done.log?.at(-1)?.output).toMatchObject({ inquiries: expect.any(Number) })
    expect((done.log?.at(-1)?.output as { inquiries: number }).inquiries).toBeGreaterThanOrEqual(1)
  })
})

test('the task is scheduled each night on the default queue, where the runner works', () => {
  const task = payload.config.jobs.tasks?.find((config) => config.slug === 'applyRetention')
  expect(task?.schedule).toEqual([{ cron: '0 30 3 * * *', queue: 'default' }])
})

test('the scheduler’s record of its runs is closed to visitors', async () => {
  await expect(
    payload.findGlobal({ slug: 'payload-jobs-stats', overrideAccess: false }),
  ).rejects.toThrow()
})
