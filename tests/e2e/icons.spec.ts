import { expect, test } from '../support/fixtures'
import { seededFirm } from '../support/seeded-firm'

// The icons' and the manifest's files are checked over plain HTTP: tests/http.
test.describe('icons and logo', () => {
  test('the header shows the monogram beside the firm’s name, which names the home link, in one row', async ({
    page,
    expectNoHorizontalScroll,
  }) => {
    // axe checks this page at both widths in pages.spec.ts.
    await page.goto('/services')
    const home = page.getByRole('banner').getByRole('link', { name: seededFirm.name, exact: true })
    await expect(home).toHaveAttribute('href', '/')
    const monogram = home.locator('svg')
    await expect(monogram).toBeVisible()
    await expect(monogram).toHaveAttribute('aria-hidden', 'true')
    await home.focus()
    await expect(home).toHaveCSS('outline-style', 'solid')
    // One row: 12 px above and below the 48 px controls, and its border; a wrapped name or menu
    // entry would make it taller.
    expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThanOrEqual(73)
    await expectNoHorizontalScroll()
  })

  test('a page load asks for nothing that is missing (no favicon 404)', async ({ page }) => {
    const failures: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text())
    })
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
    })
    const favicon = page.waitForResponse((response) => new URL(response.url()).pathname === '/icon')
    await page.goto('/services/estate-planning', { waitUntil: 'networkidle' })
    expect((await favicon).status()).toBe(200)
    expect(failures).toEqual([])
  })
})
