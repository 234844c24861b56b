/** Robots, sitemap, health, build info, the web manifest, the favicon and the security headers. */
import { describe, expect, test } from 'vitest'

import { seededFirm } from '../support/seeded-firm'
import { expectPng, get, htmlOf, lastModOf, siteUrl } from './support/site'

describe('SEO and platform endpoints', () => {
  test('robots.txt keeps crawlers out of the admin and the API and names the sitemap', async () => {
    const body = await htmlOf('/robots.txt')
    expect(body).toContain('Disallow: /admin')
    expect(body).toContain('Disallow: /api')
    expect(body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })

  test('the sitemap lists the published pages and the tool, not hidden pages or aliases', async () => {
    const body = await htmlOf('/sitemap.xml')
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
  })

  test('the sitemap lists the category and topic indexes, dated like their posts', async () => {
    const newest = await lastModOf('/blog')
    expect(newest).toMatch(/^2026-\d\d-\d\dT/)
    expect(await lastModOf('/blog/categories')).toBe(newest)
    expect(await lastModOf('/blog/tags')).toBe(newest)
    // Dated by the posts' own dates, not by when the database was seeded.
    expect(await lastModOf('/blog/categories/bankruptcy')).toBe(
      await lastModOf('/blog/bankruptcy-automatic-stay'),
    )
  })

  for (const path of ['/blog/rss.xml', '/sitemap.xml']) {
    test(`${path} answers a reader that has it already with 304, and a changed copy with 200`, async () => {
      const first = await get(path, { 'Accept-Encoding': 'gzip' })
      expect(first.status).toBe(200)
      const firstBody = await first.text()
      const etag = first.headers.get('etag') ?? ''
      const lastModified = first.headers.get('last-modified') ?? ''
      expect(etag, 'an ETag').toMatch(/^(W\/)?"[^"]+"$/)
      expect(Date.parse(lastModified), 'a Last-Modified date').not.toBeNaN()

      const notModified: Array<Record<string, string>> = [
        { 'If-None-Match': etag },
        { 'If-None-Match': `"stale", ${etag}` },
        { 'If-Modified-Since': lastModified },
        { 'If-None-Match': etag, 'Accept-Encoding': 'br' },
      ]
      for (const headers of notModified) {
        const again = await get(path, headers)
        expect(again.status, JSON.stringify(headers)).toBe(304)
        expect(await again.text()).toBe('')
        expect(again.headers.get('etag')).toBe(etag)
      }
      const changed: Array<Record<string, string>> = [
        { 'If-None-Match': '"an-older-copy"' },
        { 'If-None-Match': '"an-older-copy"', 'If-Modified-Since': lastModified },
        { 'If-Modified-Since': new Date(Date.parse(lastModified) - 60_000).toUTCString() },
      ]
      for (const headers of changed) {
        const whole = await get(path, headers)
        expect(whole.status, JSON.stringify(headers)).toBe(200)
        expect(await whole.text()).toBe(firstBody)
      }
    })
  }

  test('the health endpoint reports the database', async () => {
    const response = await get('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' })
  })

  test('the build-info endpoint names the running build', async () => {
    const response = await get('/builds/latest.json')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(((await response.json()) as { id: string }).id).toMatch(/^[\w-]+-[a-z0-9]+$/)
  })

  test('every response carries the security headers and no X-Powered-By', async () => {
    for (const path of ['/', '/no-such-page', '/api/health']) {
      const { headers } = await get(path)
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(headers.get('content-security-policy')).not.toContain('unsafe-eval')
      expect(headers.get('strict-transport-security')).toContain('max-age=')
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(headers.get('permissions-policy')).toContain('camera=()')
      expect(headers.get('x-powered-by')).toBeNull()
    }
  })

  test('the admin asks for the one client hint it needs', async () => {
    expect((await get('/admin')).headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})

describe('icons and web manifest', () => {
  test('the web manifest names the firm in its colours, with icons that load', async () => {
    const response = await get('/manifest.webmanifest')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/manifest+json')
    const manifest = (await response.json()) as { icons: { src: string; sizes: string }[] }
    expect(manifest).toMatchObject({
      name: seededFirm.name,
      short_name: seededFirm.name,
      start_url: '/',
      theme_color: '#0a2a52',
      background_color: '#ffffff',
    })
    expect(manifest.icons.length).toBeGreaterThan(0)
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number)
      await expectPng(icon.src, width ?? 0, height ?? 0)
    }
  })

  test('/favicon.ico is the monogram as an icon file, kept a day', async () => {
    const response = await get('/favicon.ico')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/x-icon')
    expect(response.headers.get('cache-control')).toMatch(/(^|[ ,])public[ ,].*max-age=86400/)
    const ico = Buffer.from(await response.arrayBuffer())
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0])
    expect([ico[6], ico[7]]).toEqual([32, 32])
    expect(ico.subarray(23, 26).toString('latin1')).toBe('PNG')
    expect(ico.readUInt32LE(14)).toBe(ico.length - 22)
  })
})
