import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { getTestPayload } from '../../tests/support/payload'
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
