import type { Page } from '@playwright/test'

import { expect, gotoHydrated, test } from '../support/fixtures'
import { seededFirm } from '../support/seeded-firm'

async function jsonLdOfType(page: Page, type: string) {
  const all = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
  return all.find((data) => data['@type'] === type)
}

test.describe('about page', () => {
  test('introduces the attorney with credentials, bar number and the specialist note', async ({
    page,
  }) => {
    await page.goto('/about')
    const profile = page.getByRole('region', { name: 'About the attorney' })
    await expect(profile).toContainText(`${seededFirm.attorney}, Attorney and founder`)
    await expect(profile.getByText('99017')).toBeVisible()
    await expect(profile.getByText('Juris Doctor (J.D.)')).toBeVisible()
    await expect(profile.getByText(/Lakewood, Denver/)).toBeVisible()
    await expect(profile).toContainText('Colorado does not certify attorneys as specialists')

    const person = await jsonLdOfType(page, 'Person')
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      name: seededFirm.attorney,
      jobTitle: 'Attorney and founder',
      identifier: { value: '99017' },
      url: expect.stringMatching(/\/about$/),
    })
    expect(person.description).toContain('Juniper Hill Law')
  })

  test('/about-us shows the same page without redirecting', async ({ page }) => {
    const response = await page.goto('/about-us')
    expect(response?.status()).toBe(200)
    expect(response?.request().redirectedFrom()).toBeNull()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
    await expect(page.getByRole('region', { name: 'About the attorney' })).toBeVisible()
  })
})

test.describe('estate planning pricing', () => {
  test('shows each package with its fixed fee, and the same prices to search engines', async ({
    page,
  }) => {
    await page.goto('/services/estate-planning/pricing')
    const packages = page
      .getByRole('region', { name: 'Packages' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      })
    await expect(packages).toHaveCount(4)
    const visible = await packages.evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('h3')?.textContent,
        price: item.querySelector('h3 + p')?.firstChild?.textContent,
      })),
    )
    expect(visible).toContainEqual({ name: 'Gun trust', price: '$950' })

    const catalog = await jsonLdOfType(page, 'OfferCatalog')
    expect(
      catalog.itemListElement.map((offer: { name: string; price: string }) => ({
        name: offer.name,
        price: `$${Number(offer.price).toLocaleString('en-US')}`,
      })),
    ).toEqual(visible)
    for (const offer of catalog.itemListElement) {
      expect(offer.priceSpecification).toMatchObject({ priceCurrency: 'USD' })
    }
  })
})

test.describe('gun trusts', () => {
  test('GunTrusts shows the gun-trust page, canonical to its lowercase twin', async ({ page }) => {
    const response = await page.goto('/services/estate-planning/GunTrusts')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gun Trusts')
    await expect(page.getByText(/tax to \$0 for suppressors/)).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Estate Planning' }),
    ).toHaveAttribute('href', '/services/estate-planning')
  })
})

test.describe('scheduling cards', () => {
  test('each card books its kind of meeting through the link in the settings', async ({ page }) => {
    await page.goto('/services/estate-planning')
    const meetings = page.getByRole('region', { name: 'Book a meeting' })
    await expect(
      meetings.getByRole('link', { name: /^Book this meeting\s*\(Education meeting\)$/ }),
    ).toHaveAttribute('href', 'https://book.example.com/estate-plan-education')
    await expect(
      meetings.getByRole('link', { name: /^Book this meeting\s*\(Plan check-up\)$/ }),
    ).toHaveAttribute('href', 'https://book.example.com/estate-plan-checkup')
  })
})

test.describe('process steps', () => {
  test('are numbered in order, for screen readers too', async ({ page }) => {
    await page.goto('/services/estate-planning')
    const steps = page.getByRole('region', { name: 'How we work together' }).getByRole('listitem')
    await expect(steps).toHaveCount(4)
    await expect(steps.first().getByRole('heading')).toHaveText('Step 1: Education meeting')
  })
})

const carousel = (page: Page) => page.getByRole('group', { name: 'What clients say' })

test.describe('testimonials carousel', () => {
  test('advances every 10 seconds, and not while the pointer rests on it', async ({ page }) => {
    await page.clock.install()
    await gotoHydrated(page, '/about')
    const status = carousel(page).getByText(/^Testimonial \d of \d$/)
    await expect(status).toHaveText(/^Testimonial 1 of \d$/)
    await page.clock.fastForward(10_000)
    await expect(status).toHaveText(/^Testimonial 2 of \d$/)

    await carousel(page).hover()
    await page.clock.fastForward(25_000)
    await expect(status).toHaveText(/^Testimonial 2 of \d$/)
  })

  test('pauses and moves by keyboard, announcing the position', async ({ page }) => {
    await gotoHydrated(page, '/about')
    const pause = carousel(page).getByRole('button', { name: 'Pause testimonials' })
    await pause.focus()
    await page.keyboard.press('Enter')
    await expect(carousel(page).getByRole('button', { name: 'Play testimonials' })).toBeFocused()
    const next = carousel(page).getByRole('button', { name: 'Next testimonial' })
    await next.focus()
    await page.keyboard.press('Enter')
    const status = carousel(page).getByText(/^Testimonial \d of \d$/)
    await expect(status).toHaveText(/^Testimonial 2 of \d$/)
    await expect(status).toHaveAttribute('aria-live', 'polite')
    await expect(carousel(page).getByRole('group', { name: /^2 of \d$/ })).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(status).toHaveText(/^Testimonial 1 of \d$/)
  })

  test('never moves on its own when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await gotoHydrated(page, '/about')
    await expect(carousel(page).getByRole('button', { name: 'Play testimonials' })).toBeVisible()
    await page.clock.fastForward(30_000)
    await expect(carousel(page).getByText(/^Testimonial \d of \d$/)).toHaveText(
      /^Testimonial 1 of \d$/,
    )
  })

  test('shows that past results do not guarantee a similar outcome', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText(/Past results do not guarantee a similar outcome/)).toBeVisible()
  })
})

test.describe('testimonials without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the first quote is on the page, with where it comes from', async ({ page }) => {
    await page.goto('/about')
    const firstSlide = carousel(page).getByRole('group', { name: /^1 of \d$/ })
    await expect(firstSlide).toBeVisible()
    await expect(firstSlide.locator('blockquote')).toHaveText(/\w+ \w+ \w+/)
    await expect(firstSlide.locator('figcaption')).toHaveText(/\w/)
  })
})

test.describe('policies', () => {
  test('the terms of use name the responsible attorney and office as attorney advertising', async ({
    page,
  }) => {
    await page.goto('/policies/terms-of-use')
    const main = page.locator('main')
    await expect(main).toContainText('attorney advertising')
    await expect(main).toContainText(seededFirm.attorney)
    await expect(main).toContainText('1200 Example Avenue')
    await expect(main).toContainText('does not create an attorney-client relationship')
  })

  test('the unbundled page explains the court-filing disclosure of C.R.C.P. 11(b)', async ({
    page,
  }) => {
    await page.goto('/policies/unbundled')
    const main = page.locator('main')
    await expect(main).toContainText('C.R.C.P. 11(b)')
    await expect(main).toContainText('registration number')
    await expect(main).toContainText('notice of completion')
  })
})
