import { e2eEnv } from '../support/e2e-env'
import { expect, test } from '../support/fixtures'

const siteUrl = e2eEnv.NEXT_PUBLIC_SITE_URL

test.describe('SEO and platform endpoints', () => {
  test(
    'robots.txt keeps crawlers out of the admin and the API and names the sitemap',
    { tag: '@any-width' },
    async ({ request }) => {
      const body = await (await request.get('/robots.txt')).text()
      expect(body).toContain('Disallow: /admin')
      expect(body).toContain('Disallow: /api')
      expect(body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
    },
  )

  test(
    'the sitemap lists the published pages and the tool, not hidden pages or aliases',
    { tag: '@any-width' },
    async ({ request }) => {
      const body = await (await request.get('/sitemap.xml')).text()
      for (const path of [
        '/',
        '/services',
        '/services/estate-planning',
        '/services/nonprofits',
        '/policies/privacy',
        '/tools/RothConversionModel',
      ]) {
        expect(body).toContain(`<loc>${siteUrl}${path}</loc>`)
      }
      for (const path of ['/make-a-payment', '/about-us', '/contact-us']) {
        expect(body).not.toContain(`<loc>${siteUrl}${path}</loc>`)
      }
    },
  )

  test('the health endpoint reports the database', { tag: '@any-width' }, async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' })
  })

  test(
    'the build-info endpoint names the running build',
    { tag: '@any-width' },
    async ({ request }) => {
      const response = await request.get('/builds/latest.json')
      expect(response.headers()['cache-control']).toBe('no-cache')
      expect((await response.json()).id).toMatch(/^[\w-]+-[a-z0-9]+$/)
    },
  )

  test(
    'every response carries the security headers and no X-Powered-By',
    { tag: '@any-width' },
    async ({ request }) => {
      for (const path of ['/', '/no-such-page', '/api/health']) {
        const headers = (await request.get(path)).headers()
        expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
        expect(headers['content-security-policy']).not.toContain('unsafe-eval')
        expect(headers['strict-transport-security']).toContain('max-age=')
        expect(headers['x-content-type-options']).toBe('nosniff')
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
        expect(headers['permissions-policy']).toContain('camera=()')
        expect(headers['x-powered-by']).toBeUndefined()
      }
    },
  )

  test('a visitor’s first page view is not sent twice for a client hint only the admin needs', async ({
    page,
    request,
  }) => {
    const documents: number[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(response.status())
    })
    await page.goto('/services/estate-planning')
    expect(documents).toEqual([200])
    expect((await request.get('/admin')).headers()['critical-ch']).toBe(
      'Sec-CH-Prefers-Color-Scheme',
    )
  })

  test('a service page shows breadcrumbs and describes them to search engines', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/services/estate-planning')
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(trail.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services')
    await expect(trail.getByText('Estate Planning')).toHaveAttribute('aria-current', 'page')
    const crumbs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => JSON.parse(script.textContent ?? '{}'))
          .find((data) => data['@type'] === 'BreadcrumbList'),
      )
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Services',
      'Estate Planning',
    ])
    await expect(page).toHaveTitle('Estate Planning | Juniper Hill Law')
    await expectAccessible()
  })
})
