import { expect, test } from '../support/fixtures'

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

test.describe('error screen', () => {
  test('an unknown address answers 404 with the not-found screen', async ({
    page,
    expectAccessible,
  }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    await expect(
      page.getByText(
        "We couldn't find the page you're looking for. It may have been moved or no longer exists.",
      ),
    ).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expectAccessible()
    await page.getByRole('main').getByRole('link', { name: 'Return Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Clear legal help/)
  })

  test(
    'a missing page inside a section is a 404 too',
    { tag: '@any-width' },
    async ({ request }) => {
      expect((await request.get('/services/no-such-service')).status()).toBe(404)
      expect((await request.get('/policies/no-such-policy')).status()).toBe(404)
    },
  )

  test(
    'the server sends the 404 page whole, with its own title and language',
    { tag: '@any-width' },
    async ({ request }) => {
      for (const path of ['/no-such-page', '/services/no-such-service', '/.env']) {
        const response = await request.get(path)
        expect(response.status()).toBe(404)
        const html = await response.text()
        expect(html).toContain('<html lang="en-US"')
        expect(html).toContain('<title>Page Not Found | Juniper Hill Law</title>')
        expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/)
        expect(html).toContain('We couldn&#x27;t find the page you&#x27;re looking for.')
        expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return Home<\/a>/)
        expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact Us<\/a>/)
      }
    },
  )

  test(
    'a crawler gets the same 404 status with a minimal body, and a found page in full',
    { tag: '@any-width' },
    async ({ request }) => {
      const crawler = { 'User-Agent': googlebot }
      const missing = await request.get('/no-such-page', { headers: crawler })
      expect(missing.status()).toBe(404)
      expect(await missing.text()).toBe('Not found.')
      const found = await request.get('/services/bankruptcy', { headers: crawler })
      expect(found.status()).toBe(200)
      expect(await found.text()).toContain('>Bankruptcy</h1>')
    },
  )
})

test.describe('error screen without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the 404 page reads and works the same', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page Not Found | Juniper Hill Law')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})
