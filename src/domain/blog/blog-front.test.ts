import { expect, test } from 'vitest'

import { blogFrontPosts } from './blog-front'
import { pageCount, pageSlice } from './pagination'

const posts = Array.from({ length: 14 }, (_, index) => ({ id: index + 1 }))
const ids = (list: ReadonlyArray<{ id: number }>) => list.map((post) => post.id)

test('the featured post and the spotlight are left out of the listing', () => {
  const front = blogFrontPosts(posts, { featuredId: 3, spotlightIds: [1, 9, 2] })
  expect(front.featured?.id).toBe(3)
  expect(ids(front.spotlight)).toEqual([1, 9, 2])
  expect(ids(front.listed)).toEqual([4, 5, 6, 7, 8, 10, 11, 12, 13, 14])
})

test('every post shows exactly once across the pages', () => {
  const perPage = 3
  const front = blogFrontPosts(posts, { featuredId: 13, spotlightIds: [2, 7] })
  const pages = pageCount(front.listed.length, perPage)
  const shown = [
    front.featured?.id,
    ...ids(front.spotlight),
    ...Array.from({ length: pages }, (_, index) =>
      ids(pageSlice(front.listed, index + 1, perPage) ?? []),
    ).flat(),
  ]
  expect(pages).toBe(4)
  expect(shown).toHaveLength(posts.length)
  expect(new Set(shown)).toEqual(new Set(ids(posts)))
})

test('without a choice (or with an unpublished one) the newest post is featured', () => {
  expect(blogFrontPosts(posts, { featuredId: null, spotlightIds: [] }).featured?.id).toBe(1)
  expect(blogFrontPosts(posts, { featuredId: 99, spotlightIds: [] }).featured?.id).toBe(1)
})

test('the spotlight skips the featured post, repeats and posts no longer published', () => {
  const front = blogFrontPosts(posts, { featuredId: 5, spotlightIds: [5, 6, 6, 99, 7] })
  expect(ids(front.spotlight)).toEqual([6, 7])
  expect(front.listed).toHaveLength(posts.length - 3)
})

test('a blog without posts has nothing to feature or list', () => {
  expect(blogFrontPosts([], { featuredId: 1, spotlightIds: [2] })).toEqual({
    featured: null,
    spotlight: [],
    listed: [],
  })
})
