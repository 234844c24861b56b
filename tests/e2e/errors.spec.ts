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

  test('a missing page inside a section is a 404 too', async ({ request }) => {
    expect((await request.get('/services/no-such-service')).status()).toBe(404)
    expect((await request.get('/policies/no-such-policy')).status()).toBe(404)
  })

  test('a crawler gets the same 404 status with a minimal body, and a found page in full', async ({
    request,
  }) => {
    const crawler = { 'User-Agent': googlebot }
    const missing = await request.get('/no-such-page', { headers: crawler })
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toBe('Not found.')
    const found = await request.get('/services/bankruptcy', { headers: crawler })
    expect(found.status()).toBe(200)
    expect(await found.text()).toContain('>Bankruptcy</h1>')
  })
})
