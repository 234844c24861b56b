import {
  areTagsExpired,
  areTagsStale,
  tagsManifest,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external'
import { afterEach, expect, test } from 'vitest'

import { latestExpiryOf, markTagExpired, markTagStale } from './next-tags-manifest'

// Fails when Next moves or reshapes its tag table (an import error, or Next's own reader no
// longer seeing the mark): src/data/boot-cache-expiry.ts then needs a new way in.

const tag = 'adapter-test-tag'
afterEach(() => tagsManifest.delete(tag))

test('a tag marked stale is stale, in Next’s own reading, for entries written before the mark', () => {
  markTagStale(tag, 2_000)
  expect(areTagsStale([tag], 1_999)).toBe(true)
  expect(areTagsStale([tag], 2_000)).toBe(false)
})

test('the mark lives in the table every route bundle of the process reads', () => {
  markTagStale(tag, 2_000)
  expect(tagsManifest.get(tag)).toEqual({ stale: 2_000 })
})

test('the latest expiry of some tags is the one Next’s own reading goes by', () => {
  markTagExpired(tag, 3_000)
  expect(latestExpiryOf([tag, 'a-tag-never-expired'])).toBe(3_000)
  expect(areTagsExpired([tag], 2_999)).toBe(true)
  expect(latestExpiryOf(['a-tag-never-expired'])).toBe(0)
})
