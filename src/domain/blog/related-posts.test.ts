import { describe, expect, test } from 'vitest'

import { relatedPosts, type RelatablePost } from './related-posts'

const post = (
  slug: string,
  categoryId: number | string,
  tagIds: Array<number | string>,
  publishedAt: string,
): RelatablePost => ({ slug, categoryId, tagIds, publishedAt })

const target = post('gun-trusts', 1, [10, 11], '2026-03-01T00:00:00.000Z')

const slugsOf = (posts: RelatablePost[]) => posts.map(({ slug }) => slug)

describe('relatedPosts', () => {
  test('ranks by shared category (3) and shared tags (2 each)', () => {
    const candidates = [
      post('one-tag', 2, [10], '2026-01-05T00:00:00.000Z'), // 2
      post('category-only', 1, [], '2026-01-04T00:00:00.000Z'), // 3
      post('two-tags', 2, [10, 11], '2026-01-03T00:00:00.000Z'), // 4
      post('category-and-two-tags', 1, [11, 10], '2026-01-02T00:00:00.000Z'), // 7
      post('category-and-tag', 1, [11, 99], '2026-01-01T00:00:00.000Z'), // 5
    ]
    expect(slugsOf(relatedPosts(target, candidates))).toEqual([
      'category-and-two-tags',
      'category-and-tag',
      'two-tags',
      'category-only',
      'one-tag',
    ])
  })

  test('breaks ties by the newer post, then by slug, whatever the input order', () => {
    const candidates = [
      post('b-same-day', 1, [], '2026-02-01T00:00:00.000Z'),
      post('older', 1, [], '2026-01-01T00:00:00.000Z'),
      post('a-same-day', 1, [], '2026-02-01T00:00:00.000Z'),
      post('newest', 1, [], '2026-02-10T00:00:00.000Z'),
    ]
    const expected = ['newest', 'a-same-day', 'b-same-day', 'older']
    expect(slugsOf(relatedPosts(target, candidates))).toEqual(expected)
    expect(slugsOf(relatedPosts(target, [...candidates].reverse()))).toEqual(expected)
  })

  test('compares dates as instants, not as text, and counts an unreadable date as oldest', () => {
    const candidates = [
      post('no-date', 1, [], 'soon'),
      post('also-no-date', 1, [], ''),
      post('later-in-denver', 1, [], '2026-02-01T20:00:00-07:00'), // 2026-02-02T03:00Z
      post('earlier-in-utc', 1, [], '2026-02-02T00:00:00.000Z'),
    ]
    expect(slugsOf(relatedPosts(target, candidates))).toEqual([
      'later-in-denver',
      'earlier-in-utc',
      'also-no-date',
      'no-date',
    ])
  })

  test('never suggests the post itself, even as its best match', () => {
    const candidates = [
      target,
      post('other', 1, [], '2026-01-01T00:00:00.000Z'),
      { ...target, publishedAt: '2030-01-01T00:00:00.000Z' },
    ]
    expect(slugsOf(relatedPosts(target, candidates))).toEqual(['other'])
  })

  test('keeps at most `max` related posts', () => {
    const candidates = Array.from({ length: 8 }, (_, index) =>
      post(`related-${index}`, 1, [], `2026-01-0${index + 1}T00:00:00.000Z`),
    )
    expect(slugsOf(relatedPosts(target, candidates))).toEqual([
      'related-7',
      'related-6',
      'related-5',
      'related-4',
      'related-3',
    ])
    expect(relatedPosts(target, candidates, { max: 2 })).toHaveLength(2)
  })

  const unrelated = [
    post('unrelated-old', 9, [99], '2025-06-01T00:00:00.000Z'),
    post('unrelated-new', 9, [], '2026-02-01T00:00:00.000Z'),
    post('unrelated-mid', 9, [], '2025-12-01T00:00:00.000Z'),
  ]

  test.each([
    [
      'one related post: two newest unrelated fill up to 3',
      [post('r', 1, [], '2024-01-01')],
      {},
      ['r', 'unrelated-new', 'unrelated-mid'],
    ],
    ['nothing related: the 3 newest', [], {}, ['unrelated-new', 'unrelated-mid', 'unrelated-old']],
    ['min 1 with one related: no filler', [post('r', 1, [], '2024-01-01')], { min: 1 }, ['r']],
    ['min above max: max wins', [], { max: 2, min: 3 }, ['unrelated-new', 'unrelated-mid']],
    ['min 0: no filler at all', [], { min: 0 }, []],
  ])('%s', (_, related, options, expected) =>
    expect(slugsOf(relatedPosts(target, [...unrelated, ...related], options))).toEqual(expected),
  )

  test('does not fill when enough posts relate', () => {
    const related = [1, 2, 3].map((day) => post(`r${day}`, 1, [], `2024-01-0${day}`))
    expect(slugsOf(relatedPosts(target, [...unrelated, ...related]))).toEqual(['r3', 'r2', 'r1'])
  })

  test('returns fewer than `min` when there are no more posts', () => {
    expect(slugsOf(relatedPosts(target, [target, post('only', 9, [], '2026-01-01')]))).toEqual([
      'only',
    ])
  })

  test('matches ids whether they arrive as numbers or text, and counts a tag once', () => {
    const candidates = [
      post('text-ids', '1', ['10'], '2026-01-01T00:00:00.000Z'), // 3 + 2
      post('repeated-tag', 2, [11, 11, '11'], '2026-01-02T00:00:00.000Z'), // 2
      post('two-tags', 2, [10, 11], '2025-01-01T00:00:00.000Z'), // 4
    ]
    expect(slugsOf(relatedPosts({ ...target, tagIds: [10, 11, 11] }, candidates))).toEqual([
      'text-ids',
      'two-tags',
      'repeated-tag',
    ])
  })
})
