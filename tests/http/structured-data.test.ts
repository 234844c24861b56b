/** The JSON-LD in the HTML the server sends, as a search engine reads it (no script run). */
import { describe, expect, test } from 'vitest'

import { seededFirm } from '../support/seeded-firm'
import { expectPng, get, htmlOf, jsonLdOf, lastModOf, ofType, siteUrl } from './support/site'

describe('structured data', () => {
  test('the home page describes the firm with its real opening hours and the site search', async () => {
    const nodes = await jsonLdOf('/')
    const [firm] = ofType(nodes, 'LegalService')
    expect(firm?.telephone).toBe('+13035550142')
    expect(firm?.priceRange).toBe('Fixed Fees')
    expect(firm?.founder).toMatchObject({ '@type': 'Person', name: seededFirm.attorney })
    expect(firm?.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: '09:00',
        closes: '17:00',
      },
    ])
    const [website] = ofType(nodes, 'WebSite') as Array<{
      url: string
      potentialAction: { target: { urlTemplate: string } }
    }>
    expect(website?.url).toBe(`${siteUrl}/`)
    // The search box a search engine may show lands on the site's own search page.
    const template = website?.potentialAction.target.urlTemplate ?? ''
    expect(template).toBe(`${siteUrl}/search?q={search_term_string}`)
    const landing = await get(template.replace('{search_term_string}', 'probate'))
    expect(landing.status).toBe(200)
    expect(await landing.text()).toContain('for “probate”')
  })

  test('a post’s BlogPosting has an image that loads and the date the sitemap gives it', async () => {
    const path = '/blog/chapter-7-or-chapter-13'
    const [posting] = ofType(await jsonLdOf(path), 'BlogPosting')
    expect(posting?.image).toBe(`${siteUrl}/og${path}`)
    await expectPng(new URL(String(posting?.image)).pathname, 1200, 630)
    expect(posting?.dateModified).toBe('2026-03-10T15:00:00.000Z')
    expect(await lastModOf(path)).toBe(posting?.dateModified)
  })

  test('the firm’s LegalService names a logo and an image that load', async () => {
    const [firm] = ofType(await jsonLdOf('/contact'), 'LegalService')
    expect(firm).toMatchObject({ name: seededFirm.name })
    const logo = new URL(String(firm?.logo))
    const image = new URL(String(firm?.image))
    expect(logo.origin).toBe(siteUrl)
    await expectPng(logo.pathname, 180, 180)
    await expectPng(image.pathname, 1200, 630)
  })

  test('the about page’s Person carries only properties a Person has', async () => {
    const [person] = ofType(await jsonLdOf('/about'), 'Person')
    expect(person).toMatchObject({ name: seededFirm.attorney, knowsAbout: expect.any(Array) })
    expect(person).not.toHaveProperty('areaServed')
  })

  test('a service page describes its breadcrumbs', async () => {
    const [crumbs] = ofType(
      await jsonLdOf('/services/estate-planning'),
      'BreadcrumbList',
    ) as Array<{
      itemListElement: { name: string }[]
    }>
    expect(crumbs?.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Services',
      'Estate Planning',
    ])
  })

  test('each service page names its own line’s local keywords and the areas served', async () => {
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
      const [webPage] = ofType(await jsonLdOf(path), 'WebPage')
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
    const [about] = ofType(await jsonLdOf('/about'), 'WebPage')
    expect(about).toBeUndefined()
  })

  test('FAQPage marks up a page whose content is its questions, not the category pages that repeat one', async () => {
    const [faq] = ofType(await jsonLdOf('/services/estate-planning'), 'FAQPage')
    expect(faq?.mainEntity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'Question', name: 'Should I have a will or a trust?' }),
      ]),
    )
    for (const category of ['estate-planning', 'small-business', 'bankruptcy', 'nonprofits']) {
      const path = `/blog/categories/${category}`
      expect(await htmlOf(path), path).toContain('Are these articles legal advice?')
      expect(ofType(await jsonLdOf(path), 'FAQPage'), path).toEqual([])
    }
  })
})
