import { describe, expect, it } from 'vitest'

import { maxSlugLength, reservedPostSlugs, slugify, validateSlug } from './slug'

describe('slugify', () => {
  it.each([
    ['Gun Trusts in 2026', 'gun-trusts-in-2026'],
    ['Résumé of a Living Trust', 'resume-of-a-living-trust'],
    ['  What is a 501(c)(3)?  ', 'what-is-a-501-c-3'],
    ['Chapter 7 — or Chapter 13?', 'chapter-7-or-chapter-13'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => expect(slugify(title)).toBe(slug))

  it('cuts a long title at a hyphen, within the limit', () => {
    const slug = slugify('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(maxSlugLength)
    expect(slug).toMatch(/^word(-word)*$/)
  })

  it('cuts a single long word at the limit', () => {
    expect(slugify('a'.repeat(100))).toBe('a'.repeat(maxSlugLength))
  })
})

describe('validateSlug', () => {
  it('accepts a slug', () => expect(validateSlug('planning-for-2026')).toBe(true))

  it.each([
    [undefined, 'Enter the address, e.g. planning-for-2026.'],
    ['', 'Enter the address, e.g. planning-for-2026.'],
    ['Planning', 'Use lowercase letters, digits and single hyphens, e.g. planning-for-2026.'],
    ['two--hyphens', 'Use lowercase letters, digits and single hyphens, e.g. planning-for-2026.'],
    ['-edge', 'Use lowercase letters, digits and single hyphens, e.g. planning-for-2026.'],
    ['a'.repeat(81), 'Keep the address to 80 characters or fewer.'],
  ])('refuses %s', (value, message) => expect(validateSlug(value)).toBe(message))

  it("refuses the blog's own words where they are reserved", () => {
    expect(validateSlug('categories', { reserved: reservedPostSlugs })).toBe(
      '"categories" is used by the blog itself; choose another address.',
    )
    expect(validateSlug('categories')).toBe(true)
  })
})
