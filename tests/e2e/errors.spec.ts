import { expect, test } from '../support/fixtures'

// What the server sends for a missing page, to visitors and crawlers: tests/http.
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
