import { describe, expect, test } from 'vitest'

import { linkableCollections, linkedDocPath, linkedDocTitle } from './linked-doc-path'

describe('linkedDocPath', () => {
  test.each([
    [
      'pages',
      { path: '/services/estate-planning', _status: 'published' },
      '/services/estate-planning',
    ],
    ['posts', { slug: 'roth-basics', _status: 'published' }, '/blog/roth-basics'],
    ['quizzes', { slug: 'estate/readiness', _status: 'published' }, '/quizzes/estate/readiness'],
    ['categories', { slug: 'estate-planning' }, '/blog/categories/estate-planning'],
    ['tags', { slug: 'wills' }, '/blog/tags/wills'],
  ])('a published %s document has its public address', (relationTo, value, path) => {
    expect(linkedDocPath({ relationTo, value })).toBe(path)
  })

  test('every linkable collection has an address', () => {
    for (const relationTo of linkableCollections) {
      expect(
        linkedDocPath({
          relationTo,
          value: { path: '/about', slug: 'about', _status: 'published' },
        }),
      ).toMatch(/^\//)
    }
  })

  test.each([
    ['an unpublished page', 'pages', { path: '/about', _status: 'draft' }],
    ['an unpublished post', 'posts', { slug: 'draft-post', _status: 'draft' }],
    ['a deleted or unreadable document (null)', 'pages', null],
    ['a document the read did not populate (its id)', 'posts', 42],
    ['a collection without pages', 'users', { id: 1, slug: 'staff' }],
    ['a page without a path', 'pages', { _status: 'published' }],
    ['a post without a slug', 'posts', { _status: 'published' }],
    ['a quiz without a slug', 'quizzes', { _status: 'published' }],
    ['a category without a slug', 'categories', {}],
    ['a tag without a slug', 'tags', {}],
    ['a path that is not a site path', 'pages', { path: 'javascript:alert(1)' }],
  ])('%s has no address', (_, relationTo, value) => {
    expect(linkedDocPath({ relationTo, value })).toBeNull()
  })
})

describe('linkedDocTitle', () => {
  test.each([
    ['a page or post by its title', { title: 'Wills', name: 'x' }, 'Wills'],
    ['a category or topic by its name', { name: 'Probate' }, 'Probate'],
    ['a document with an empty title by its name', { title: ' ', name: 'Probate' }, 'Probate'],
    ['nothing for a document without either', { slug: 'x' }, null],
    ['nothing for an id the read did not populate', 42, null],
    ['nothing for a deleted document', null, null],
  ])('names %s', (_, value, title) => {
    expect(linkedDocTitle({ relationTo: 'pages', value })).toBe(title)
  })
})
