import type { APIRequestContext, Page } from '@playwright/test'

import { expect, gotoHydrated, test } from '../support/fixtures'
import { signInThroughApi } from '../support/staff'

// Every test here reads or changes one shared setting, the Google tag id, so they run one after
// another in one project (the phone width is set where it matters); the id is cleared at the end.
test.describe.configure({ mode: 'serial' })

const tagId = 'G-E2ETEST42'
const contentPage = '/policies/fees'
const gtagScript = `https://www.googletagmanager.com/gtag/js?id=${tagId}`

async function setAnalyticsTagId(request: APIRequestContext, id: string | null) {
  const token = await signInThroughApi(request)
  const response = await request.post('/api/globals/site-settings', {
    headers: { Authorization: `JWT ${token}` },
    data: { analyticsTagId: id },
  })
  expect(response.status()).toBe(200)
}

/**
 * Records every request of the page that leaves this site and answers it here (there is no
 * internet): gtag.js with a stub that records it ran, anything else refused.
 */
async function recordOutsideRequests(page: Page) {
  const outside: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== 'localhost') outside.push(request.url())
  })
  await page.context().route(
    (url) => url.hostname !== 'localhost',
    (route) =>
      route.request().url().startsWith('https://www.googletagmanager.com/gtag/js')
        ? route.fulfill({ contentType: 'text/javascript', body: 'window.gtagStubRan = true' })
        : route.abort(),
  )
  return outside
}

const banner = (page: Page) => page.getByRole('region', { name: 'May we count your visit?' })
const choicesButton = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Cookie and analytics choices' })
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find(({ name }) => name === 'analytics-consent')?.value

test.beforeAll(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'changes a shared setting: one project runs it')
})

test.afterAll(async ({ playwright }, testInfo) => {
  if (testInfo.project.name !== 'desktop') return
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  await setAnalyticsTagId(request, null)
  await request.dispose()
})

test('with no tag id set, there is no question, no footer button and nothing for Google', async ({
  page,
  request,
}) => {
  await setAnalyticsTagId(request, null)
  const outside = await recordOutsideRequests(page)
  await gotoHydrated(page, contentPage)
  await expect(page.getByRole('contentinfo')).toContainText('© ')
  await expect(banner(page)).toHaveCount(0)
  await expect(choicesButton(page)).toHaveCount(0)
  expect(outside).toEqual([])
  expect(await page.context().cookies()).toEqual([])
})

