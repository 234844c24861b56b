import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import type { Post } from '@/payload-types'

import { asAdminSave } from '../../tests/support/admin-save'
import { fieldErrors } from '../../tests/support/field-errors'
import { richText } from '../../tests/support/lexical'
import { expiredTags } from '../../tests/support/next-cache-stub'
import { getTestPayload } from '../../tests/support/payload'
import { createTestCategory } from '../../tests/support/test-category'

let payload: Payload
let categoryId: number
const quiet = { disableRevalidate: true }

const words = (count: number) =>
  Array.from({ length: count }, (_, index) => `word${index}`).join(' ')

/** A post body of plain paragraphs, typed as Payload's generated types expect. */
const body = (...paragraphs: string[]) => richText(...paragraphs) as unknown as Post['content']

/** A new post in the test category; with no slug, as staff leave the address field empty. */
function newPost(title: string, overrides: Partial<Post> = {}) {
  return {
    title,
    slug: '',
    excerpt: 'A post the integration tests create and delete again, never seen by visitors.',
    content: body('Some text for the reader.'),
    category: categoryId,
    ...overrides,
  }
}

/** A save as staff make it in the admin: "Save draft" sends `?draft=true`. */
const draftSave = () => ({ ...asAdminSave(), query: { draft: 'true' } })

beforeAll(async () => {
  payload = await getTestPayload()
  const category = await createTestCategory(payload, { name: 'Test category' })
  categoryId = category.id
})

beforeEach(() => {
  expiredTags.length = 0
})

afterAll(async () => {
  await payload.delete({
    collection: 'posts',
    where: { category: { equals: categoryId } },
    context: quiet,
  })
  await payload.delete({ collection: 'categories', id: categoryId, context: quiet })
})

describe('post addresses', () => {
  test('a post saved without an address gets one made from its title', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: newPost('Gun Trusts in 2026: What Changed?'),
      context: quiet,
    })
    expect(post.slug).toBe('gun-trusts-in-2026-what-changed')
  })

  test('a category gets its address from its name', async () => {
    const category = await payload.findByID({ collection: 'categories', id: categoryId })
    expect(category.slug).toBe('test-category')
  })

  test.each([
    ['categories', '"categories" is used by the blog itself; choose another address.'],
    ['Upper-Case', 'Use lowercase letters, digits and single hyphens, e.g. planning-for-2026.'],
  ])('refuses the address %s', async (slug, message) => {
    expect(
      await fieldErrors(
        payload.create({ collection: 'posts', data: newPost('Refused', { slug }), context: quiet }),
      ),
    ).toEqual([{ path: 'slug', message }])
  })

  test('two posts cannot share an address', async () => {
    await payload.create({ collection: 'posts', data: newPost('Twice told'), context: quiet })
    const errors = await fieldErrors(
      payload.create({ collection: 'posts', data: newPost('Twice told'), context: quiet }),
    )
    expect(errors).toContainEqual(expect.objectContaining({ path: 'slug' }))
  })
})

describe('dates and reading time', () => {
  test('a post is dated when first published, and keeps that date', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: newPost('Dated on publish', { _status: 'draft' }),
      draft: true,
      context: quiet,
    })
    expect(draft.publishedAt ?? null).toBeNull()
    const before = Date.now()
    const published = await payload.update({
      collection: 'posts',
      id: draft.id,
      data: { _status: 'published' },
      context: quiet,
    })
    const publishedAt = new Date(published.publishedAt ?? '').getTime()
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1_000)
    const republished = await payload.update({
      collection: 'posts',
      id: draft.id,
      data: { title: 'Dated on publish, edited', _status: 'published' },
      context: quiet,
    })
    expect(republished.publishedAt).toBe(published.publishedAt)
  })

  test('the reading time follows the text, questions and answers included', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: newPost('Reading time', { content: body(words(300)) }),
      context: quiet,
    })
    expect(post.readingMinutes).toBe(2)
    const faq = {
      type: 'block',
      version: 2,
      format: '',
      fields: {
        blockType: 'faq',
        heading: 'Questions',
        items: [{ question: 'Why?', answer: words(200) }],
      },
    }
    const content = body(words(300))
    const withFaq = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { content: { root: { ...content.root, children: [...content.root.children, faq] } } },
      context: quiet,
    })
    expect(withFaq.readingMinutes).toBe(3)
  })
})

describe('the public cache', () => {
  test('publishing expires the post and the blog; a draft saved over it expires nothing', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: newPost('Cache rules', { _status: 'published' }),
      req: asAdminSave(),
    })
    expect(expiredTags).toEqual(expect.arrayContaining(['collection:posts', 'post:cache-rules']))

    expiredTags.length = 0
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Cache rules (draft)', _status: 'draft' },
      draft: true,
      req: draftSave(),
    })
    expect(expiredTags).toEqual([])

    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { _status: 'published' },
      req: asAdminSave(),
    })
    expect(expiredTags).toEqual(expect.arrayContaining(['collection:posts', 'post:cache-rules']))
  })
})
