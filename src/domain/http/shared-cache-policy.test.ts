import { describe, expect, test } from 'vitest'

import {
  isSharedCacheable,
  purgedLifetimeSeconds,
  sharedCacheHeaders,
  unpurgedLifetimeSeconds,
} from './shared-cache-policy'

describe('isSharedCacheable', () => {
  test.each([
    ['s-maxage=31536000', true],
    ['s-maxage=60, stale-while-revalidate=31535940', true],
    ['private, no-cache, no-store, max-age=0, must-revalidate', false],
    ['public, max-age=0, must-revalidate', false],
    ['public, max-age=31536000, immutable', false],
    ['private, no-cache', false],
  ])('%s → %s', (cacheControl, expected) => {
    expect(isSharedCacheable(cacheControl)).toBe(expected)
  })
})

describe('sharedCacheHeaders', () => {
  const buildId = 'abc123def456-mwyeqfqo'
  const tags = ['global:navigation', 'page:/about', 'collection:pages', 'page:/about']

  test('without a purging cache, shared caches keep a page seconds and browsers ask again', () => {
    expect(sharedCacheHeaders({ tags, isStale: false, purging: false, buildId })).toEqual({
      'Cache-Control': `public, max-age=0, s-maxage=${unpurgedLifetimeSeconds}`,
    })
  })

  test('with one, the page goes to it for a day under its tags and its build, once each', () => {
    expect(sharedCacheHeaders({ tags, isStale: false, purging: true, buildId })).toEqual({
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Surrogate-Control': `max-age=${purgedLifetimeSeconds}`,
      'Surrogate-Key': `global:navigation page:/about collection:pages build:${buildId}`,
    })
  })

  test.each([
    ['a stale copy Next is rendering again', { tags, isStale: true }],
    ['a response whose tags Next did not report', { tags: null, isStale: false }],
    ['a page with no tags (nothing could purge it)', { tags: [], isStale: false }],
  ])('%s is kept seconds, even by a purging cache', (_case, page) => {
    expect(sharedCacheHeaders({ ...page, purging: true, buildId })).toEqual({
      'Cache-Control': `public, max-age=0, s-maxage=${unpurgedLifetimeSeconds}`,
    })
  })
})
