import { expect, test } from '../support/fixtures'

// The endpoints (robots, sitemap, health, build info, headers) and what the server-rendered pages
// say to search engines are checked over plain HTTP: tests/http.
test.describe('SEO', () => {
  test('a visitor’s first page view is not sent twice for a client hint only the admin needs', async ({
    page,
  }) => {
    const documents: number[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(response.status())
    })
    await page.goto('/services/estate-planning')
    expect(documents).toEqual([200])
  })

  test('a service page shows breadcrumbs', async ({ page }) => {
    await page.goto('/services/estate-planning')
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(trail.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services')
    await expect(trail.getByText('Estate Planning')).toHaveAttribute('aria-current', 'page')
    await expect(page).toHaveTitle('Estate Planning | Juniper Hill Law')
  })
})
