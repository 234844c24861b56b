/** The page a booking returns to names the meeting booked, for every kind of meeting. */
import { describe, expect, test } from 'vitest'

import { get, htmlOf } from './support/site'

const heading = (html: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]

describe('after booking', () => {
  test('all ten kinds answer with their own heading', async () => {
    const types = [
      'check-in',
      'estate-plan-checkup',
      'estate-plan-education',
      'estate-plan-design',
      'new-client',
      'new-business-client',
      'new-bankruptcy-client',
      'new-nonprofit-client',
      'petition-review-in-person',
      'petition-review-remote',
    ]
    const headings = new Set<string>()
    for (const type of types) {
      const response = await get(`/landings/booking?type=${type}`)
      expect(response.status, type).toBe(200)
      headings.add(heading(await response.text()) ?? '')
    }
    expect(headings.size).toBe(10)
  })

  test('a return link may name the meeting as the settings do (newClient)', async () => {
    const byOwnName = await htmlOf('/landings/booking?type=newClient')
    const byLinkName = await htmlOf('/landings/booking?type=new-client')
    expect(heading(byOwnName)).toBe(heading(byLinkName))
    expect(heading(byOwnName)).not.toBe('Book a meeting')
  })
})
