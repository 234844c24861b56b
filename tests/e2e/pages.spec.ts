import { e2eEnv } from '../support/e2e-env'
import { expect, test } from '../support/fixtures'
import { seededPages } from '../support/seeded-pages'

const siteUrl = e2eEnv.NEXT_PUBLIC_SITE_URL

/**
 * The one visit per seeded page and width: what the page shows, and axe's one scan of it (WCAG
 * 2.2 AA, and no two landmarks sharing a name). Other specs scan only the states a visitor reaches
 * by acting (a dialog, an error summary, a result).
 */
for (const { path, title, layout, canonical = path } of seededPages) {
  test(`${path} has its title, one h1, its layout and canonical URL, readable text, headed sections and no axe violations`, async ({
    page,
    expectAccessible,
    expectNoHorizontalScroll,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(path)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.locator(`[data-layout="${layout}"]`)).toHaveCount(1)
    const canonicalHref = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonicalHref ?? '').toString()).toBe(new URL(canonical, siteUrl).toString())
    await expect(page.locator('main')).not.toContainText(/undefined|null|NaN/)
    const smallestTextPx = await page.locator('main').evaluate((main) => {
      const sizes = [...main.querySelectorAll('p, li, dd, dt, blockquote, figcaption, td, th')]
        .filter((element) => element.checkVisibility() && element.textContent?.trim())
        .map((element) => Number.parseFloat(getComputedStyle(element).fontSize))
      return Math.min(...sizes)
    })
    expect(smallestTextPx).toBeGreaterThanOrEqual(16)
    const unheaded = await page
      .locator('section')
      .evaluateAll((sections) =>
        sections
          .filter((section) => !section.querySelector('h1, h2, h3, h4, h5, h6'))
          .map((section) => section.outerHTML.slice(0, 120)),
      )
    expect(unheaded).toEqual([])
    await expectNoHorizontalScroll()
    await expectAccessible(['landmark-unique'])
  })
}

test(
  'no page scrolls sideways on a 320 px screen',
  { tag: '@any-width' },
  async ({ page, expectNoHorizontalScroll }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const { path } of seededPages) {
      await page.goto(path)
      await test.step(path, expectNoHorizontalScroll)
    }
  },
)

test('the services menu marks the page the visitor is on', async ({ page }) => {
  await page.goto('/services/bankruptcy')
  const menu = page.getByRole('navigation', { name: 'Our services' })
  await expect(menu.getByRole('link', { name: 'Bankruptcy' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(
    menu.getByRole('link', { name: 'Estate Planning', exact: true }),
  ).not.toHaveAttribute('aria-current')
})

test('the policies menu lists every policy and marks the current one', async ({ page }) => {
  await page.goto('/policies/privacy')
  const menu = page.getByRole('navigation', { name: 'Our policies' })
  for (const name of ['Fees and Charges', 'Privacy Policy', 'Unbundled Services', 'Terms of Use']) {
    await expect(menu.getByRole('link', { name })).toBeVisible()
  }
  await expect(menu.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})
