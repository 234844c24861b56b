import { describe, expect, test } from 'vitest'

import { searchFacets, searchIndices } from './search-limits'
import { facetHeadings, facetValueLabel, searchPageIndex, searchPages } from './search-pages'

describe('how a facet value reads', () => {
  test.each([
    ['page', 'Page'],
    ['service', 'Service'],
    ['post', 'Blog post'],
    ['category', 'Blog category'],
    ['tag', 'Blog topic'],
  ])('the kind of page "%s" reads "%s"', (value, label) => {
    expect(facetValueLabel('type', value)).toBe(label)
  })

  test.each([
    ['estatePlanning', 'Estate planning'],
    ['smallBusiness', 'Small business'],
    ['bankruptcy', 'Bankruptcy'],
    ['nonprofits', 'Nonprofits'],
  ])('the service line "%s" reads "%s"', (value, label) => {
    expect(facetValueLabel('serviceLine', value)).toBe(label)
  })

  test('a value named like a built-in property (from an address) reads as given, not as code', () => {
    expect(facetValueLabel('type', 'constructor')).toBe('constructor')
    expect(facetValueLabel('serviceLine', 'toString')).toBe('toString')
    expect(facetValueLabel('type', '__proto__')).toBe('__proto__')
  })

  test('a kind of page or service line it does not know reads as stored', () => {
    expect(facetValueLabel('type', 'podcast')).toBe('podcast')
    expect(facetValueLabel('serviceLine', 'criminalDefense')).toBe('criminalDefense')
  })

  test('categories, topics and years read as stored, even when they look like a kind or line', () => {
    expect(facetValueLabel('category', 'post')).toBe('post')
    expect(facetValueLabel('tags', 'estatePlanning')).toBe('estatePlanning')
    expect(facetValueLabel('year', '2025')).toBe('2025')
  })
})

describe('the two search pages', () => {
  test('the site search lives at /search, searches the site index and offers every facet', () => {
    expect(searchPages.site).toMatchObject({
      path: '/search',
      indexName: 'site',
      facets: ['type', 'serviceLine', 'category', 'tags', 'year'],
    })
  })

  test('the blog search lives at /blog/search and searches only the blog’s posts', () => {
    expect(searchPages.blog).toMatchObject({ path: '/blog/search', indexName: 'blog' })
    expect(searchIndices[searchPages.blog.indexName].scope).toBe('posts')
  })

  test('the blog search offers no kind-of-page or service facet, as all its hits are posts', () => {
    expect(searchPages.blog.facets).toEqual(['category', 'tags', 'year'])
  })

  test('every facet a page offers has a heading', () => {
    for (const page of Object.values(searchPages)) {
      for (const facet of page.facets) expect(facetHeadings[facet]).toBeTruthy()
    }
    expect(Object.keys(facetHeadings).sort()).toEqual([...searchFacets].sort())
  })

  test('each page searches its own index, or its newest-first replica', () => {
    expect(searchPageIndex('site', 'relevance')).toBe('site')
    expect(searchPageIndex('site', 'newest')).toBe('site_newest')
    expect(searchPageIndex('blog', 'newest')).toBe('blog_newest')
  })
})
