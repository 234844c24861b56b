import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { firmDay } from '@/domain/search/search-events'

import { getTestPayload } from '../../tests/support/payload'
import { addMissedPages } from './missed-pages'
import { addSearchStats } from './search-stats'
import { attentionCountsSince, findStaffBadge, recordDashboardVisit } from './staff-dashboard'

let payload: Payload
const createdUsers: number[] = []
const createdMedia: number[] = []

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  for (const id of createdUsers) {
    await payload.delete({ collection: 'users', id, overrideAccess: true })
  }
  for (const id of createdMedia) await payload.delete({ collection: 'media', id })
})

async function staffMember(name: string) {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${randomUUID()}@example.com`, password: 'a long test password 1', name },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  createdUsers.push(user.id)
  return user
}

const minutes = (count: number) => count * 60_000

describe('the dashboard visit marker', () => {
  test('views close together are one visit; a view after a pause counts from the last one', async () => {
    const user = await staffMember('Maya Ortiz')
    const first = new Date('2026-11-20T15:00:00.000Z')
    const firstVisit = await recordDashboardVisit(payload, user.id, first)
    expect(firstVisit.countsSince).toEqual(new Date('2026-11-13T15:00:00.000Z'))

    const reload = await recordDashboardVisit(
      payload,
      user.id,
      new Date(first.getTime() + minutes(10)),
    )
    expect(reload.countsSince).toEqual(firstVisit.countsSince)

    const nextDay = await recordDashboardVisit(
      payload,
      user.id,
      new Date('2026-11-21T09:00:00.000Z'),
    )
    expect(nextDay.countsSince).toEqual(new Date(first.getTime() + minutes(10)))

    // A view is not a change of the account, and no request reads the marker, its owner's neither.
    const account = await payload.findByID({
      collection: 'users',
      id: user.id,
      depth: 0,
      overrideAccess: false,
      user: { ...user, collection: 'users' },
    })
    expect(account.updatedAt).toBe(user.updatedAt)
    expect(account).not.toHaveProperty('dashboardVisit.lastSeenAt')
  })
})

describe('what the dashboard counts', () => {
  test('messages, quiz reports, empty searches and missed pages since; what is scheduled', async () => {
    const since = new Date(Date.now() - 1_000)
    const before = await attentionCountsSince(payload, since)
    await payload.create({
      collection: 'inquiries',
      data: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        replyBy: 'email',
        topic: 'nonprofits',
        message: 'We want to start a food pantry.',
        acknowledgedNoticeAt: new Date().toISOString(),
        status: 'new',
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'quiz-submissions',
      data: {
        quizTitle: 'Do you need a gun trust?',
        band: 'Worth talking through',
        total: 7,
        email: 'grace@example.com',
        answerSummary: 'Q1: Yes',
        answers: { q1: ['yes'] },
        report: {},
        consentAt: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    // The search report lists a search two visitors made; one visitor's is in neither place.
    const term = `zebra ${randomUUID().slice(0, 8)}`
    const lonely = `quagga ${randomUUID().slice(0, 8)}`
    for (const searched of [term, term, lonely]) {
      await addSearchStats(payload, firmDay(new Date()), [
        { kind: 'zeroResults', term: searched, label: searched },
      ])
    }
    await addMissedPages(payload, [
      {
        day: firmDay(new Date()),
        source: 'visitor',
        path: `/gone-${randomUUID().slice(0, 8)}`,
        referrerHost: '',
        count: 2,
        lastSeenAt: new Date().toISOString(),
      },
    ])
    const { docs: posts } = await payload.find({ collection: 'posts', limit: 1, depth: 0 })
    const post = posts[0]
    if (!post) throw new Error('The seed has no post')
    const publishAt = new Date(Date.now() + 86_400_000)
    // As the admin's Schedule drawer queues it: the document's id as text, whatever the generated
    // type says (payload#10481).
    const idAsTheAdminWritesIt = String(post.id) as unknown as number
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: idAsTheAdminWritesIt } },
      waitUntil: publishAt,
    })

    const after = await attentionCountsSince(payload, since)
    expect(after.inquiries).toBe(before.inquiries + 1)
    expect(after.quizSubmissions).toBe(before.quizSubmissions + 1)
    expect(after.zeroResultSearches).toBe(before.zeroResultSearches + 1)
    expect(after.missedPages).toBe(before.missedPages + 1)
    expect(after.scheduled).toContainEqual({
      collection: 'posts',
      id: post.id,
      title: post.title,
      isPublish: true,
      at: publishAt,
    })
    const later = await attentionCountsSince(payload, new Date(Date.now() + 1_000))
    expect(later.inquiries).toBe(0)
    expect(later.quizSubmissions).toBe(0)
  })
})

describe('the staff badge', () => {
  test('initials when the profile has no photo', async () => {
    const user = await staffMember('maya r. ortiz')
    expect(await findStaffBadge(payload, user.id)).toEqual({ initials: 'MO', photoUrl: null })
  })

  test('the profile photo when there is one', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#0a2a52' },
    })
      .png()
      .toBuffer()
    const photo = await payload.create({
      collection: 'media',
      data: { alt: 'Ana Ruiz' },
      file: { data: png, mimetype: 'image/png', name: 'ana-ruiz.png', size: png.length },
    })
    createdMedia.push(photo.id)
    const user = await staffMember('Ana Ruiz')
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { photo: photo.id },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await findStaffBadge(payload, user.id)).toEqual({
      initials: 'AR',
      photoUrl: photo.url,
    })
  })

  test('no badge for an account that is not there', async () => {
    expect(await findStaffBadge(payload, 987_654)).toBeNull()
  })
})
