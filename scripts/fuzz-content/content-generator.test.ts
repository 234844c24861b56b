import { describe, expect, test } from 'vitest'

import { validateSlug } from '../../src/domain/blog/slug'
import { documentPlan, mediaPlans, taxonPlans, type KnownDocs } from './content-generator'
import { cutToLength, hostileText } from './hostile-text'
import { pageBlockTypes } from './page-blocks'
import { seededChoices } from './seeded-choices'

const known: KnownDocs = {
  pages: [1, 2, 3],
  posts: [4, 5],
  quizzes: [6],
  categories: [7, 8],
  tags: [9, 10, 11],
  images: [12, 13],
}

const plans = (seed: number, count: number) =>
  Array.from({ length: count }, (_, index) => documentPlan(seed, index, known))

describe('the content generator', () => {
  test('makes the same documents for the same seed, and others for another', () => {
    expect(plans(5, 12)).toEqual(plans(5, 12))
    expect(JSON.stringify(plans(6, 12))).not.toBe(JSON.stringify(plans(5, 12)))
    expect(mediaPlans(5)).toEqual(mediaPlans(5))
    expect(taxonPlans(5, 'tags', 8)).toEqual(taxonPlans(5, 'tags', 8))
  })

  test('keeps every text within its field’s limits and every address valid', () => {
    for (const plan of plans(11, 90)) {
      const data = plan.data as Record<string, string>
      if (plan.kind === 'post') {
        expect(plan.title.length).toBeLessThanOrEqual(110)
        expect(data.excerpt?.length).toBeGreaterThanOrEqual(50)
        expect(data.excerpt?.length).toBeLessThanOrEqual(200)
        expect(validateSlug(data.slug)).toBe(true)
      } else {
        expect(plan.title.length).toBeLessThanOrEqual(70)
        expect(data.description?.length).toBeGreaterThanOrEqual(50)
        expect(data.description?.length).toBeLessThanOrEqual(160)
        expect(plan.path).toMatch(/^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/)
      }
      expect(plan.title.trim()).not.toBe('')
    }
    for (const taxon of taxonPlans(3, 'categories', 20)) {
      expect(taxon.name.length).toBeLessThanOrEqual(60)
      expect(taxon.words.length).toBeGreaterThanOrEqual(50)
      expect(validateSlug(taxon.slug)).toBe(true)
    }
  })

  test('leads a page with each block type in turn, carrying the search word', () => {
    const pages = plans(2, 3 * pageBlockTypes.length).filter((plan) => plan.kind === 'page')
    const firstBlocks = pages.map(
      (plan) => (plan.data.layout as Array<{ blockType: string; heading?: string }>)[0],
    )
    expect(new Set(firstBlocks.map((block) => block?.blockType))).toEqual(new Set(pageBlockTypes))
    for (const [index, block] of firstBlocks.entries()) {
      expect(block?.heading?.startsWith(pages[index]?.searchWord ?? '?')).toBe(true)
      expect(block?.heading?.length).toBeLessThanOrEqual(90)
    }
  })

  test('puts a post’s search word first in its body', () => {
    const [post] = plans(4, 1)
    expect(JSON.stringify(post?.data.content)).toContain(`"text":"${post?.searchWord} "`)
  })
})

describe('hostileText', () => {
  test('stays between its bounds, filled to the maximum now and then', () => {
    const choices = seededChoices(9)
    const lengths = Array.from(
      { length: 400 },
      () => hostileText(choices, { minLength: 20, maxLength: 90 }).length,
    )
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(20)
    expect(Math.max(...lengths)).toBeLessThanOrEqual(90)
    expect(lengths.filter((length) => length >= 88).length).toBeGreaterThan(40)
  })

  test('never cuts an emoji in half', () => {
    expect(cutToLength('ab😀', 3)).toBe('ab')
    expect(cutToLength('ab😀 ', 4)).toBe('ab😀')
  })
})
