import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { Inquiry, User } from '@/payload-types'

import { getTestPayload } from '../../tests/support/payload'

let payload: Payload
let staffMember: User & { collection: 'users' }
const createdUsers: number[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  const user = await payload.create({
    collection: 'users',
    data: { email: `${randomUUID()}@example.com`, password: 'a long test password 1', name: 'Lee' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  createdUsers.push(user.id)
  staffMember = { ...user, collection: 'users' }
})

afterAll(async () => {
  for (const id of createdUsers) {
    await payload.delete({ collection: 'users', id, overrideAccess: true })
  }
})

/** A message as the contact form's action stores it. */
function storeMessage(name: string): Promise<Inquiry> {
  return payload.create({
    collection: 'inquiries',
    data: {
      name,
      email: 'visitor@example.com',
      replyBy: 'email',
      topic: 'bankruptcy',
      message: 'The bank wrote to me about my house.',
      acknowledgedNoticeAt: new Date().toISOString(),
      status: 'new',
    },
    overrideAccess: true,
  })
}

describe('a contact message in the admin', () => {
  test('a deleted message’s number is never given to the next one', async () => {
    const first = await storeMessage('Ada Byron')
    await payload.delete({ collection: 'inquiries', id: first.id, overrideAccess: true })
    const next = await storeMessage('Grace Hopper')
    expect(next.id).toBeGreaterThan(first.id)
    await expect(
      payload.findByID({ collection: 'inquiries', id: first.id, overrideAccess: true }),
    ).rejects.toThrow()
  })

  test('what the visitor wrote cannot be changed by staff; their notes and status can', async () => {
    const stored = await storeMessage('Katherine Johnson')
    const updated = await payload.update({
      collection: 'inquiries',
      id: stored.id,
      data: {
        name: 'Someone Else',
        email: 'someone@example.com',
        message: 'Rewritten',
        topic: 'other',
        notes: 'Called back on Monday.',
        status: 'replied',
      },
      overrideAccess: false,
      user: staffMember,
    })
    expect(updated).toMatchObject({
      name: 'Katherine Johnson',
      email: 'visitor@example.com',
      message: 'The bank wrote to me about my house.',
      topic: 'bankruptcy',
      notes: 'Called back on Monday.',
      status: 'replied',
    })
  })

  test('a new message becomes Read when a staff member opens it, not when the server reads it', async () => {
    const stored = await storeMessage('Dorothy Vaughan')
    const byServer = await payload.findByID({ collection: 'inquiries', id: stored.id, depth: 0 })
    expect(byServer.status).toBe('new')
    const listed = await payload.find({
      collection: 'inquiries',
      where: { id: { equals: stored.id } },
      overrideAccess: false,
      user: staffMember,
    })
    expect(listed.docs[0]?.status).toBe('new')

    const opened = await payload.findByID({
      collection: 'inquiries',
      id: stored.id,
      depth: 0,
      overrideAccess: false,
      user: staffMember,
    })
    expect(opened.status).toBe('read')
    const again = await payload.findByID({ collection: 'inquiries', id: stored.id, depth: 0 })
    expect(again.status).toBe('read')
  })
})
