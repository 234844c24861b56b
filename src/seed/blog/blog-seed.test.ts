import { describe, expect, test } from 'vitest'

import { anchorHeadings } from '@/domain/blog/heading-anchors'
import type { LexicalNode } from '@/domain/blog/lexical-node'
import { countWords, plainTextOf } from '@/domain/blog/reading-time'
import { reservedPostSlugs, validateSlug } from '@/domain/blog/slug'

import { seedPages } from '../pages/seed-pages'
import { seedTools } from '../tools'
import { seedBlogSettings } from './blog-settings'
import { categorySlugs, seedCategories } from './categories'
import { postPath, postSlugs, seedPosts, type SeedPost } from './posts'
import { seedTags, tagSlugs } from './tags'

/** Every node below `node`, in document order. */
function descendants(node: LexicalNode): LexicalNode[] {
  return (node.children ?? []).flatMap((child) => [child, ...descendants(child)])
}

const rootOf = (post: SeedPost) => post.content.root as LexicalNode
const nodesOf = (post: SeedPost) => descendants(rootOf(post))
const fieldsOf = (node: LexicalNode) => node.fields as Record<string, unknown>
const blocksOf = (post: SeedPost) => nodesOf(post).filter((node) => node.type === 'block')

/** The text a reader reads, the FAQ's and call to action's included. */
function blockText(node: LexicalNode): string {
  const fields = fieldsOf(node)
  const items = (fields.items ?? []) as Array<{ question: string; answer: string }>
  return [fields.heading, fields.text, ...items.flatMap((item) => [item.question, item.answer])]
    .filter((part) => typeof part === 'string')
    .join(' ')
}

/** The site's pages: those of the CMS and the tools built in code. */
const sitePaths = new Set([...seedPages, ...seedTools].map((page) => page.path))
const postPaths = new Set(postSlugs.map(postPath))

