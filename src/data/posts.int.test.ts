import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { Post } from '@/payload-types'

import { richText } from '../../tests/support/lexical'
import { getTestPayload } from '../../tests/support/payload'
import { createTestCategory } from '../../tests/support/test-category'
import { listCategories, listTags } from './blog-taxonomy'
import { findPostBySlug, listPostSummaries } from './posts'

let payload: Payload
let categoryId: number
let tagId: number
const quiet = { disableRevalidate: true }

async function createPost(slug: string, publishedAt: string, status: 'draft' | 'published') {
  return payload.create({
    collection: 'posts',
    data: {
      title: `Reader test ${slug}`,
      slug,
      excerpt: 'A post the integration tests create and delete again, never seen by visitors.',
      content: richText('The body of a test post.') as unknown as Post['content'],
      category: categoryId,
      tags: [tagId],
      publishedAt,
      _status: status,
    },
    draft: status === 'draft',
    context: quiet,
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  const category = await createTestCategory(payload, {
    name: 'Reader test category',
    slug: 'reader-test-category',
    sortOrder: -1,
  })
  categoryId = category.id
  const tag = await payload.create({
    collection: 'tags',
    data: {
      name: 'Reader test tag',
      slug: 'reader-test-tag',
      definition: 'A tag the integration tests use.',
    },
    context: quiet,
  })
  tagId = tag.id
  await createPost('reader-older', '2026-02-01T12:00:00.000Z', 'published')
  await createPost('reader-newer', '2026-03-01T12:00:00.000Z', 'published')
  await createPost('reader-draft', '2026-04-01T12:00:00.000Z', 'draft')
})

afterAll(async () => {
  await payload.delete({
    collection: 'posts',
    where: { category: { equals: categoryId } },
    context: quiet,
  })
  await payload.delete({ collection: 'categories', id: categoryId, context: quiet })
  await payload.delete({ collection: 'tags', id: tagId, context: quiet })
})

describe('listPostSummaries', () => {
  test('lists published posts only, newest first, with their category and tags', async () => {
    const ours = (await listPostSummaries()).filter((post) => post.slug.startsWith('reader-'))
    expect(ours.map((post) => post.slug)).toEqual(['reader-newer', 'reader-older'])
    expect(ours[0]?.category).toEqual({
      id: categoryId,
      name: 'Reader test category',
      slug: 'reader-test-category',
    })
    expect(ours[0]?.tags).toEqual([{ id: tagId, name: 'Reader test tag', slug: 'reader-test-tag' }])
    expect(ours[0]).not.toHaveProperty('content')
  })
})

describe('findPostBySlug', () => {
  test('finds a published post with its body', async () => {
    const post = await findPostBySlug('reader-older')
    expect(post?.title).toBe('Reader test reader-older')
    expect(JSON.stringify(post?.content)).toContain('The body of a test post.')
  })

  test('finds a draft only in draft view', async () => {
    expect(await findPostBySlug('reader-draft')).toBeNull()
    expect((await findPostBySlug('reader-draft', { draft: true }))?._status).toBe('draft')
  })

  test('gives null for an unknown address', async () => {
    expect(await findPostBySlug('no-such-post')).toBeNull()
  })

  test('names the author by account id only, never with the account itself', async () => {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: 'reader-test-author@example.com',
        password: 'a-long-test-password-2026',
        name: 'Reader Test Author',
        publicName: 'R. Test',
      },
    })
    await payload.update({
      collection: 'posts',
      where: { slug: { equals: 'reader-older' } },
      data: { author: user.id },
      context: quiet,
    })
    const post = await findPostBySlug('reader-older')
    expect(post?.author).toBe(user.id)
    expect(JSON.stringify(post)).not.toContain(user.email)
    expect(JSON.stringify(await findPostBySlug('reader-older', { draft: true }))).not.toContain(
      user.email,
    )
    await payload.delete({ collection: 'users', id: user.id })
  })
})

describe('categories and tags', () => {
  test('lists categories in the order staff gave them, tags by name', async () => {
    expect((await listCategories())[0]?.slug).toBe('reader-test-category')
    expect((await listTags()).map((tag) => tag.slug)).toContain('reader-test-tag')
  })
})
