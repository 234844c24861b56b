import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { getTestPayload } from '../../tests/support/payload'
import { categorySlugs } from './blog/categories'
import { seedPages } from './pages/seed-pages'
import { seedIfEmpty } from './seed'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('seedIfEmpty', () => {
  test('leaves an already-seeded database alone', async () => {
    const before = await payload.count({ collection: 'pages' })

    expect(await seedIfEmpty(payload)).toBe(false)

    const after = await payload.count({ collection: 'pages' })
    expect(after.totalDocs).toBe(before.totalDocs)
    for (const { path } of seedPages) {
      const { totalDocs } = await payload.count({
        collection: 'pages',
        where: { path: { equals: path } },
      })
      expect(totalDocs, path).toBe(1)
    }
  })

  test('publishes every seeded page', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { in: seedPages.map((page) => page.path) } },
      overrideAccess: false,
      limit: 0,
    })
    expect(docs.map((page) => page.path).sort()).toEqual(seedPages.map((page) => page.path).sort())
  })

  test('publishes the testimonials, each with a consent date', async () => {
    const { docs } = await payload.find({
      collection: 'testimonials',
      overrideAccess: false,
      limit: 0,
    })
    expect(docs.length).toBeGreaterThanOrEqual(4)
    expect(new Set(docs.map((testimonial) => testimonial.serviceLine))).toEqual(
      new Set(['estatePlanning', 'smallBusiness', 'bankruptcy', 'nonprofits']),
    )
    for (const testimonial of docs) expect(testimonial.consentDate).toBeTruthy()
  })

  test('opens Monday to Friday 9 to 5, Saturday by appointment, closed Sunday', async () => {
    const { openingHours } = await payload.findGlobal({ slug: 'site-settings' })
    expect(
      openingHours?.map(({ day, status, opens, closes }) => ({ day, status, opens, closes })),
    ).toEqual([
      { day: 'Monday', status: 'open', opens: '09:00', closes: '17:00' },
      { day: 'Tuesday', status: 'open', opens: '09:00', closes: '17:00' },
      { day: 'Wednesday', status: 'open', opens: '09:00', closes: '17:00' },
      { day: 'Thursday', status: 'open', opens: '09:00', closes: '17:00' },
      { day: 'Friday', status: 'open', opens: '09:00', closes: '17:00' },
      { day: 'Saturday', status: 'byAppointment', opens: null, closes: null },
      { day: 'Sunday', status: 'closed', opens: null, closes: null },
    ])
  })
})

describe('the blog seed', () => {
  test('publishes twelve posts, three in each of the four categories, each tagged', async () => {
    const { docs: seeded } = await payload.find({
      collection: 'categories',
      where: { slug: { in: [...categorySlugs] } },
      sort: 'sortOrder',
      limit: 0,
    })
    expect(seeded.map((category) => category.slug)).toEqual([
      'estate-planning',
      'small-business',
      'bankruptcy',
      'nonprofits',
    ])
    for (const category of seeded) {
      const { docs } = await payload.find({
        collection: 'posts',
        where: { category: { equals: category.id } },
        overrideAccess: false,
        depth: 0,
        limit: 0,
      })
      expect(docs, category.slug).toHaveLength(3)
      for (const post of docs) {
        expect(post.tags?.length, post.slug).toBeGreaterThan(0)
        expect(post.publishedAt, post.slug).toMatch(/^2026-/)
        expect(post.readingMinutes, post.slug).toBeGreaterThanOrEqual(2)
      }
    }
  })

  test('features a published post and lists four more on the blog front page', async () => {
    const blog = await payload.findGlobal({ slug: 'blog', depth: 1 })
    expect(blog.intro).toMatch(/not legal advice/)
    expect(typeof blog.featuredPost === 'object' && blog.featuredPost?._status).toBe('published')
    expect(blog.spotlight).toHaveLength(4)
  })
})

describe('the quiz seed', () => {
  test('publishes the two quizzes, with ten questions and three results in the estate plan one', async () => {
    const { docs } = await payload.find({
      collection: 'quizzes',
      where: { slug: { in: ['estate-planning/diy-check', 'gun-trust'] } },
      overrideAccess: false,
      depth: 1,
      sort: 'slug',
    })
    expect(docs.map((quiz) => [quiz.slug, quiz.questions.length, quiz.bands.length])).toEqual([
      ['estate-planning/diy-check', 10, 3],
      ['gun-trust', 6, 3],
    ])
    const readings = docs.flatMap((quiz) =>
      quiz.questions.flatMap((question) => question.answers.map((answer) => answer.post)),
    )
    const slugs = readings.flatMap((post) => (post && typeof post === 'object' ? [post.slug] : []))
    expect(new Set(slugs)).toEqual(
      new Set([
        'inherited-ira-10-year-rule',
        'gun-trusts-2026-zero-tax-stamp',
        '2026-estate-tax-exclusion-colorado',
      ]),
    )
    // The same answer ids in every seeded database, so a build's pages fit any fresh one.
    const gunTrust = docs.find((quiz) => quiz.slug === 'gun-trust')
    expect(gunTrust?.questions[0]?.answers.map((answer) => answer.id)).toEqual([
      'q2-nfa-items-1',
      'q2-nfa-items-2',
    ])
  })
})
