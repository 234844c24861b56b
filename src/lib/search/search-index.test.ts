import { describe, expect, test } from 'vitest'

import type { SearchRecord } from '@/domain/search/search-record'
import { parseSearchBody, type SearchParams } from '@/domain/search/search-request'

import { buildSearchIndex, searchRecords } from './search-index'

const record = (overrides: Partial<SearchRecord> & Pick<SearchRecord, 'objectID' | 'title'>) => ({
  type: 'post' as const,
  url: `/blog/${overrides.objectID}`,
  excerpt: '',
  body: '',
  serviceLine: null,
  category: null,
  tags: [],
  date: null,
  startingPrice: null,
  ...overrides,
})

const records: SearchRecord[] = [
  record({
    objectID: 'posts:1',
    title: 'Probate in Colorado',
    body: 'How probate works when someone dies with a will.',
    serviceLine: 'estatePlanning',
    category: 'Estate planning',
    tags: ['Wills', 'Probate'],
    date: '2026-02-01T00:00:00.000Z',
  }),
  record({
    objectID: 'posts:2',
    title: 'Chapter 7 or Chapter 13',
    body: 'The two kinds of personal bankruptcy and the means test.',
    serviceLine: 'bankruptcy',
    category: 'Bankruptcy',
    tags: ['Chapter 7'],
    date: '2025-06-01T00:00:00.000Z',
  }),
  record({
    objectID: 'pages:3',
    type: 'service',
    title: 'Estate planning',
    url: '/services/estate-planning',
    body: 'Wills, trusts and powers of attorney; we also guide families through probate.',
    serviceLine: 'estatePlanning',
    startingPrice: 450,
  }),
]

/** The checked parameters of one request to the site index, as the endpoint would get them. */
function ask(params: Record<string, unknown>): SearchParams {
  const parsed = parseSearchBody({ requests: [{ indexName: 'site', ...params }] })
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.requests[0]!.params
}