test.describe('with a tag id set', () => {
  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
    await setAnalyticsTagId(request, tagId)
    await request.dispose()
  })

  test.beforeEach(async ({ page }) => {
    // The setting reaches the cached pages within seconds of the save.
    await expect(async () => {
      await gotoHydrated(page, contentPage)
      await expect(banner(page)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
  })

  test('the question comes first: no cookie and no request to Google before a choice', async ({
    page,
    expectAccessible,
  }) => {
    const outside = await recordOutsideRequests(page)
    await gotoHydrated(page, contentPage)
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Accept analytics' })).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Decline' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(outside).toEqual([])
    expect(await page.context().cookies()).toEqual([])
    const policy = (await page.request.get(contentPage)).headers()['content-security-policy']
    expect(policy).not.toContain('google')
    await expectAccessible()
  })

  test('at phone width the question is accessible and leaves the booking button in view', async ({
    page,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(banner(page)).toBeVisible()
    await expectAccessible()
    await page.mouse.wheel(0, 600)
    const booking = page.getByRole('complementary', { name: 'Book a consultation' })
    await expect(booking).toBeVisible()
    await expect(async () => {
      const [bookingBox, bannerBox] = await Promise.all([
        booking.boundingBox(),
        banner(page).boundingBox(),
      ])
      expect(bookingBox!.y + bookingBox!.height).toBeLessThanOrEqual(bannerBox!.y)
    }).toPass({ timeout: 5_000 })
    // At the end of the page the question sits below the footer, which stays readable.
    await page.keyboard.press('End')
    const footerText = page.getByRole('contentinfo').getByText('© ')
    await expect(async () => {
      const [textBox, bannerBox] = await Promise.all([
        footerText.boundingBox(),
        banner(page).boundingBox(),
      ])
      expect(textBox!.y + textBox!.height).toBeLessThanOrEqual(bannerBox!.y)
    }).toPass({ timeout: 5_000 })
  })

  test('with reduced motion the question appears without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, contentPage)
    await expect(banner(page)).toHaveCSS('animation-name', 'none')
  })

  test('Decline: nothing goes to Google, and the choice is remembered after a reload', async ({
    page,
  }) => {
    const outside = await recordOutsideRequests(page)
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await consentCookie(page)).toBe('denied')
    await gotoHydrated(page, contentPage)
    await expect(choicesButton(page)).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    expect(outside).toEqual([])
  })

  test('Accept loads the Google tag; withdrawing later stops it and deletes its cookies', async ({
    page,
  }) => {
    const outside = await recordOutsideRequests(page)
    const gtagRequested = page.waitForRequest(gtagScript)
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click()
    await gtagRequested
    await expect(banner(page)).toHaveCount(0)
    expect(await consentCookie(page)).toBe('granted')
    await expect.poll(() => page.evaluate(() => 'gtagStubRan' in window)).toBe(true)
    expect(outside).toEqual([gtagScript])
    const policy = (await page.request.get(contentPage)).headers()['content-security-policy']
    expect(policy).toContain("script-src 'self' 'unsafe-inline' https://*.googletagmanager.com;")

    // What gtag.js would have stored (site-wide, path /); the stub sets nothing.
    const site = new URL('/', page.url()).href
    await page.context().addCookies([
      { name: '_ga', value: 'GA1.1.123.456', url: site },
      { name: '_ga_E2ETEST42', value: 'GS1.1.1', url: site },
    ])
    await choicesButton(page).click()
    await expect(banner(page)).toBeFocused()
    outside.length = 0
    const reloaded = page.waitForEvent('load')
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await reloaded
    await expect(choicesButton(page)).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    expect((await page.context().cookies()).map(({ name, value }) => `${name}=${value}`)).toEqual([
      'analytics-consent=denied',
    ])
    await page.waitForLoadState('networkidle')
    expect(outside).toEqual([])
  })

  test('keyboard only: reach the question, decline, reopen it from the footer, focus comes back', async ({
    page,
  }) => {
    const decline = banner(page).getByRole('button', { name: 'Decline' })
    const accept = banner(page).getByRole('button', { name: 'Accept analytics' })
    const privacy = banner(page).getByRole('link', { name: 'Privacy policy' })
    const isInBanner = () =>
      banner(page).evaluate((element) => element.contains(document.activeElement))
    // The question is the last thing on the page: Shift+Tab from the top reaches it at once.
    await page.keyboard.press('Shift+Tab')
    await expect(decline).toBeFocused()
    await expect(decline).toHaveCSS('outline-style', 'solid')
    await page.keyboard.press('Shift+Tab')
    await expect(accept).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(privacy).toBeFocused()
    // It does not hold focus: one more step leaves it, and Tab comes back in (through whatever the
    // page shows by then below the footer's last link, e.g. once the page has scrolled there).
    await page.keyboard.press('Shift+Tab')
    expect(await isInBanner()).toBe(false)
    await expect(async () => {
      await page.keyboard.press('Tab')
      await expect(privacy).toBeFocused({ timeout: 100 })
    }).toPass({ timeout: 10_000 })
    for (const next of [accept, decline]) {
      await page.keyboard.press('Tab')
      await expect(next).toBeFocused()
    }
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()

    const footerButton = choicesButton(page)
    await expect(async () => {
      await page.keyboard.press('Shift+Tab')
      await expect(footerButton).toBeFocused({ timeout: 100 })
    }).toPass({ timeout: 10_000 })
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeFocused()
    for (const next of [privacy, accept, decline]) {
      await page.keyboard.press('Tab')
      await expect(next).toBeFocused()
    }
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()
    await expect(footerButton).toBeFocused()
    expect(await consentCookie(page)).toBe('denied')
  })
})
