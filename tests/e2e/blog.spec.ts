import { expect, test } from '../support/fixtures'
import { readPdfPages } from '../support/pdf-pages'

const post = '/blog/chapter-7-or-chapter-13'
const postTitle = 'Chapter 7 or Chapter 13? How the two kinds of personal bankruptcy differ'

test.describe('blog', () => {
  test('the front page shows the featured post, a spotlight list and the newest of the others, each once', async ({
    page,
    request,
  }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    const featured = page.getByRole('region', { name: 'Featured' })
    await expect(featured.getByRole('link')).toHaveText(
      'Inherited an IRA? The 10-year rule in plain words',
    )
    await expect(
      page.getByRole('region', { name: 'Good places to start' }).getByRole('listitem'),
    ).toHaveCount(4)
    await expect(
      page.getByRole('region', { name: 'Newest posts' }).getByRole('listitem'),
    ).not.toHaveCount(0)

    // Every published post (the sitemap names them all) shows exactly once across the pages.
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const published = [...sitemap.matchAll(/<loc>[^<]*(\/blog\/[a-z0-9-]+)<\/loc>/g)]
      .map((match) => match[1] ?? '')
      .filter((path) => !['/blog/categories', '/blog/tags'].includes(path))
    expect(published.length).toBeGreaterThan(9)
    const shown: string[] = []
    for (let next: string | null = '/blog'; next;) {
      await page.goto(next)
      const onPage = await page
        .getByRole('main')
        .locator('article h2 a, article h3 a')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        )
      expect(new Set(onPage).size, `${next} shows each post once`).toBe(onPage.length)
      shown.push(...onPage)
      const older = page
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link', { name: 'Older posts' })
      next = (await older.count()) > 0 ? await older.getAttribute('href') : null
    }
    expect(shown.toSorted()).toEqual(published.toSorted())
  })

  test('a post shows its dates and reading time, and its contents link to its headings by keyboard', async ({
    page,
  }) => {
    await page.goto(post)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle)
    await expect(page.locator('article header')).toContainText(
      /Published March 10, 2026 · \d+ min read/,
    )
    const contents = page.getByRole('navigation', { name: 'In this article' })
    const links = contents.getByRole('link', { name: 'What it costs' })
    await expect(links).toHaveCount(2)
    await expect(links.nth(0)).toHaveAttribute('href', '#what-it-costs')
    await expect(links.nth(1)).toHaveAttribute('href', '#what-it-costs-2')

    await links.nth(1).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#what-it-costs-2$/)
    const target = page.locator('#what-it-costs-2')
    await expect(target).toBeFocused()
    await expect(target).toBeInViewport()
    await expect(target).toHaveText('What it costs')
  })

  test('a post’s questions look as a service page’s: same rows, the chevron level with the question', async ({
    page,
  }) => {
    /** Each FAQ row's look: its question's type, the row's height beyond its lines of text, and
     * how far the chevron's middle sits from the question's. */
    const faqRows = async (path: string) => {
      await page.goto(path)
      const summaries = page.locator('section[aria-labelledby^="faq-"] details > summary')
      await expect(summaries.first()).toBeVisible()
      return summaries.evaluateAll((rows) =>
        rows.map((row) => {
          const question = row.querySelector('h3')
          const chevron = row.querySelector('svg')
          if (!question || !chevron) throw new Error('an FAQ row without its question or chevron')
          const style = getComputedStyle(question)
          const lineHeight = Number.parseFloat(style.lineHeight)
          const box = question.getBoundingClientRect()
          const icon = chevron.getBoundingClientRect()
          const lines = Math.round(box.height / lineHeight)
          return {
            type: `${style.fontSize}/${style.lineHeight} margin ${style.margin}`,
            beyondText: Math.round(row.getBoundingClientRect().height - lines * lineHeight),
            chevronOffset: Math.abs(box.top + box.height / 2 - (icon.top + icon.height / 2)),
          }
        }),
      )
    }
    const service = await faqRows('/services/estate-planning')
    const post = await faqRows('/blog/chapter-7-or-chapter-13')
    expect(post.length).toBeGreaterThan(0)
    const [look] = service
    for (const row of [...service, ...post]) {
      expect(row.type).toBe(look?.type)
      expect(row.beyondText).toBe(look?.beyondText)
      expect(row.chevronOffset).toBeLessThan(1)
    }
  })

  test('a post names related posts on the same subjects, never itself', async ({ page }) => {
    await page.goto(post)
    const related = page.getByRole('region', { name: 'Related articles' }).getByRole('listitem')
    const count = await related.count()
    expect(count).toBeGreaterThanOrEqual(3)
    expect(count).toBeLessThanOrEqual(5)
    await expect(related.getByRole('link', { name: postTitle })).toHaveCount(0)
    await expect(related.first()).toContainText('Bankruptcy')
  })

  test('a post describes itself to search engines as a BlogPosting by the firm', async ({
    page,
  }) => {
    await page.goto(post)
    const documents = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
    const posting = documents.find((document) => document['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: postTitle,
      datePublished: '2026-03-10T15:00:00.000Z',
      author: { '@type': 'Person', name: 'Dana Whitfield' },
      articleSection: 'Bankruptcy',
    })
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  })

  test('an unknown post, or a page past the last, is the 404 screen', async ({ page }) => {
    for (const path of ['/blog/no-such-post', '/blog/page/99', '/blog/page/1', '/blog/page/02']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    }
  })

  test('the breadcrumbs lead back to the blog', async ({ page }) => {
    await page.goto(post)
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Blog' })
      .click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('the front page lists the categories staff made, each leading to its posts', async ({
    page,
  }) => {
    await page.goto('/blog')
    const menu = page.getByRole('navigation', { name: 'Blog categories' })
    await expect(menu.getByRole('link')).toHaveText([
      'Estate planning',
      'Small business',
      'Bankruptcy',
      'Nonprofits',
      'All topics',
    ])
    await menu.getByRole('link', { name: 'Bankruptcy' }).click()
    await expect(page).toHaveURL(/\/blog\/categories\/bankruptcy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bankruptcy articles')
    await expect(
      page.getByRole('region', { name: 'Newest posts' }).getByRole('listitem'),
    ).toHaveCount(3)
    await expect(page.locator('main details')).not.toHaveCount(0)
  })

  test('a post links to its category and topics, whose pages list it', async ({ page }) => {
    await page.goto(post)
    await page.locator('article header').getByRole('link', { name: 'Chapter 13' }).click()
    await expect(page).toHaveURL(/\/blog\/tags\/chapter-13$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles about chapter 13')
    await expect(page.getByRole('link', { name: postTitle })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Topics' })
      .click()
    await expect(page).toHaveURL(/\/blog\/tags$/)
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveCount(10)
  })

  test('an unknown category or topic is the 404 screen', async ({ page }) => {
    for (const path of ['/blog/categories/nope', '/blog/tags/nope', '/blog/tags/taxes/page/2']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
  })

  // The browser parses the feed as XML; nothing in it depends on the width. (Share cards: tests/http.)
  test(
    'the feed is RSS 2.0 with the newest posts and absolute links, named in every blog page',
    {
      tag: '@any-width',
    },
    async ({ page, request }) => {
      await page.goto('/blog')
      const feedLink = page.locator('link[rel="alternate"][type="application/rss+xml"]')
      await expect(feedLink).toHaveAttribute('href', /\/blog\/rss\.xml$/)
      const response = await request.get('/blog/rss.xml')
      expect(response.headers()['content-type']).toContain('application/rss+xml')
      const xml = await response.text()
      const feed = await page.evaluate((text) => {
        const document = new DOMParser().parseFromString(text, 'application/xml')
        return {
          error: document.querySelector('parsererror')?.textContent ?? null,
          version: document.documentElement.getAttribute('version'),
          links: [...document.querySelectorAll('item > link')].map((link) => link.textContent),
          firstTitle: document.querySelector('item > title')?.textContent,
        }
      }, xml)
      expect(feed.error).toBeNull()
      expect(feed.version).toBe('2.0')
      expect(feed.links).toHaveLength(12)
      for (const link of feed.links) expect(link).toMatch(/^https?:\/\/[^/]+\/blog\/[a-z0-9-]+$/)
      expect(feed.firstTitle).toBe(
        'Keeping your nonprofit in good standing: the yearly filings in Colorado',
      )
    },
  )

  test('a service page lists the newest posts of its category and leads to all of them', async ({
    page,
  }) => {
    await page.goto('/services/bankruptcy')
    const section = page.getByRole('region', { name: 'From the blog' })
    await expect(section.getByRole('listitem')).toHaveCount(3)
    await expect(section.getByRole('heading', { level: 3 }).first()).toHaveText(
      'What the automatic stay does, and what it does not',
    )
    await section.getByRole('link', { name: 'All articles on Bankruptcy' }).click()
    await expect(page).toHaveURL(/\/blog\/categories\/bankruptcy$/)
  })

  test(
    'a post offers its PDF, which prints its title, headings and page numbers',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const download = page.locator('article header').getByRole('link', { name: /Download PDF/ })
      // The server's jobs runner makes the seeded posts' PDFs within seconds of its start.
      await expect(async () => {
        await page.goto(post)
        await expect(download).toHaveText(/Download PDF \(\d+ KB\)/, { timeout: 1_000 })
      }).toPass({ timeout: 60_000 })
      const href = await download.getAttribute('href')
      expect(href).toMatch(/\/files\/blog-pdfs\/chapter-7-or-chapter-13\.pdf$/)
      const response = await request.get(href ?? '')
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('application/pdf')
      const printed = (await readPdfPages(await response.body())).map((pdfPage) => pdfPage.text)
      expect(printed[0]).toContain(postTitle)
      expect(printed.join(' ')).toContain('What it costs')
      expect(printed[0]).toMatch(new RegExp(`Page 1 of ${printed.length}`))
    },
  )

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a post reads in full and its contents jump to the heading', async ({ page }) => {
      await page.goto(post)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle)
      await page
        .getByRole('navigation', { name: 'In this article' })
        .getByRole('link', { name: 'What it costs' })
        .nth(1)
        .click()
      await expect(page).toHaveURL(/#what-it-costs-2$/)
      await expect(page.locator('#what-it-costs-2')).toBeInViewport()
    })
  })
})
