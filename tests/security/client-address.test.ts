/**
 * Item 3: rate limits key on the socket's address when no proxy is trusted, so a forged
 * X-Forwarded-For buys nothing (the contact action reads the same address through
 * src/lib/rate-limit/client-address.ts); PDF rendering is capped so it cannot starve page views.
 */
import { describe, expect, test } from 'vitest'

import { fetchFrom } from './support/client'

const reportPath = '/tools/RothConversionModel/report.pdf?totalPreTaxAccounts=2180000'

describe('a forged X-Forwarded-For', () => {
  test('does not get a 31st PDF report in a minute', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 31; index += 1) {
      const response = await fetchFrom('127.0.0.62', reportPath, {
        headers: { 'X-Forwarded-For': `203.0.113.${index}` },
      })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

// How many of the burst find the line full depends on timing; src/pdf/kit/render-pool.test.ts
// proves the cap itself. Here: a burst gets only reports or "busy, retry", and pages still load.
test('a burst of 20 PDF reports gets reports or 503 with Retry-After, never an error', async () => {
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, index) => fetchFrom(`127.0.0.${100 + index}`, reportPath)),
  )
  const page = await fetchFrom('127.0.0.99', '/contact')
  const statuses = await Promise.all(
    responses.map(async (response) => {
      await response.arrayBuffer()
      if (response.status === 503) expect(response.headers.get('retry-after')).toBe('5')
      return response.status
    }),
  )
  expect(page.status).toBe(200)
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1)
  expect(statuses.every((status) => status === 200 || status === 503)).toBe(true)
})
