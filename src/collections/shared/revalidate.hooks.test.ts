import type { PayloadRequest } from 'payload'
import { beforeEach, expect, test, vi } from 'vitest'

import { revalidateCollection } from './revalidate.hooks'

const expired = vi.hoisted(() => ({ tags: [] as string[][] }))

vi.mock('@/lib/cache/expire-tags', () => ({
  isServingSite: () => true,
  expireCacheTags: async (tags: string[]) => void expired.tags.push(tags),
}))

type Topic = { slug?: string }

const { afterChange } = revalidateCollection<Topic>('tags', (topic) => [`tag:${topic.slug}`])
const hook = afterChange[0]!
const restRequest = { payloadAPI: 'REST', context: {}, query: {} } as unknown as PayloadRequest

async function change(operation: 'create' | 'update', doc: Topic, previousDoc: Topic) {
  await hook({ doc, previousDoc, operation, req: restRequest } as Parameters<typeof hook>[0])
}

beforeEach(() => {
  expired.tags.length = 0
})

test('a new topic expires its own page and the list, and no page of a topic that never was', async () => {
  await change('create', { slug: 'wills' }, {})
  expect(expired.tags).toEqual([['collection:tags', 'tag:wills']])
})

test('a renamed topic expires its old page and its new one', async () => {
  await change('update', { slug: 'wills-and-trusts' }, { slug: 'wills' })
  expect(expired.tags).toEqual([['collection:tags', 'tag:wills', 'tag:wills-and-trusts']])
})
