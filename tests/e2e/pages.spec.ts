import { expect, test } from '../support/fixtures'

/** Every page the site starts with, its title and the layout its path calls for (seed §2). */
const seededPages = [
  {
    path: '/',
    title: 'Juniper Hill Law | Colorado Estate Planning, Business & Bankruptcy',
    layout: 'default',
  },
  { path: '/services', title: 'Services | Juniper Hill Law', layout: 'services' },
  {
    path: '/services/estate-planning',
    title: 'Estate Planning | Juniper Hill Law',
    layout: 'services',
  },
  {
    path: '/services/small-business',
    title: 'Small Business | Juniper Hill Law',
    layout: 'services',
  },
  { path: '/services/bankruptcy', title: 'Bankruptcy | Juniper Hill Law', layout: 'services' },
  {
    path: '/services/nonprofits',
    title: 'Nonprofit Organizations | Juniper Hill Law',
    layout: 'services',
  },
]

for (const { path, title, layout } of seededPages) {
  test(`${path} has its title, one h1, its layout, no sideways scroll and no axe violations`, async ({
    page,
    expectAccessible,
    expectNoHorizontalScroll,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.locator(`[data-layout="${layout}"]`)).toHaveCount(1)
    await expectNoHorizontalScroll()
    await expectAccessible()
  })
}

test('the services menu marks the page the visitor is on', async ({ page }) => {
  await page.goto('/services/bankruptcy')
  const menu = page.getByRole('navigation', { name: 'Our services' })
  await expect(menu.getByRole('link', { name: 'Bankruptcy' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(menu.getByRole('link', { name: 'Estate Planning' })).not.toHaveAttribute(
    'aria-current',
  )
})
