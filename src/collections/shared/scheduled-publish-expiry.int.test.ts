import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { cacheTags } from '@/data/cache-tags'

import { expiryObserver } from '../../../tests/support/next-cache-stub'
import { getTestPayload } from '../../../tests/support/payload'
import { queueAsTheDrawerDoes } from '../../../tests/support/scheduled-publisher'

// What a visitor's render would read at each moment the page's cache is expired: a read of its
// own, outside the publish's transaction (on PostgreSQL a transaction not yet committed hides
// the publish from it).
const seenAtExpiry: string[] = []

const quiet = { disableRevalidate: true }
let payload: Payload
let pageId: number

beforeAll(async () => {
  payload = await getTestPayload()
  const page = await payload.create({
    collection: 'pages',
    data: {
      title: 'Scheduled expiry, first',
      path: '/scheduled-expiry-test',
      description: 'A page this test creates and deletes again, never seen by visitors.',
      layout: [{ blockType: 'aboutTeaser', heading: 'Scheduled expiry', text: 'Test content.' }],
      _status: 'published',
    },
    context: quiet,
  })
  pageId = page.id
  expiryObserver.current = async (tags) => {
    if (!tags.includes('collection:pages')) return
    const { docs } = await payload.find({
      collection: 'pages',
      where: { id: { equals: pageId } },
      select: { title: true },
      depth: 0,
      limit: 1,
    })
    seenAtExpiry.push(docs[0]?.title ?? '')
  }
})

afterAll(async () => {
  expiryObserver.current = null
  await payload.delete({ collection: 'pages', id: pageId, context: quiet })
})

test('50 scheduled publishes in a row: every expiry of the page comes after its publish is committed', async () => {
  expect(cacheTags.collection('pages')).toBe('collection:pages')
  const titles = Array.from({ length: 50 }, (_, round) => `Scheduled expiry, round ${round + 1}`)
  for (const title of titles) {
    await payload.update({ collection: 'pages', id: pageId, data: { title }, draft: true })
    const jobId = await queueAsTheDrawerDoes(payload, {
      collection: 'pages',
      id: pageId,
      at: new Date(Date.now() - 1_000),
    })
    await payload.jobs.runByID({ id: jobId })
    // The expiry has run by the time the job has: a view right after it gets the new page.
    expect(seenAtExpiry.at(-1)).toBe(title)
  }
}, 180_000)
