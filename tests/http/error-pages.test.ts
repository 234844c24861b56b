/** The 404 the server sends, to visitors and to crawlers. */
import { describe, expect, test } from 'vitest'

import { get } from './support/site'

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

describe('not found', () => {
  test('a missing page inside a section is a 404 too', async () => {
    expect((await get('/services/no-such-service')).status).toBe(404)
    expect((await get('/policies/no-such-policy')).status).toBe(404)
  })

  test('the server sends the 404 page whole, with its own title and language', async () => {
    for (const path of ['/no-such-page', '/services/no-such-service', '/.env']) {
      const response = await get(path)
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toContain('<html lang="en-US"')
      expect(html).toContain('<title>Page Not Found | Juniper Hill Law</title>')
      expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/)
      expect(html).toContain('We couldn&#x27;t find the page you&#x27;re looking for.')
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return Home<\/a>/)
      expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact Us<\/a>/)
    }
  })

  test('a crawler gets the same 404 status with a minimal body, and a found page in full', async () => {
    const crawler = { 'User-Agent': googlebot }
    const missing = await get('/no-such-page', crawler)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('Not found.')
    const found = await get('/services/bankruptcy', crawler)
    expect(found.status).toBe(200)
    expect(await found.text()).toContain('>Bankruptcy</h1>')
  })
})
