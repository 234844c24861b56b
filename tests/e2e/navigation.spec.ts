import type { Locator, Page } from '@playwright/test'

import { e2eEnv } from '../support/e2e-env'
import { expect, gotoHydrated, test } from '../support/fixtures'
import { seededFirm } from '../support/seeded-firm'

const rothToolPath = '/tools/RothConversionModel'
const rothToolTitle = 'Roth Conversion Analysis Tool'

const header = (page: Page) => page.getByRole('banner')
const mainMenu = (page: Page) => header(page).getByRole('navigation', { name: 'Main' })

/** The most lines any one run of the element's text takes: more than one means it wrapped. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    let most = 0
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
      most = Math.max(most, tops.size)
    }
    return most
  })

/** The header is one row: every visible item sits within the height of its tallest item. */
async function expectHeaderOnOneRow(page: Page) {
  const row = header(page).locator(':scope > div')
  const rowBox = await row.boundingBox()
  const items = row.locator(':scope > *')
  for (const item of await items.all()) {
    if (!(await item.isVisible())) continue
    const box = await item.boundingBox()
    expect(box!.y).toBeGreaterThanOrEqual(rowBox!.y)
    expect(box!.y + box!.height).toBeLessThanOrEqual(rowBox!.y + rowBox!.height)
    expect(box!.height).toBeLessThanOrEqual(56)
  }
  for (const label of await header(page)
    .locator('a:visible, summary:visible, button:visible')
    .all()) {
    expect(await lineCount(label), await label.innerText()).toBeLessThanOrEqual(1)
  }
  const [first, last] = [await items.first().boundingBox(), await items.last().boundingBox()]
  expect(first!.x + first!.width).toBeLessThan(last!.x)
}

test.describe('header menu', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the menu is in the header from 1024 px')
  })

  test('names the pages visitors look for; Services opens its four lines by keyboard', async ({
    page,
    expectAccessible,
  }) => {
    await gotoHydrated(page, '/')
    const menu = mainMenu(page)
    for (const name of ['About', 'Blog', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    const services = menu.getByText('Services', { exact: true })
    await expect(menu.getByRole('link', { name: 'Bankruptcy' })).toBeHidden()
    await services.focus()
    await page.keyboard.press('Enter')
    for (const name of ['Estate planning', 'Small business', 'Bankruptcy', 'Nonprofits']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'All services' })).toHaveAttribute(
      'href',
      '/services',
    )
    await expectAccessible()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Estate planning' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu.getByRole('link', { name: 'Estate planning' })).toBeHidden()
    await expect(services).toBeFocused()

    await page.keyboard.press('Enter')
    await menu.getByRole('link', { name: 'Small business' }).click()
    await expect(page).toHaveURL(/\/services\/small-business$/)
    await expect(menu.getByRole('link', { name: 'Small business' })).toBeHidden()
    // Any page of the section marks Services as where the visitor is.
    await expect(services).toHaveAttribute('aria-current', 'true')
  })

  test('Tools names the Roth conversion tool', async ({ page }) => {
    await page.goto('/')
    const menu = mainMenu(page)
    await menu.getByText('Tools', { exact: true }).click()
    await menu.getByRole('link', { name: 'Roth conversion tool' }).click()
    await expect(page).toHaveURL(new RegExp(`${rothToolPath}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rothToolTitle)
  })

  test('fits on one row at 1024, 1280 and 1536 px, the phone number and booking in view', async ({
    page,
    expectNoHorizontalScroll,
  }) => {
    for (const width of [1024, 1280, 1536]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      await expect(mainMenu(page)).toBeVisible()
      await expect(header(page).getByRole('link', { name: /Book a meeting/ })).toBeVisible()
      await expect(header(page).locator(`a[href="${seededFirm.phoneHref}"]`).first()).toBeVisible()
      await expectHeaderOnOneRow(page)
      await expectNoHorizontalScroll()
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('Services still opens and its links work', async ({ page }) => {
      await page.goto('/')
      const menu = mainMenu(page)
      await menu.getByText('Services', { exact: true }).click()
      await menu.getByRole('link', { name: 'Nonprofits' }).click()
      await expect(page).toHaveURL(/\/services\/nonprofits$/)
    })
  })
})

test.describe('narrow header', () => {
  test('fits on one row at 390 and 768 px, with the phone number and the menu button', async ({
    page,
    expectNoHorizontalScroll,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the phone project runs the narrow widths')
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/')
      await expect(header(page).getByRole('button', { name: 'Menu' })).toBeVisible()
      await expectHeaderOnOneRow(page)
      await expectNoHorizontalScroll()
    }
    await expect(header(page).locator(`a[href="${seededFirm.phoneHref}"]`).first()).toBeVisible()
  })
})

test.describe('phone menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the menu button shows below 1024 px')
  })

  // No axe check here: axe runs as a script in the page. The shell spec checks the open menu.
  test('opens, its links are reachable by Tab and work, and Escape closes it', async ({ page }) => {
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await menuButton.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    for (const name of ['Estate planning', 'Roth conversion tool', 'About', 'Blog', 'Contact']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(dialog.getByRole('searchbox', { name: 'Search the site' })).toBeVisible()

    await menuButton.focus()
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await menuButton.click()
    await dialog.getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  })

  test('the Close button closes it', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })
})

test.describe('phone menu with JavaScript', () => {
  test('focus moves into the menu; Tab reaches its links; Escape gives focus back', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the menu button shows below 1024 px')
    await gotoHydrated(page, '/')
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    // A modal dialog: the page behind is inert while the menu is open.
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
    let reachedTool = false
    for (let step = 0; step < 20 && !reachedTool; step += 1) {
      await page.keyboard.press('Tab')
      reachedTool = await dialog
        .getByRole('link', { name: 'Roth conversion tool' })
        .evaluate((element) => element === document.activeElement)
    }
    expect(reachedTool).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()
  })
})

test.describe('the Roth conversion tool can be found', () => {
  test('searching “roth” finds the tool first @any-width', async ({ page, request }) => {
    const response = await request.post('/api/search', {
      headers: {
        Origin: e2eEnv.NEXT_PUBLIC_SITE_URL,
        'User-Agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      },
      data: { requests: [{ indexName: 'site', query: 'roth' }] },
    })
    expect(response.status()).toBe(200)
    const { results } = (await response.json()) as {
      results: Array<{ hits: Array<{ url: string; type: string }> }>
    }
    expect(results[0]?.hits[0]).toMatchObject({ url: rothToolPath, type: 'tool' })

    await page.goto('/search?q=roth')
    const firstHit = page.getByRole('main').getByRole('article').first()
    await expect(firstHit.getByRole('link', { name: rothToolTitle })).toHaveAttribute(
      'href',
      rothToolPath,
    )
    await expect(firstHit).toContainText('Tool')
  })

  test('the home and estate planning pages, the inherited-IRA post and the footer link to it @any-width', async ({
    page,
  }) => {
    for (const path of ['/', '/services/estate-planning', '/blog/inherited-ira-10-year-rule']) {
      await page.goto(path)
      const link = page
        .getByRole('main')
        .getByRole('link', { name: 'Try the Roth conversion tool' })
      await expect(link, path).toHaveAttribute('href', rothToolPath)
    }
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Roth conversion tool' }),
    ).toHaveAttribute('href', rothToolPath)
  })
})
