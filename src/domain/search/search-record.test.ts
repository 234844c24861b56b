import { describe, expect, test } from 'vitest'

import {
  faqItemsOf,
  faqSearchRecords,
  pageSearchRecord,
  postSearchRecord,
  quizSearchRecord,
  searchBodyMaxLength,
  searchRecordOf,
  searchTypeWeight,
  taxonSearchRecord,
  toolSearchRecord,
} from './search-record'

const text = (value: string) => ({ type: 'text', text: value })
const paragraph = (value: string) => ({ type: 'paragraph', children: [text(value)] })
const richText = (...paragraphs: string[]) => ({
  root: { type: 'root', children: paragraphs.map(paragraph) },
})

describe('search records', () => {
  test('a service page is a service of its line, with the words of its blocks and its lowest price', () => {
    const record = pageSearchRecord({
      id: 7,
      title: 'Gun trusts',
      path: '/services/estate-planning/gun-trusts',
      description: 'Hold NFA items together.',
      layout: [
        {
          blockType: 'hero',
          heading: 'Gun trusts in Colorado',
          lead: 'Shared use of NFA items',
          image: 3,
          variant: 'wide',
        },
        { blockType: 'richText', content: richText('A trust can hold suppressors.') },
        {
          blockType: 'faq',
          items: [{ question: 'Who can be a trustee?', answer: 'Any adult you trust.' }],
        },
        {
          blockType: 'pricingTable',
          packages: [
            { name: 'Gun trust', priceDollars: 950 },
            { name: 'Amendment', priceDollars: 250 },
          ],
        },
      ],
    })
    expect(record).toMatchObject({
      objectID: 'pages:7',
      type: 'service',
      url: '/services/estate-planning/gun-trusts',
      excerpt: 'Hold NFA items together.',
      serviceLine: 'estatePlanning',
      startingPrice: 250,
    })
    expect(record.body).toBe(
      'Gun trusts in Colorado · Shared use of NFA items · A trust can hold suppressors. Who can be a trustee? Any adult you trust. Gun trust · Amendment',
    )
    expect(record.body).not.toContain('wide')
  })

  test('a heading never runs into the text under it: blocks keep a separator unless a sentence ends', () => {
    const record = pageSearchRecord({
      id: 8,
      title: 'Gun Trusts',
      path: '/services/estate-planning/gun-trusts',
      layout: [
        { blockType: 'hero', heading: 'Gun Trusts' },
        {
          blockType: 'richText',
          heading: 'What changed on January 1, 2026',
          content: {
            root: {
              type: 'root',
              children: [
                paragraph('Federal law cut the tax to $0.'),
                { type: 'heading', tag: 'h3', children: [text('What did not change')] },
                paragraph('You still need:'),
                {
                  type: 'list',
                  children: [
                    { type: 'listitem', children: [text('an approved Form 4')] },
                    { type: 'listitem', children: [text('fingerprints')] },
                  ],
                },
              ],
            },
          },
        },
      ],
    })
    expect(record.body).toBe(
      'Gun Trusts · What changed on January 1, 2026 · Federal law cut the tax to $0. What did not change · You still need: an approved Form 4 · fingerprints',
    )
  })

  test('a page outside /services is a page without a line or price', () => {
    const record = pageSearchRecord({ id: 1, title: 'About', path: '/about', layout: [] })
    expect(record).toMatchObject({ type: 'page', serviceLine: null, startingPrice: null, body: '' })
  })

  test('a post carries its category, topics, date and the line of its category', () => {
    const record = postSearchRecord({
      id: 3,
      slug: 'chapter-7-or-chapter-13',
      title: 'Chapter 7 or Chapter 13?',
      excerpt: 'How the two differ.',
      content: richText('First words.', 'Second words.'),
      publishedAt: '2026-03-10T15:00:00.000Z',
      category: { name: 'Bankruptcy', slug: 'bankruptcy' },
      tags: [{ name: 'Chapter 7' }, { name: 'Chapter 13' }],
    })
    expect(record).toEqual({
      objectID: 'posts:3',
      type: 'post',
      title: 'Chapter 7 or Chapter 13?',
      url: '/blog/chapter-7-or-chapter-13',
      excerpt: 'How the two differ.',
      body: 'First words. Second words.',
      serviceLine: 'bankruptcy',
      category: 'Bankruptcy',
      tags: ['Chapter 7', 'Chapter 13'],
      date: '2026-03-10T15:00:00.000Z',
      startingPrice: null,
    })
  })

  test('a post’s text includes the questions and answers of blocks in its body', () => {
    const record = postSearchRecord({
      id: 5,
      slug: 'with-questions',
      title: 'With questions',
      excerpt: 'A post with a questions block.',
      content: {
        root: {
          type: 'root',
          children: [
            paragraph('Before.'),
            {
              type: 'block',
              fields: { blockType: 'faq', items: [{ question: 'Who?', answer: 'You.' }] },
            },
          ],
        },
      },
      category: { name: 'Firm news', slug: 'firm-news' },
      tags: [],
    })
    expect(record.body).toBe('Before. Who? You.')
    expect(record.serviceLine).toBeNull()
  })

  test('the indexed text is capped', () => {
    const record = postSearchRecord({
      id: 4,
      slug: 'long',
      title: 'Long',
      excerpt: 'Long post.',
      content: richText('word '.repeat(3_000)),
      category: null,
      tags: [],
    })
    expect(record.body).toHaveLength(searchBodyMaxLength)
    expect(record.serviceLine).toBeNull()
  })

  test('categories and topics lead to their blog pages', () => {
    expect(
      taxonSearchRecord('categories', {
        id: 2,
        name: 'Nonprofits',
        slug: 'nonprofits',
        text: 'Forming one.',
      }),
    ).toMatchObject({
      objectID: 'categories:2',
      type: 'category',
      url: '/blog/categories/nonprofits',
      serviceLine: 'nonprofits',
    })
    expect(
      taxonSearchRecord('tags', {
        id: 5,
        name: 'Wills',
        slug: 'wills',
        text: 'A will says who gets what.',
      }),
    ).toMatchObject({
      objectID: 'tags:5',
      type: 'tag',
      url: '/blog/tags/wills',
      tags: ['Wills'],
      serviceLine: null,
    })
  })

  test('a quiz leads to its page, found by its introduction and questions, in the line its address names', () => {
    const quiz = {
      id: 3,
      slug: 'estate-planning/diy-check',
      title: 'Is doing your own plan right for you?',
      intro: 'Ten short questions.',
      questions: [
        { text: 'Who depends on you?', help: 'Tick all that apply.' },
        { text: 'Own a home?' },
      ],
    }
    expect(quizSearchRecord(quiz)).toEqual({
      objectID: 'quizzes:3',
      type: 'quiz',
      title: 'Is doing your own plan right for you?',
      url: '/quizzes/estate-planning/diy-check',
      excerpt: 'Ten short questions.',
      body: 'Ten short questions. Who depends on you? Tick all that apply. Own a home?',
      serviceLine: 'estatePlanning',
      category: null,
      tags: [],
      date: null,
      startingPrice: null,
    })
    expect(quizSearchRecord({ ...quiz, slug: 'gun-trust' }).serviceLine).toBeNull()
  })

  test('a tool leads to its page, found by its description and its search words', () => {
    const tool = {
      id: 2,
      title: 'Roth conversion model',
      path: '/tools/RothConversionModel',
      description: 'Compare converting an IRA with not converting.',
      searchWords: 'Roth IRA conversion\ninheritance',
    }
    expect(toolSearchRecord(tool)).toEqual({
      objectID: 'tools:2',
      type: 'tool',
      title: 'Roth conversion model',
      url: '/tools/RothConversionModel',
      excerpt: 'Compare converting an IRA with not converting.',
      body: 'Compare converting an IRA with not converting. Roth IRA conversion inheritance',
      serviceLine: null,
      category: null,
      tags: [],
      date: null,
      startingPrice: null,
    })
    const withoutWords = toolSearchRecord({
      ...tool,
      path: '/services/estate-planning/checklist',
      searchWords: null,
    })
    expect(withoutWords.body).toBe('Compare converting an IRA with not converting.')
    expect(withoutWords.serviceLine).toBe('estatePlanning')
  })

  test('each question of an FAQ is a record of its own, opening its answer on the page', () => {
    const page = pageSearchRecord({
      id: 7,
      title: 'Gun trusts',
      path: '/services/estate-planning/gun-trusts',
      layout: [],
    })
    const layout = [
      { blockType: 'hero', heading: 'Gun trusts' },
      {
        blockType: 'faq',
        items: [
          {
            id: 'a1',
            question: 'Who can be a trustee?',
            answer: `Any adult\n\nyou trust. ${'x'.repeat(300)}`,
          },
          { question: 'Not saved yet?', answer: 'A row without its id has no address to open.' },
        ],
      },
      { blockType: 'faq', items: [{ id: 'b2', question: 'Can I change it?', answer: 'Yes.' }] },
    ]
    const records = faqSearchRecords(page, faqItemsOf(layout))
    expect(records.map((record) => record.objectID)).toEqual(['pages:7#faq-a1', 'pages:7#faq-b2'])
    expect(records[0]).toMatchObject({
      type: 'faq',
      title: 'Who can be a trustee?',
      url: '/services/estate-planning/gun-trusts#faq-a1',
      serviceLine: 'estatePlanning',
      startingPrice: null,
    })
    expect(records[0]?.excerpt).toMatch(/^Any adult you trust\. x+$/)
    expect(records[0]?.excerpt).toHaveLength(200)
  })
})

