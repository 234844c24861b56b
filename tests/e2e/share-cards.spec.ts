import { e2eEnv } from '../support/e2e-env'
import { expect, test } from '../support/fixtures'
import { expectPng } from '../support/png'

const siteUrl = e2eEnv.NEXT_PUBLIC_SITE_URL

/** The content of the first `<meta>` whose `attribute` is `name` in a server-rendered page. */
function metaContent(html: string, attribute: 'property' | 'name', name: string) {
  return new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1]
}

test.describe('share cards', () => {
  for (const { path, card } of [
    { path: '/', card: '/og' },
    { path: '/services/estate-planning', card: '/og/services/estate-planning' },
    { path: '/about-us', card: '/og/about' },
    // A page without a card of its own shows the home page's.
    { path: '/landings/booking', card: '/og' },
  ]) {
    test(
      `${path} names its share card ${card} for Open Graph and X in the server-rendered page`,
      { tag: '@any-width' },
      async ({ request }) => {
        const html = await (await request.get(path)).text()
        expect(metaContent(html, 'property', 'og:image')).toBe(`${siteUrl}${card}`)
        expect(metaContent(html, 'property', 'og:image:width')).toBe('1200')
        expect(metaContent(html, 'property', 'og:image:height')).toBe('630')
        expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image')
        expect(metaContent(html, 'name', 'twitter:image')).toBe(`${siteUrl}${card}`)
        await expectPng(request, `${siteUrl}${card}`, 1200, 630)
      },
    )
  }

  test('the Roth tool has a share card of its own', { tag: '@any-width' }, async ({ request }) => {
    const html = await (await request.get('/tools/RothConversionModel')).text()
    const card = metaContent(html, 'property', 'og:image') ?? ''
    expect(card).toMatch(
      new RegExp(`^${siteUrl}/tools/RothConversionModel/opengraph-image-\\w+(\\?\\w+)?$`),
    )
    expect(metaContent(html, 'property', 'og:image:alt')).toBe('Roth Conversion Analysis Tool')
    expect(metaContent(html, 'name', 'twitter:image')).toBe(card)
    await expectPng(request, card, 1200, 630)
  })

  test(
    'a card for no page is a 404, and so is an alias’s (it shares its page’s)',
    { tag: '@any-width' },
    async ({ request }) => {
      for (const path of ['/og/no-such-page', '/og/services/no-such-page', '/og/about-us']) {
        expect((await request.get(path)).status(), path).toBe(404)
      }
    },
  )

  test('a link-preview bot gets the card too', { tag: '@any-width' }, async ({ request }) => {
    const response = await request.get('/og/about', {
      headers: { 'user-agent': 'Twitterbot/1.0' },
    })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  })
})
