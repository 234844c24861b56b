import type { APIRequestContext } from '@playwright/test'

import { e2eEnv } from '../support/e2e-env'
import { expect, seededFirm, test } from '../support/fixtures'
import { expectPng } from '../support/png'

const siteUrl = e2eEnv.NEXT_PUBLIC_SITE_URL
const desktopBrowser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

type Node = Record<string, unknown>

/** The JSON-LD nodes in the HTML the server sends for `path` (no script run), arrays flattened. */
async function jsonLdOf(request: APIRequestContext, path: string): Promise<Node[]> {
  const response = await request.get(path, { headers: { 'User-Agent': desktopBrowser } })
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const scripts = html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)
  return [...scripts].flatMap(([, json]) => [JSON.parse(json ?? 'null')].flat() as Node[])
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type)

/** The `<lastmod>` the sitemap gives `path`. */
async function lastModOf(request: APIRequestContext, path: string) {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const entry = new RegExp(`<loc>${siteUrl}${path}</loc>\\s*<lastmod>([^<]+)</lastmod>`)
  return entry.exec(sitemap)?.[1]
}

test.describe('structured data, in the HTML the server sends', { tag: '@any-width' }, () => {
  test('a post’s BlogPosting has an image that loads and the date the sitemap gives it', async ({
    request,
  }) => {
    const path = '/blog/chapter-7-or-chapter-13'
    const [posting] = ofType(await jsonLdOf(request, path), 'BlogPosting')
    expect(posting?.image).toBe(`${siteUrl}/og${path}`)
    await expectPng(request, new URL(String(posting?.image)).pathname, 1200, 630)
    expect(posting?.dateModified).toBe('2026-03-10T15:00:00.000Z')
    expect(await lastModOf(request, path)).toBe(posting?.dateModified)
  })

  test('the firm’s LegalService names a logo and an image that load', async ({ request }) => {
    const [firm] = ofType(await jsonLdOf(request, '/contact'), 'LegalService')
    expect(firm).toMatchObject({ name: seededFirm.name })
    const logo = new URL(String(firm?.logo))
    const image = new URL(String(firm?.image))
    expect(logo.origin).toBe(siteUrl)
    await expectPng(request, logo.pathname, 180, 180)
    await expectPng(request, image.pathname, 1200, 630)
  })

  test('the about page’s Person carries only properties a Person has', async ({ request }) => {
    const [person] = ofType(await jsonLdOf(request, '/about'), 'Person')
    expect(person).toMatchObject({ name: seededFirm.attorney, knowsAbout: expect.any(Array) })
    expect(person).not.toHaveProperty('areaServed')
  })

  test('each service page names its own line’s local keywords and the areas served', async ({
    request,
  }) => {
    const lines = [
      ['/services/estate-planning', 'Estate planning', 'wills and trusts Lakewood'],
      [
        '/services/estate-planning/gun-trusts',
        'Estate planning',
        'estate planning Jefferson County',
      ],
      ['/services/small-business', 'Small business', 'LLC formation Colorado'],
      ['/services/bankruptcy', 'Bankruptcy', 'Chapter 7 Colorado'],
      ['/services/nonprofits', 'Nonprofits', '501(c)(3) application'],
    ] as const
    for (const [path, serviceType, keyword] of lines) {
      const [webPage] = ofType(await jsonLdOf(request, path), 'WebPage')
      expect(webPage, path).toMatchObject({
        '@id': `${siteUrl}${path}`,
        keywords: expect.arrayContaining([keyword]),
        about: {
          '@type': 'Service',
          serviceType,
          provider: { '@id': `${siteUrl}/#firm` },
          areaServed: expect.arrayContaining([{ '@type': 'AdministrativeArea', name: 'Lakewood' }]),
        },
      })
      const others = lines.filter(([, type]) => type !== serviceType).map(([, , other]) => other)
      for (const other of others) expect(webPage?.keywords, path).not.toContain(other)
    }
    const [about] = ofType(await jsonLdOf(request, '/about'), 'WebPage')
    expect(about).toBeUndefined()
  })

  test('FAQPage marks up a page whose content is its questions, not the category pages that repeat one', async ({
    request,
  }) => {
    const [faq] = ofType(await jsonLdOf(request, '/services/estate-planning'), 'FAQPage')
    expect(faq?.mainEntity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'Question', name: 'Should I have a will or a trust?' }),
      ]),
    )
    for (const category of ['estate-planning', 'small-business', 'bankruptcy', 'nonprofits']) {
      const path = `/blog/categories/${category}`
      const page = await request.get(path, { headers: { 'User-Agent': desktopBrowser } })
      expect(await page.text(), path).toContain('Are these articles legal advice?')
      expect(ofType(await jsonLdOf(request, path), 'FAQPage'), path).toEqual([])
    }
  })
})

test.describe('favicon and sitemap', { tag: '@any-width' }, () => {
  test('/favicon.ico is the monogram as an icon file, kept a day', async ({ request }) => {
    const response = await request.get('/favicon.ico')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/x-icon')
    expect(response.headers()['cache-control']).toMatch(/(^|[ ,])public[ ,].*max-age=86400/)
    const ico = await response.body()
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0])
    expect([ico[6], ico[7]]).toEqual([32, 32])
    expect(ico.subarray(23, 26).toString('latin1')).toBe('PNG')
    expect(ico.readUInt32LE(14)).toBe(ico.length - 22)
  })

  test('the sitemap lists the category and topic indexes, dated like their posts', async ({
    request,
  }) => {
    const newest = await lastModOf(request, '/blog')
    expect(newest).toMatch(/^2026-\d\d-\d\dT/)
    expect(await lastModOf(request, '/blog/categories')).toBe(newest)
    expect(await lastModOf(request, '/blog/tags')).toBe(newest)
    // Dated by the posts' own dates, not by when the database was seeded.
    expect(await lastModOf(request, '/blog/categories/bankruptcy')).toBe(
      await lastModOf(request, '/blog/bankruptcy-automatic-stay'),
    )
  })
})
