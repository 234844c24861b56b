import type { PayloadRequest } from 'payload'
import { beforeEach, expect, test, vi } from 'vitest'

import { revalidateCollection } from './revalidate.hooks'

const expired = vi.hoisted(() => ({ inRequest: [] as string[][] }))

vi.mock('@/lib/cache/expire-tags', () => ({
  expireTagsInRequest: (tags: string[]) => expired.inRequest.push(tags),
  expireTagsOutsideRequest: vi.fn(),
}))

type Topic = { slug?: string }

const { afterChange } = revalidateCollection<Topic>('tags', (topic) => [`tag:${topic.slug}`])
const hook = afterChange[0]!
const restRequest = { payloadAPI: 'REST', context: {}, query: {} } as unknown as PayloadRequest

function change(operation: 'create' | 'update', doc: Topic, previousDoc: Topic) {
  hook({ doc, previousDoc, operation, req: restRequest } as Parameters<typeof hook>[0])
}

beforeEach(() => {
  expired.inRequest.length = 0
})

test('a new topic expires its own page and the list, and no page of a topic that never was', () => {
  change('create', { slug: 'wills' }, {})
  expect(expired.inRequest).toEqual([['collection:tags', 'tag:wills']])
})

test('a renamed topic expires its old page and its new one', () => {
  change('update', { slug: 'wills-and-trusts' }, { slug: 'wills' })
  expect(expired.inRequest).toEqual([['collection:tags', 'tag:wills', 'tag:wills-and-trusts']])
})
