/**
 * What the server-rendered pages say about themselves: descriptions, canonical addresses, share
 * cards and their images, icons, and that prerendered pages arrive whole.
 */
import { describe, expect, test } from 'vitest'

import { seededPages } from '../support/seeded-pages'
import { expectPng, get, htmlOf, linkHref, metaContent, siteUrl } from './support/site'

describe('descriptions and canonical addresses', () => {
  test('the home page has a description, a canonical URL and social cards', async () => {
    const html = await htmlOf('/')
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/)
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}"`)
    expect(html).toContain(
      '<meta property="og:title" content="Juniper Hill Law | Colorado Estate Planning',
    )
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
  })

  test('every page has a description of its own', async () => {
    const descriptions = new Map<string, string>()
    for (const { path, canonical } of seededPages) {
      if (canonical) continue
      const description = metaContent(await htmlOf(path), 'name', 'description')
      expect(description?.length, path).toBeGreaterThanOrEqual(50)
      expect([...descriptions.values()], path).not.toContain(description)
      descriptions.set(path, description ?? '')
    }
  })
})

describe('share cards', () => {
  for (const { path, card } of [
    { path: '/', card: '/og' },
    { path: '/services/estate-planning', card: '/og/services/estate-planning' },
    { path: '/about-us', card: '/og/about' },
    // A page without a card of its own shows the home page's.
    { path: '/landings/booking', card: '/og' },
    { path: '/blog/chapter-7-or-chapter-13', card: '/og/blog/chapter-7-or-chapter-13' },
    { path: '/blog/categories/bankruptcy', card: '/og/blog/categories/bankruptcy' },
  ]) {
    test(`${path} names its share card ${card} for Open Graph and X`, async () => {
      const html = await htmlOf(path)
      expect(metaContent(html, 'property', 'og:image')).toBe(`${siteUrl}${card}`)
      expect(metaContent(html, 'property', 'og:image:width')).toBe('1200')
      expect(metaContent(html, 'property', 'og:image:height')).toBe('630')
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image')
      expect(metaContent(html, 'name', 'twitter:image')).toBe(`${siteUrl}${card}`)
      await expectPng(card, 1200, 630)
    })
  }

  test('the Roth tool has a share card of its own', async () => {
    const html = await htmlOf('/tools/RothConversionModel')
    const card = metaContent(html, 'property', 'og:image') ?? ''
    expect(card).toMatch(
      new RegExp(`^${siteUrl}/tools/RothConversionModel/opengraph-image-\\w+(\\?\\w+)?$`),
    )
    expect(metaContent(html, 'property', 'og:image:alt')).toBe('Roth Conversion Analysis Tool')
    expect(metaContent(html, 'name', 'twitter:image')).toBe(card)
    await expectPng(card, 1200, 630)
  })

  test('a card for no page is a 404, and so is an alias’s (it shares its page’s)', async () => {
    for (const path of [
      '/og/no-such-page',
      '/og/services/no-such-page',
      '/og/about-us',
      '/og/blog/no-such-post',
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  test('a link-preview bot gets the card too', async () => {
    const response = await get('/og/about', { 'User-Agent': 'Twitterbot/1.0' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
  })
})

describe('icons', () => {
  for (const path of ['/', '/services/estate-planning', '/no-such-page']) {
    test(`${path} links the favicon, the Apple touch icon and the web manifest`, async () => {
      const html = await htmlOf(path)
      await expectPng(linkHref(html, 'icon') ?? '', 32, 32)
      await expectPng(linkHref(html, 'apple-touch-icon') ?? '', 180, 180)
      expect(linkHref(html, 'manifest')).toBe('/manifest.webmanifest')
    })
  }
})

describe('the HTML the server sends', () => {
  test('prerendered pages come whole from the server: no part is left for the browser to render', async () => {
    for (const path of ['/', '/policies/fees', '/blog', '/services/estate-planning', '/about']) {
      const html = await htmlOf(path)
      expect(html, path).toContain('data-testid="loading-bar"')
      // React's mark of a Suspense boundary that bailed out to client rendering.
      expect(html, path).not.toContain('<!--$!-->')
      expect(html, path).not.toContain('BAILOUT_TO_CLIENT_SIDE_RENDERING')
    }
  })

  test('lists in the text are valid HTML: only numbered items carry a number', async () => {
    const html = await htmlOf('/policies/fees')
    const bulletLists = [...html.matchAll(/<ul[^>]*>([\s\S]*?)<\/ul>/g)].map(([, items]) => items)
    const bulletItems = bulletLists.flatMap((items = '') => items.match(/<li[^>]*>/g) ?? [])
    expect(bulletItems.length).toBeGreaterThan(0)
    expect(bulletItems.filter((item) => / value="/.test(item))).toEqual([])
  })
})
