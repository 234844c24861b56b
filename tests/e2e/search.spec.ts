import { expect, gotoHydrated, holdRequests, test } from '../support/fixtures'

/** The search page's own box (the header has one too on wide screens). */
const searchBox = (page: import('@playwright/test').Page, name = 'Search the site') =>
  page.getByRole('main').getByRole('searchbox', { name })

/**
 * Waits until the page's script runs: the box that filters a facet's values by typing is only
 * offered then (before, links reload the page, which is right, but moves no focus).
 */
const searchScriptRuns = (page: import('@playwright/test').Page, facet = 'Find a blog category') =>
  expect(page.getByRole('searchbox', { name: facet })).toBeVisible()

const resultsHeading = (page: import('@playwright/test').Page) =>
  page.getByRole('heading', { level: 2, name: /^[\d,]+ results?( for “.*”)?$/ })

test.describe('site search', () => {
  test('results follow the words typed and the filters ticked; the address keeps it all and Back restores it', async ({
    page,
    expectAccessible,
    cspViolations,
  }) => {
    await page.goto('/search')
    await searchBox(page).fill('trust')
    await expect(resultsHeading(page)).toHaveText(/^\d+ results for “trust”$/)
    await expect(page).toHaveURL(/\/search\?q=trust$/)
    const hits = page.getByRole('main').getByRole('article')
    await expect(hits.first().locator('mark').first()).toHaveText(/trust/i)

    const kinds = page.getByRole('region', { name: 'Kind of page' })
    await kinds.getByRole('link', { name: /^Blog post/ }).click()
    await expect(page).toHaveURL(/\/search\?q=trust&type=post$/)
    await expect(hits.first()).toContainText('Blog post')
    for (const detail of await hits.locator('p').first().allTextContents()) {
      expect(detail).toContain('Blog post')
    }
    await expect(kinds.getByRole('link', { name: /^Blog post.*selected$/ })).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Remove filter Kind of page: Blog post' }),
    ).toBeVisible()
    await expectAccessible()

    await page.goBack()
    await expect(page).toHaveURL(/\/search\?q=trust$/)
    await expect(kinds.getByRole('link', { name: /^Blog post.*selected$/ })).toHaveCount(0)
    await expect(searchBox(page)).toHaveValue('trust')
    // The island's code never asks for eval (zod stays on the server).
    expect(await cspViolations()).toEqual([])
  })

  test('a search is one history entry: Back leaves it, and Forward reaches a result opened from it', async ({
    page,
  }) => {
    // The address is written 400 ms after a change: the fake clock runs past that at will.
    await page.clock.install()
    await gotoHydrated(page, '/about')
    await gotoHydrated(page, '/search?q=trust')
    await searchScriptRuns(page)
    await page.clock.runFor(2_000)
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)

    await page.goForward()
    await expect(page).toHaveURL(/\/search\?q=trust$/)
    await searchScriptRuns(page)
    const firstHit = page.getByRole('main').getByRole('article').first().getByRole('link').first()
    const resultPath = new URL((await firstHit.getAttribute('href')) ?? '', page.url()).pathname
    const currentPath = () => new URL(page.url()).pathname
    await firstHit.click()
    await expect.poll(currentPath).toBe(resultPath)
    await page.goBack()
    await expect(page).toHaveURL(/\/search\?q=trust$/)
    await searchScriptRuns(page)
    await page.clock.runFor(2_000)
    await page.goForward()
    await expect.poll(currentPath).toBe(resultPath)
    await page.goBack()
    // Back to the search (Next's router renders it in place): settled before the next Back, which
    // would otherwise abort the navigation still under way.
    await expect(page).toHaveURL(/\/search\?q=trust$/)
    await searchScriptRuns(page)
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
  })

  test('a shared address opens the same search; pages of results move focus to the results', async ({
    page,
  }) => {
    await page.goto('/search?type=post&sort=newest')
    await expect(
      page.getByRole('link', { name: 'Remove filter Kind of page: Blog post' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Newest first' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const pages = page.getByRole('navigation', { name: 'Pages of results' })
    await searchScriptRuns(page)
    await pages.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(resultsHeading(page)).toBeFocused()
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.goBack()
    await expect(page).not.toHaveURL(/page=2/)
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('works by keyboard: a filter ticked with Enter keeps focus on it', async ({ page }) => {
    await page.goto('/blog/search?q=bankruptcy')
    await searchScriptRuns(page, 'Find a topic')
    const topic = page
      .getByRole('region', { name: 'Topic' })
      .getByRole('link', { name: /^Chapter 7/ })
    await topic.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/topic=Chapter\+7/)
    await expect(
      page
        .getByRole('region', { name: 'Topic' })
        .getByRole('link', { name: /^Chapter 7.*selected$/ }),
    ).toBeFocused()
  })

  test('a question of a page’s FAQ is a result of its own that opens its answer', async ({
    page,
  }) => {
    await page.goto('/search?q=firearms+already+own')
    const hit = page.getByRole('main').getByRole('article').first()
    await expect(hit).toContainText('Common question')
    await hit
      .getByRole('link', { name: 'Can I put firearms I already own into the trust?' })
      .click()
    await expect(page).toHaveURL(/\/services\/estate-planning\/gun-trusts#faq-\w+$/)
    const question = page.getByRole('group').filter({
      has: page.getByRole('heading', { name: 'Can I put firearms I already own into the trust?' }),
    })
    await expect(question).toHaveAttribute('open', '')
    await expect(question.getByRole('paragraph').first()).toBeInViewport()
  })

  test('a snippet keeps a heading apart from the text under it, and an article comes before its topic', async ({
    page,
  }) => {
    await page.goto('/search?q=federal+law+cut')
    const hit = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Gun Trusts', exact: true }) })
    await expect(hit).toContainText('January 1, 2026 · Federal law cut')

    await page.goto('/search?q=gun+trusts')
    const titles = await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('heading')
      .allTextContents()
    const post = titles.findIndex((title) => title.startsWith('Gun trusts in 2026'))
    expect(post).toBeGreaterThanOrEqual(0)
    // The topic's page follows the post on this page of results, or is on a later one.
    const topic = titles.indexOf('Gun trusts')
    expect(topic === -1 || post < topic, titles.join(' | ')).toBe(true)
  })

  test('a topic can be found by typing its first letters', async ({ page }) => {
    await page.goto('/blog/search')
    const topics = page.getByRole('region', { name: 'Topic' })
    await topics.getByRole('searchbox', { name: 'Find a topic' }).fill('chap')
    await expect(topics.getByRole('link')).toHaveText([/^Chapter 13/, /^Chapter 7/])
  })

  test('nothing found: suggests the services, the contact page and posts to read', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/search?q=zebra+xylophone')
    await expect(resultsHeading(page)).toHaveText('0 results for “zebra xylophone”')
    await expect(page.getByText('Nothing matched.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Bankruptcy' }).first()).toHaveAttribute(
      'href',
      '/services/bankruptcy',
    )
    await expect(page.getByRole('link', { name: /ask us directly/ })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(page.getByRole('heading', { name: 'Popular on the blog' })).toBeVisible()
    await expectAccessible()
  })

  test('a failed search says so, keeps the words, and Try again searches again', async ({
    page,
  }) => {
    await page.goto('/search')
    await page.route('**/api/search/**', (route) => route.fulfill({ status: 503, body: '{}' }))
    await searchBox(page).fill('wills')
    await expect(page.getByText('Search is not available just now.')).toBeVisible()
    await expect(searchBox(page)).toHaveValue('wills')
    await page.unroute('**/api/search/**')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(resultsHeading(page)).toHaveText(/results? for “wills”/)
  })

  test('a slow answer shows “Searching…”', async ({ page }) => {
    await page.goto('/search')
    const release = await holdRequests(page, '**/api/search/**')
    await searchBox(page).fill('estate')
    await expect(page.getByText('Searching…')).toBeVisible()
    release()
    await expect(resultsHeading(page)).toHaveText(/results? for “estate”/)
    await expect(page.getByText('Searching…')).toHaveCount(0)
  })

  test('words typed before the page’s code arrives are searched when it runs', async ({ page }) => {
    // The page's scripts wait until the words are typed (the document itself cannot finish
    // loading meanwhile: only its arrival is awaited).
    const release = await holdRequests(page, '**/_next/static/chunks/**')
    await page.goto('/search', { waitUntil: 'commit' })
    await searchBox(page).fill('wills')
    release()
    await expect(resultsHeading(page)).toHaveText(/results? for “wills”/, { timeout: 20_000 })
    await expect(searchBox(page)).toHaveValue('wills')
  })

  test('the site search opens the menu below 1024 px and is linked from the header beside the main menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    // The menu opens once the page's script runs (a click before it does nothing).
    await gotoHydrated(page, '/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('searchbox', { name: 'Search the site' }).fill('probate')
    await menu.getByRole('searchbox', { name: 'Search the site' }).press('Enter')
    await expect(page).toHaveURL(/\/search\?q=probate$/)
    await expect(resultsHeading(page)).toHaveText(/results? for “probate”/)

    for (const width of [1024, 1280, 1600]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/about')
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/search$/)
      await expect(searchBox(page)).toBeVisible()
    }
  })
})

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server shows the results, facets are links, pages are links, the form searches', async ({
    page,
  }) => {
    await page.goto('/search?q=bankruptcy')
    await expect(resultsHeading(page)).toHaveText(/^\d+ results for “bankruptcy”$/)
    await expect(
      page.getByRole('main').getByRole('article').first().locator('mark').first(),
    ).toHaveText(/bankruptcy/i)
    await page
      .getByRole('region', { name: 'Kind of page' })
      .getByRole('link', { name: /^Blog post/ })
      .click()
    await expect(page).toHaveURL(/\/search\?q=bankruptcy&type=post$/)
    await expect(
      page.getByRole('link', { name: 'Remove filter Kind of page: Blog post' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0)

    await searchBox(page).fill('gun trust')
    await searchBox(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?q=gun\+trust$/)
    await expect(resultsHeading(page)).toHaveText(/results? for “gun trust”/)

    await page.goto('/search')
    await page
      .getByRole('navigation', { name: 'Pages of results' })
      .getByRole('link', { name: 'Next page' })
      .click()
    await expect(page).toHaveURL(/\/search\?page=2$/)
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })
})
