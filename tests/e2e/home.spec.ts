import { e2eEnv } from '../support/e2e-env'
import { expect, seededFirm, test } from '../support/fixtures'

const siteUrl = e2eEnv.NEXT_PUBLIC_SITE_URL

test.describe('home page', () => {
  test('names the firm, offers the next steps and the four service lines', async ({
    page,
    expectAccessible,
    expectNoHorizontalScroll,
  }) => {
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
    await expectAccessible()
  })

  test('a service card opens its page', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: 'Bankruptcy', exact: true }).click()
    await expect(page).toHaveURL(/\/services\/bankruptcy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bankruptcy')
  })

  test(
    'has a description, a canonical URL and social cards on the server-rendered page',
    { tag: '@any-width' },
    async ({ request }) => {
      const html = await (await request.get('/')).text()
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/)
      expect(html).toContain(`<link rel="canonical" href="${siteUrl}"`)
      expect(html).toContain(
        '<meta property="og:title" content="Juniper Hill Law | Colorado Estate Planning',
      )
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
    },
  )

  test('describes the firm to search engines with its real opening hours', async ({ page }) => {
    await page.goto('/')
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.flatMap((script) => JSON.parse(script.textContent ?? '[]')))
    const firm = blocks.find((block) => block['@type'] === 'LegalService')
    expect(firm.telephone).toBe('+13035550142')
    expect(firm.priceRange).toBe('Fixed Fees')
    expect(firm.founder).toMatchObject({ '@type': 'Person', name: seededFirm.attorney })
    expect(firm.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: '09:00',
        closes: '17:00',
      },
    ])
    const website = blocks.find((block) => block['@type'] === 'WebSite')
    expect(website.url).toBe(`${siteUrl}/`)
    // The search box a search engine may show lands on the site's own search page.
    const template: string = website.potentialAction.target.urlTemplate
    expect(template).toBe(`${siteUrl}/search?q={search_term_string}`)
    const landing = await page.request.get(template.replace('{search_term_string}', 'probate'))
    expect(landing.status()).toBe(200)
    expect(await landing.text()).toContain('for “probate”')
  })
})
