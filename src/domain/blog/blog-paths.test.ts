import { expect, test } from 'vitest'

import { blogPaths } from './blog-paths'

test('lists every public blog address, with listing pages after the first', () => {
  expect(
    blogPaths({
      postSlugs: ['wills-101', 'llc-basics', 'chapter-7'],
      categories: [
        { slug: 'estate-planning', postCount: 5 },
        { slug: 'nonprofits', postCount: 0 },
      ],
      tags: [
        { slug: 'wills', postCount: 2 },
        { slug: 'llc', postCount: 3 },
      ],
      listedPosts: 5,
      perPage: 2,
    }),
  ).toEqual([
    '/blog',
    '/blog/page/2',
    '/blog/page/3',
    '/blog/wills-101',
    '/blog/llc-basics',
    '/blog/chapter-7',
    '/blog/categories',
    '/blog/categories/estate-planning',
    '/blog/categories/estate-planning/page/2',
    '/blog/categories/estate-planning/page/3',
    '/blog/categories/nonprofits',
    '/blog/tags',
    '/blog/tags/wills',
    '/blog/tags/llc',
    '/blog/tags/llc/page/2',
    '/blog/rss.xml',
  ])
})

test('pages by nine posts unless told otherwise', () => {
  const paths = blogPaths({
    postSlugs: [],
    categories: [{ slug: 'bankruptcy', postCount: 10 }],
    tags: [],
    listedPosts: 9,
  })
  expect(paths).not.toContain('/blog/page/2')
  expect(paths).toContain('/blog/categories/bankruptcy/page/2')
  expect(paths).not.toContain('/blog/categories/bankruptcy/page/3')
})

test('a blog without posts still has its index pages and feed', () => {
  expect(blogPaths({ postSlugs: [], categories: [], tags: [], listedPosts: 0 })).toEqual([
    '/blog',
    '/blog/categories',
    '/blog/tags',
    '/blog/rss.xml',
  ])
})