describe.each(seedPosts.map((post) => [post.slug, post] as const))('post %s', (_slug, post) => {
  test('fits the collection: title, slug, excerpt, category, tags, date', () => {
    expect(post.title.length).toBeLessThanOrEqual(110)
    expect(validateSlug(post.slug, { reserved: reservedPostSlugs })).toBe(true)
    expect(post.excerpt.length).toBeGreaterThanOrEqual(50)
    expect(post.excerpt.length).toBeLessThanOrEqual(200)
    expect(categorySlugs).toContain(post.categorySlug)
    expect(post.tagSlugs.length).toBeGreaterThan(0)
    expect(new Set(post.tagSlugs).size).toBe(post.tagSlugs.length)
    expect(post.publishedAt).toMatch(/^2026-(0[1-9]|1[01])-\d\dT\d\d:\d\d:\d\d\.000Z$/)
    expect(new Date(post.publishedAt).toISOString()).toBe(post.publishedAt)
  })

  test('has 350 to 600 words, at least 350 of them outside its blocks', () => {
    expect(countWords(plainTextOf(rootOf(post)))).toBeGreaterThanOrEqual(350)
    expect(countWords(plainTextOf(rootOf(post), { blockText }))).toBeLessThanOrEqual(600)
  })

  test('has 3 to 5 h2/h3 headings, a list, and a block', () => {
    const { toc } = anchorHeadings(rootOf(post))
    expect(toc.length).toBeGreaterThanOrEqual(3)
    expect(toc.length).toBeLessThanOrEqual(5)
    expect(nodesOf(post).some((node) => node.type === 'list')).toBe(true)
    const blockTypes = blocksOf(post).map((node) => fieldsOf(node).blockType)
    expect(blockTypes.some((type) => type === 'faq' || type === 'callToAction')).toBe(true)
  })

  test('blocks have the serialized shape and ids unique in the post', () => {
    const ids = blocksOf(post).map((node) => {
      expect(node).toMatchObject({ type: 'block', version: 2, format: '' })
      expect(fieldsOf(node)).toMatchObject({
        blockName: '',
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
      })
      return fieldsOf(node).id
    })
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('links to a page of the site and to an official https source; no link leads nowhere', () => {
    const hrefs = nodesOf(post)
      .filter((node) => node.type === 'link')
      .map((node) => String(fieldsOf(node).url))
    const internal = hrefs.filter((href) => href.startsWith('/'))
    const external = hrefs.filter((href) => !href.startsWith('/'))
    expect(internal.some((href) => sitePaths.has(href))).toBe(true)
    expect(external.length).toBeGreaterThan(0)
    for (const href of internal) expect(sitePaths.has(href) || postPaths.has(href)).toBe(true)
    for (const href of internal) expect(href).not.toBe(postPath(post.slug))
    for (const href of external)
      expect(href).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov|state\.co\.us)\//)
  })

  test('calls to action lead to pages of the site', () => {
    for (const node of blocksOf(post)) {
      const actions = (fieldsOf(node).actions ?? []) as Array<{
        link: { type: string; path?: string }
      }>
      for (const { link } of actions) {
        if (link.type === 'page') expect(sitePaths.has(link.path ?? '')).toBe(true)
      }
    }
  })
})

describe('the seeded posts together', () => {
  test('are 12, 3 a category, each slug once, oldest first', () => {
    expect(seedPosts).toHaveLength(12)
    expect(seedPosts.map((post) => post.slug).sort()).toEqual([...postSlugs].sort())
    for (const slug of categorySlugs) {
      expect(seedPosts.filter((post) => post.categorySlug === slug)).toHaveLength(3)
    }
    const dates = seedPosts.map((post) => post.publishedAt)
    expect(dates).toEqual([...dates].sort())
    expect(new Set(dates).size).toBe(dates.length)
  })

  test('use every tag, and some quote the attorney', () => {
    const used = new Set(seedPosts.flatMap((post) => post.tagSlugs))
    expect([...used].sort()).toEqual([...tagSlugs].sort())
    const quoting = seedPosts.filter((post) => nodesOf(post).some((node) => node.type === 'quote'))
    expect(quoting.length).toBeGreaterThanOrEqual(3)
  })

  test('one post repeats a heading, which gets its own id', () => {
    const repeating = seedPosts.filter((post) => {
      const { toc } = anchorHeadings(rootOf(post))
      return new Set(toc.map((entry) => entry.text)).size < toc.length
    })
    expect(repeating.map((post) => post.slug)).toEqual(['chapter-7-or-chapter-13'])
    const [post] = repeating
    if (!post) throw new Error('No post repeats a heading')
    const { toc } = anchorHeadings(rootOf(post))
    expect(toc.map((entry) => entry.id)).toContain('what-it-costs-2')
    expect(new Set(toc.map((entry) => entry.id)).size).toBe(toc.length)
  })
})

describe('categories, tags and blog settings', () => {
  test('categories fit their collection, each with a 2–3 question FAQ', () => {
    expect(seedCategories.map((category) => category.slug)).toEqual([...categorySlugs])
    for (const category of seedCategories) {
      expect(category.name.length).toBeLessThanOrEqual(60)
      expect(category.intro.length).toBeGreaterThanOrEqual(50)
      expect(category.intro.length).toBeLessThanOrEqual(400)
      expect(category.faq).toHaveLength(1)
      const items = category.faq?.[0]?.items ?? []
      expect(items.length).toBeGreaterThanOrEqual(2)
      expect(items.length).toBeLessThanOrEqual(3)
    }
  })

  test('tags fit their collection', () => {
    expect(seedTags.map((tag) => tag.slug)).toEqual([...tagSlugs])
    for (const tag of seedTags) {
      expect(validateSlug(tag.slug)).toBe(true)
      expect(tag.name.length).toBeLessThanOrEqual(40)
      expect(tag.definition.length).toBeGreaterThanOrEqual(20)
      expect(tag.definition.length).toBeLessThanOrEqual(300)
    }
  })

  test('the blog intro fits, the featured post is not in the spotlight', () => {
    const { intro, featuredPostSlug, spotlightSlugs } = seedBlogSettings
    expect(intro.length).toBeGreaterThanOrEqual(50)
    expect(intro.length).toBeLessThanOrEqual(300)
    expect(spotlightSlugs).toHaveLength(4)
    expect(new Set(spotlightSlugs).size).toBe(4)
    expect(spotlightSlugs).not.toContain(featuredPostSlug)
  })
})
