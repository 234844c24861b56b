import { expect, seededFirm, test } from '../support/fixtures'
import { expectPng } from '../support/png'

test.describe('icons, web manifest and logo', () => {
  for (const path of ['/', '/services/estate-planning', '/no-such-page']) {
    test(`${path} links the favicon, the Apple touch icon and the web manifest`, async ({
      page,
      request,
    }) => {
      await page.goto(path)
      const href = (selector: string) => page.locator(selector).first().getAttribute('href')
      await expectPng(request, (await href('link[rel="icon"]')) ?? '', 32, 32)
      await expectPng(request, (await href('link[rel="apple-touch-icon"]')) ?? '', 180, 180)
      expect(await href('link[rel="manifest"]')).toBe('/manifest.webmanifest')
    })
  }

  test(
    'the web manifest names the firm in its colours, with icons that load',
    { tag: '@any-width' },
    async ({ request }) => {
      const response = await request.get('/manifest.webmanifest')
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('application/manifest+json')
      const manifest = await response.json()
      expect(manifest).toMatchObject({
        name: seededFirm.name,
        short_name: seededFirm.name,
        start_url: '/',
        theme_color: '#0a2a52',
        background_color: '#ffffff',
      })
      expect(manifest.icons.length).toBeGreaterThan(0)
      for (const icon of manifest.icons as { src: string; sizes: string }[]) {
        const [width, height] = icon.sizes.split('x').map(Number)
        await expectPng(request, icon.src, width ?? 0, height ?? 0)
      }
    },
  )

  test('the header shows the monogram beside the firm’s name, which names the home link, in one row', async ({
    page,
    expectAccessible,
    expectNoHorizontalScroll,
  }) => {
    await page.goto('/services')
    const home = page.getByRole('banner').getByRole('link', { name: seededFirm.name, exact: true })
    await expect(home).toHaveAttribute('href', '/')
    const monogram = home.locator('svg')
    await expect(monogram).toBeVisible()
    await expect(monogram).toHaveAttribute('aria-hidden', 'true')
    await home.focus()
    await expect(home).toHaveCSS('outline-style', 'solid')
    // One row: 12 px above and below the 48 px controls, and its border; a wrapped name or menu
    // entry would make it taller.
    expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThanOrEqual(73)
    await expectNoHorizontalScroll()
    await expectAccessible()
  })

  test('a page load asks for nothing that is missing (no favicon 404)', async ({ page }) => {
    const failures: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text())
    })
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
    })
    const favicon = page.waitForResponse((response) => new URL(response.url()).pathname === '/icon')
    await page.goto('/services/estate-planning', { waitUntil: 'networkidle' })
    expect((await favicon).status()).toBe(200)
    expect(failures).toEqual([])
  })
})
