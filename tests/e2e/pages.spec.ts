import AxeBuilder from '@axe-core/playwright'

import { e2eEnv } from '../support/e2e-env'
import { expect, test } from '../support/fixtures'

const siteUrl = e2eEnv.NEXT_PUBLIC_SITE_URL

/**
 * Every page the site starts with: its title, the layout its path calls for (seed §2) and its
 * canonical address (an alias shows its twin's page and names the twin as canonical).
 */
const seededPages = [
  {
    path: '/',
    title: 'Juniper Hill Law | Colorado Estate Planning, Business & Bankruptcy',
    layout: 'default',
  },
  { path: '/about', title: 'About Us | Juniper Hill Law', layout: 'default' },
  {
    path: '/about-us',
    title: 'About Us | Juniper Hill Law',
    layout: 'default',
    canonical: '/about',
  },
  { path: '/services', title: 'Services | Juniper Hill Law', layout: 'services' },
  {
    path: '/services/estate-planning',
    title: 'Estate Planning | Juniper Hill Law',
    layout: 'services',
  },
  {
    path: '/services/estate-planning/pricing',
    title: 'Estate Planning Pricing | Juniper Hill Law',
    layout: 'services',
  },
  {
    path: '/services/estate-planning/gun-trusts',
    title: 'Gun Trusts | Juniper Hill Law',
    layout: 'services',
  },
  {
    path: '/services/estate-planning/GunTrusts',
    title: 'Gun Trusts | Juniper Hill Law',
    layout: 'services',
    canonical: '/services/estate-planning/gun-trusts',
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
  { path: '/policies', title: 'Policies | Juniper Hill Law', layout: 'policies' },
  { path: '/policies/fees', title: 'Fees and Charges | Juniper Hill Law', layout: 'policies' },
  { path: '/policies/privacy', title: 'Privacy Policy | Juniper Hill Law', layout: 'policies' },
  {
    path: '/policies/unbundled',
    title: 'Unbundled Services | Juniper Hill Law',
    layout: 'policies',
  },
  {
    path: '/policies/terms-of-use',
    title: 'Terms of Use | Juniper Hill Law',
    layout: 'policies',
  },
  { path: '/search', title: 'Search | Juniper Hill Law', layout: 'default' },
  { path: '/blog/search', title: 'Search the blog | Juniper Hill Law', layout: 'blog' },
  { path: '/blog', title: 'Blog | Juniper Hill Law', layout: 'blog' },
  { path: '/blog/categories', title: 'Blog categories | Juniper Hill Law', layout: 'blog' },
  {
    path: '/blog/categories/bankruptcy',
    title: 'Bankruptcy articles | Juniper Hill Law',
    layout: 'blog',
  },
  { path: '/blog/tags', title: 'Blog topics | Juniper Hill Law', layout: 'blog' },
  {
    path: '/blog/tags/taxes',
    title: 'Articles about taxes | Juniper Hill Law',
    layout: 'blog',
  },
  {
    path: '/blog/chapter-7-or-chapter-13',
    title:
      'Chapter 7 or Chapter 13? How the two kinds of personal bankruptcy differ | Juniper Hill Law',
    layout: 'blog',
  },
]

for (const { path, title, layout, canonical = path } of seededPages) {
  test(`${path} has its title, one h1, its layout and canonical URL, readable text and no axe violations`, async ({
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
    await expectNoHorizontalScroll()
    await expectAccessible()
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

for (const { path, canonical } of seededPages) {
  if (canonical) continue
  test(
    `${path}: no two landmarks share a name, and every section has a heading`,
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto(path)
      const { violations } = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze()
      expect(violations.flatMap(({ nodes }) => nodes.map((node) => node.target))).toEqual([])
      const unheaded = await page
        .locator('section')
        .evaluateAll((sections) =>
          sections
            .filter((section) => !section.querySelector('h1, h2, h3, h4, h5, h6'))
            .map((section) => section.outerHTML.slice(0, 120)),
        )
      expect(unheaded).toEqual([])
    },
  )
}

test(
  'every page has a description of its own in the HTML the server sends',
  { tag: '@any-width' },
  async ({ request }) => {
    const descriptions = new Map<string, string>()
    for (const { path, canonical } of seededPages) {
      if (canonical) continue
      const html = await (await request.get(path)).text()
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
      expect(description?.length, path).toBeGreaterThanOrEqual(50)
      expect([...descriptions.values()], path).not.toContain(description)
      descriptions.set(path, description ?? '')
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

test(
  'lists in the text are valid HTML: only numbered items carry a number',
  { tag: '@any-width' },
  async ({ request }) => {
    const html = await (await request.get('/policies/fees')).text()
    const bulletLists = [...html.matchAll(/<ul[^>]*>([\s\S]*?)<\/ul>/g)].map(([, items]) => items)
    const bulletItems = bulletLists.flatMap((items = '') => items.match(/<li[^>]*>/g) ?? [])
    expect(bulletItems.length).toBeGreaterThan(0)
    expect(bulletItems.filter((item) => / value="/.test(item))).toEqual([])
  },
)