test('matches in a category’s or topic’s page count for less than in an article', () => {
  expect(searchTypeWeight('tag')).toBeLessThan(searchTypeWeight('post'))
  expect(searchTypeWeight('category')).toBeLessThan(searchTypeWeight('service'))
  for (const type of ['page', 'service', 'post', 'faq', 'quiz'] as const) {
    expect(searchTypeWeight(type)).toBe(1)
  }
})

describe('a stored record', () => {
  test('gives the search its fields, empty ones as empty text, no tags or null, and nothing else', () => {
    const stored = {
      id: 7,
      source: 'tools:1',
      updatedAt: '2026-11-26T00:00:00.000Z',
      objectID: 'tools:1',
      type: 'tool' as const,
      title: 'Roth Conversion Analysis Tool',
      url: '/tools/RothConversionModel',
      excerpt: null,
      body: null,
      serviceLine: null,
      category: null,
      tags: null,
      date: null,
      startingPrice: null,
    }
    expect(searchRecordOf(stored)).toEqual({
      objectID: 'tools:1',
      type: 'tool',
      title: 'Roth Conversion Analysis Tool',
      url: '/tools/RothConversionModel',
      excerpt: '',
      body: '',
      serviceLine: null,
      category: null,
      tags: [],
      date: null,
      startingPrice: null,
    })
  })
})
