import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { Post } from '@/payload-types'

import { richText } from '../../tests/support/lexical'
import { getTestPayload } from '../../tests/support/payload'
import { createTestCategory } from '../../tests/support/test-category'

let payload: Payload
let categoryId: number

const body = (...paragraphs: string[]) => richText(...paragraphs) as unknown as Post['content']

async function recordOf(objectID: string) {
  const { docs } = await payload.find({
    collection: 'search-records',
    where: { objectID: { equals: objectID } },
  })
  return docs[0] ?? null
}

beforeAll(async () => {
  payload = await getTestPayload()
  categoryId = (await createTestCategory(payload, { name: 'Search test category' })).id
})

afterAll(async () => {
  await payload.delete({ collection: 'posts', where: { category: { equals: categoryId } } })
  await payload.delete({ collection: 'categories', id: categoryId })
})

describe('search records follow what is published', () => {
  test('a post is found once published, changes with each publish, and goes when unpublished or deleted', async () => {
    const tag = await payload.create({
      collection: 'tags',
      data: { name: 'Search test topic', slug: '', definition: 'A topic for the search tests.' },
    })
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'Finding Posts',
        slug: '',
        excerpt: 'A post the search tests publish, edit and delete again, never seen by visitors.',
        content: body('Words a visitor might search for: probate.'),
        category: categoryId,
        tags: [tag.id],
        _status: 'draft',
      },
    })
    expect(await recordOf(`posts:${post.id}`)).toBeNull()

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' } })
    expect(await recordOf(`posts:${post.id}`)).toMatchObject({
      type: 'post',
      title: 'Finding Posts',
      url: '/blog/finding-posts',
      body: 'Words a visitor might search for: probate.',
      category: 'Search test category',
      tags: ['Search test topic'],
    })

    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { content: body('Only in a draft: guardianship.') },
      req: { query: { draft: 'true' } },
      draft: true,
    })
    expect((await recordOf(`posts:${post.id}`))?.body).toContain('probate')

    await payload.update({
      collection: 'posts',
      id: post.id,
      data: {
        title: 'Finding Posts Again',
        content: body('Now about trusts.'),
        _status: 'published',
      },
    })
    expect(await recordOf(`posts:${post.id}`)).toMatchObject({
      title: 'Finding Posts Again',
      body: 'Now about trusts.',
    })

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } })
    expect(await recordOf(`posts:${post.id}`)).toBeNull()

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' } })
    await payload.delete({ collection: 'posts', id: post.id })
    expect(await recordOf(`posts:${post.id}`)).toBeNull()

    expect(await recordOf(`tags:${tag.id}`)).toMatchObject({
      type: 'tag',
      url: '/blog/tags/search-test-topic',
      body: 'A topic for the search tests.',
    })
    await payload.delete({ collection: 'tags', id: tag.id })
    expect(await recordOf(`tags:${tag.id}`)).toBeNull()
  })

  test('renaming a category or topic rewrites the records of its posts', async () => {
    const tag = await payload.create({
      collection: 'tags',
      data: { name: 'Old topic name', slug: '', definition: 'A topic the search tests rename.' },
    })
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'Renamed Facets',
        slug: '',
        excerpt: 'A post whose category and topic the search tests rename, never seen by visitors.',
        content: body('Some words.'),
        category: categoryId,
        tags: [tag.id],
        _status: 'published',
      },
    })
    try {
      await payload.update({
        collection: 'categories',
        id: categoryId,
        data: { name: 'Renamed search category' },
      })
      expect(await recordOf(`posts:${post.id}`)).toMatchObject({
        category: 'Renamed search category',
        tags: ['Old topic name'],
      })
      await payload.update({ collection: 'tags', id: tag.id, data: { name: 'New topic name' } })
      expect(await recordOf(`posts:${post.id}`)).toMatchObject({ tags: ['New topic name'] })
    } finally {
      await payload.delete({ collection: 'posts', id: post.id })
      await payload.delete({ collection: 'tags', id: tag.id })
    }
  })

  test('a published service page is found with its line and starting price; a noindex page is not', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Search Test Service',
        path: `/services/bankruptcy/search-test-${Date.now()}`,
        description: 'A page the search tests publish and delete again, never seen by visitors.',
        layout: [
          {
            blockType: 'pricingTable',
            heading: 'Fees',
            packages: [
              { name: 'Chapter 7', priceDollars: 1500 },
              { name: 'Chapter 13', priceDollars: 3500 },
            ],
          },
        ],
        _status: 'published',
      },
    })
    const hidden = await payload.create({
      collection: 'pages',
      data: {
        title: 'Search Test Hidden',
        path: `/search-test-hidden-${Date.now()}`,
        description: 'A page kept out of search engines, and so out of the site search too.',
        noindex: true,
        layout: [{ blockType: 'richText', content: body('Words no search should find.') }],
        _status: 'published',
      },
    })
    try {
      expect(await recordOf(`pages:${page.id}`)).toMatchObject({
        type: 'service',
        serviceLine: 'bankruptcy',
        startingPrice: 1500,
      })
      expect(await recordOf(`pages:${hidden.id}`)).toBeNull()
    } finally {
      await payload.delete({ collection: 'pages', id: page.id })
      await payload.delete({ collection: 'pages', id: hidden.id })
    }
    expect(await recordOf(`pages:${page.id}`)).toBeNull()
  })

  test('each question of a page’s FAQ is found on its own, and follows the page’s publishing', async () => {
    const faq = (...items: Array<{ id?: string; question: string }>) => [
      {
        blockType: 'faq' as const,
        heading: 'Questions',
        items: items.map((item) => ({ ...item, answer: `The answer to: ${item.question}` })),
      },
    ]
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Search Test Questions',
        path: `/search-test-questions-${Date.now()}`,
        description: 'A page the search tests publish and delete again, never seen by visitors.',
        layout: faq({ question: 'Who signs the deed?' }, { question: 'When is it filed?' }),
        _status: 'published',
      },
    })
    const block = page.layout[0]
    const [deed, filing] = block?.blockType === 'faq' ? block.items : []
    const questions = async () =>
      (
        await payload.find({
          collection: 'search-records',
          where: { source: { equals: `pages:${page.id}` }, type: { equals: 'faq' } },
          sort: 'title',
        })
      ).docs.map(({ objectID, title, url, body }) => ({ objectID, title, url, body }))
    try {
      expect(await questions()).toEqual([
        {
          objectID: `pages:${page.id}#faq-${filing?.id}`,
          title: 'When is it filed?',
          url: `${page.path}#faq-${filing?.id}`,
          body: 'The answer to: When is it filed?',
        },
        {
          objectID: `pages:${page.id}#faq-${deed?.id}`,
          title: 'Who signs the deed?',
          url: `${page.path}#faq-${deed?.id}`,
          body: 'The answer to: Who signs the deed?',
        },
      ])

      const edited = faq({ id: deed?.id ?? '', question: 'Who signs the new deed?' })
      await payload.update({
        collection: 'pages',
        id: page.id,
        data: { layout: [...edited, ...faq({ question: 'Only in a draft?' })] },
        req: { query: { draft: 'true' } },
        draft: true,
      })
      expect(await questions()).toHaveLength(2)

      await payload.update({
        collection: 'pages',
        id: page.id,
        data: { layout: edited, _status: 'published' },
      })
      expect(await questions()).toMatchObject([
        { objectID: `pages:${page.id}#faq-${deed?.id}`, title: 'Who signs the new deed?' },
      ])
      expect(await recordOf(`pages:${page.id}`)).toMatchObject({ type: 'page' })

      await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } })
      expect(await questions()).toEqual([])
      expect(await recordOf(`pages:${page.id}`)).toBeNull()
    } finally {
      await payload.delete({ collection: 'pages', id: page.id })
    }
  })

  test('a category’s questions are found on its page; deleting it takes them away', async () => {
    const category = await createTestCategory(payload, { name: 'Search test questions' })
    await payload.update({
      collection: 'categories',
      id: category.id,
      data: {
        faq: [
          {
            blockType: 'faq',
            heading: 'Questions',
            items: [{ question: 'How long does it take?', answer: 'About three months.' }],
          },
        ],
      },
    })
    const { docs } = await payload.find({
      collection: 'search-records',
      where: { source: { equals: `categories:${category.id}` }, type: { equals: 'faq' } },
    })
    expect(docs).toMatchObject([
      {
        title: 'How long does it take?',
        url: expect.stringMatching(new RegExp(`^/blog/categories/${category.slug}#faq-\\w+$`)),
        category: 'Search test questions',
      },
    ])
    await payload.delete({ collection: 'categories', id: category.id })
    expect(await recordOf(docs[0]?.objectID ?? '')).toBeNull()
  })

  test('a tool is found by its title, description and search words, and goes when deleted', async () => {
    const tool = await payload.create({
      collection: 'tools',
      data: {
        title: 'Probate cost estimator',
        path: '/tools/probate-cost-estimator',
        description: 'A tool the search tests add and delete again, never seen by visitors.',
        searchWords: 'estate administration fees',
      },
    })
    expect(await recordOf(`tools:${tool.id}`)).toMatchObject({
      type: 'tool',
      title: 'Probate cost estimator',
      url: '/tools/probate-cost-estimator',
      excerpt: 'A tool the search tests add and delete again, never seen by visitors.',
      body: 'A tool the search tests add and delete again, never seen by visitors. estate administration fees',
    })

    await payload.update({
      collection: 'tools',
      id: tool.id,
      data: { searchWords: 'personal representative' },
    })
    expect((await recordOf(`tools:${tool.id}`))?.body).toContain('personal representative')

    await payload.delete({ collection: 'tools', id: tool.id })
    expect(await recordOf(`tools:${tool.id}`)).toBeNull()
  })

  test('a tool’s path must be a path on this site', async () => {
    await expect(
      payload.create({
        collection: 'tools',
        data: { title: 'Elsewhere', path: 'https://example.com/tool', description: 'Not ours.' },
      }),
    ).rejects.toThrow(/path/i)
  })

  test('the seeded site is searchable from the start', async () => {
    const { totalDocs } = await payload.count({
      collection: 'search-records',
      where: { type: { equals: 'post' } },
    })
    const { totalDocs: posts } = await payload.count({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
    })
    expect(totalDocs).toBe(posts)
    const services = await payload.find({
      collection: 'search-records',
      where: { type: { equals: 'service' } },
      limit: 0,
    })
    expect(services.docs.map((record) => record.url)).toContain('/services/estate-planning/pricing')
    const tools = await payload.find({
      collection: 'search-records',
      where: { type: { equals: 'tool' } },
      limit: 0,
    })
    expect(tools.docs.map((record) => record.url)).toEqual(['/tools/RothConversionModel'])
  })
})