describe('the search index', () => {
  test('finds records by their words, the best match (the title) first', async () => {
    const index = await buildSearchIndex(records)
    const result = await searchRecords(index, ask({ query: 'probate' }))
    expect(result.hits.map((hit) => hit.objectID)).toEqual(['posts:1', 'pages:3'])
    expect(result.nbHits).toBe(2)
  })

  test('a topic’s short page comes after the article on its subject, which outscores it unweighted', async () => {
    const article = record({
      objectID: 'posts:10',
      title: 'Gun trusts in 2026: the tax stamp and what still applies',
      body: `A gun trust holds firearms for the people you name. ${'Registration still applies. '.repeat(60)}`,
      tags: ['Gun trusts'],
    })
    const topic = record({
      objectID: 'tags:11',
      type: 'tag',
      title: 'Gun trusts',
      url: '/blog/tags/gun-trusts',
      body: 'A trust written for firearms.',
      tags: ['Gun trusts'],
    })
    const index = await buildSearchIndex([article, topic])
    const result = await searchRecords(index, ask({ query: 'gun trusts' }))
    expect(result.hits.map((hit) => hit.objectID)).toEqual(['posts:10', 'tags:11'])
    const unweighted = await buildSearchIndex([article, { ...topic, type: 'post' }])
    const plain = await searchRecords(unweighted, ask({ query: 'gun trusts' }))
    expect(plain.hits.map((hit) => hit.objectID)).toEqual(['tags:11', 'posts:10'])
  })

  test('forgives a typo in a longer word', async () => {
    const index = await buildSearchIndex(records)
    const result = await searchRecords(index, ask({ query: 'bankrupcy' }))
    expect(result.hits.map((hit) => hit.objectID)).toEqual(['posts:2'])
    expect(result.tolerance).toBe(1)
  })

  test('tries typos only when the words as typed find nothing', async () => {
    const index = await buildSearchIndex([
      ...records,
      record({ objectID: 'posts:4', title: 'Trusts for firearms' }),
      record({ objectID: 'posts:5', title: 'Trust companies' }),
    ])
    const exact = await searchRecords(index, ask({ query: 'trusts' }))
    expect(exact.tolerance).toBe(0)
    expect(exact.hits.map((hit) => hit.objectID)).toContain('posts:4')
  })

  test('finds other forms of a word (stemming)', async () => {
    const index = await buildSearchIndex(records)
    const result = await searchRecords(index, ask({ query: 'works' }))
    expect(result.hits.map((hit) => hit.objectID)).toEqual(['posts:1'])
    const planned = await searchRecords(index, ask({ query: 'guiding' }))
    expect(planned.hits.map((hit) => hit.objectID)).toEqual(['pages:3'])
  })

  test.each([
    ['Cyrillic', 'Юридическая консультация в Москве', 'консультация'],
    ['Greek', 'Νομική συμβουλή για κληρονομιά', 'συμβουλή'],
    ['Chinese, written without spaces', '北京市律师事务所提供遗产规划服务', '遗产规划'],
    ['Arabic, with or without its vowel marks', 'الاستشارات القانونية مُحَمَّد', 'محمد'],
    ['Hebrew', 'ייעוץ משפטי ותכנון עיזבון', 'משפטי'],
    ['Latin with letters English lacks', 'Ötüken Łukasiewicz Ærøskøbing', 'Łukasiewicz'],
    ['Latin, typed without the accents', 'Jürgen Groß über Erbschaft', 'gross'],
  ])('finds a record by a word of its body in %s', async (_, body, query) => {
    const index = await buildSearchIndex([
      ...records,
      record({ objectID: 'posts:9', title: 'x', body }),
    ])
    const result = await searchRecords(index, ask({ query }))
    expect(result.hits.map((hit) => hit.objectID)).toEqual(['posts:9'])
  })

  test('leaves out what a negated filter names and compares numbers', async () => {
    const index = await buildSearchIndex(records)
    const notPosts = await searchRecords(index, ask({ facetFilters: ['type:-post'] }))
    expect(notPosts.hits.map((hit) => hit.objectID)).toEqual(['pages:3'])
    const cheap = await searchRecords(index, ask({ numericFilters: ['startingPrice<=500'] }))
    expect(cheap.hits.map((hit) => hit.objectID)).toEqual(['pages:3'])
    const since2026 = await searchRecords(
      index,
      ask({ numericFilters: [`date>=${Date.parse('2026-01-01') / 1000}`] }),
    )
    expect(since2026.hits.map((hit) => hit.objectID)).toEqual(['posts:1'])
  })

  test('the blog index holds posts only', async () => {
    const index = await buildSearchIndex(records)
    const result = await searchRecords(index, ask({ indexName: 'blog', query: 'probate' }))
    expect(result.hits.map((hit) => hit.objectID)).toEqual(['posts:1'])
  })

  test('counts each facet’s values and narrows by refinements', async () => {
    const index = await buildSearchIndex(records)
    const all = await searchRecords(index, ask({ facets: ['type', 'serviceLine', 'tags', 'year'] }))
    expect(all.nbHits).toBe(3)
    expect(all.facets.type).toEqual({ post: 2, service: 1 })
    expect(all.facets.serviceLine).toEqual({ estatePlanning: 2, bankruptcy: 1 })
    expect(all.facets.tags).toEqual({ Wills: 1, Probate: 1, 'Chapter 7': 1 })
    expect(all.facets.year).toEqual({ '2026': 1, '2025': 1 })

    const refined = await searchRecords(
      index,
      ask({ facetFilters: [['serviceLine:estatePlanning'], ['type:post']] }),
    )
    expect(refined.hits.map((hit) => hit.objectID)).toEqual(['posts:1'])
    const byYear = await searchRecords(index, ask({ facetFilters: ['year:2025'] }))
    expect(byYear.hits.map((hit) => hit.objectID)).toEqual(['posts:2'])
    const byTag = await searchRecords(
      index,
      ask({ facetFilters: [['tags:Wills', 'tags:Chapter 7']] }),
    )
    expect(byTag.nbHits).toBe(2)
  })

  test('pages through the hits and sorts by date, newest first', async () => {
    const index = await buildSearchIndex(records)
    const firstPage = await searchRecords(index, ask({ indexName: 'blog_newest', hitsPerPage: 1 }))
    const secondPage = await searchRecords(
      index,
      ask({ indexName: 'blog_newest', hitsPerPage: 1, page: 1 }),
    )
    expect(firstPage.hits.map((hit) => hit.objectID)).toEqual(['posts:1'])
    expect(secondPage.hits.map((hit) => hit.objectID)).toEqual(['posts:2'])
    expect(firstPage.nbHits).toBe(2)
  })
})
