import { expect, test } from '../support/fixtures'
import { seededFirm } from '../support/seeded-firm'

test.describe('home page', () => {
  test('names the firm, offers the next steps and the four service lines', async ({
    page,
    expectNoHorizontalScroll,
  }) => {
    // axe checks this page at both widths in pages.spec.ts; its metadata and structured data are
    // checked over plain HTTP in tests/http.
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/Juniper Hill Law/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Clear legal help for Colorado families and small businesses',
    )
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Book a first meeting' }).first()).toHaveAttribute(
      'href',
      'https://book.example.com/new-client',
    )
    await expect(main.getByRole('link', { name: 'Call the office' })).toHaveAttribute(
      'href',
      seededFirm.phoneHref,
    )
    for (const service of ['Estate planning', 'Small business', 'Bankruptcy', 'Nonprofits']) {
      await expect(main.getByRole('link', { name: service, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expectNoHorizontalScroll()
  })

  test('a service card opens its page', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: 'Bankruptcy', exact: true }).click()
    await expect(page).toHaveURL(/\/services\/bankruptcy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bankruptcy')
  })
})
