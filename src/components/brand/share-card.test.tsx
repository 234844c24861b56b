import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { renderShareCard } from './share-card'

const firm = { name: 'Juniper Hill Law', siteUrl: 'https://juniper.example.com', tagline: null }

/** The card's pixels, decoded, after checking it is a 1200×630 PNG answered 200. */
async function cardPixels(title: string) {
  const response = await renderShareCard(title, firm)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true })
  expect({ width: info.width, height: info.height }).toEqual({ width: 1200, height: 630 })
  return data
}

let fetches: string[]

beforeEach(() => {
  fetches = []
  const localFetch = globalThis.fetch
  // Cards draw from the fonts the site ships: a request for a glyph elsewhere is a failure.
  // next/og reads its own layout engine through fetch from a data: URL, which stays local.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.startsWith('data:')) return localFetch(input, init)
    fetches.push(url)
    throw new Error('Share cards must not fetch')
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  expect(fetches).toEqual([])
})

describe('renderShareCard', () => {
  // Two titles of one script, as long as each other, differing in letters only: drawn as boxes
  // (no glyph), or with letters left out, the two cards are the same picture.
  test.each([
    ['Cyrillic', 'Наследство и завещание', 'Банкротство и долговые'],
    ['Greek', 'Κληρονομικό δίκαιο', 'Πτωχευτικό δίκαιο'],
    ['Vietnamese', 'Di chúc ở Việt Nam', 'Di chúc ở Viết Nam'],
    ['symbols', 'Ready ✓ → sign', 'Ready → ✓ sign'],
  ])('draws %s letters from the shipped fonts', async (_, title, other) => {
    const [card, otherCard] = await Promise.all([cardPixels(title), cardPixels(other)])
    expect(card.equals(otherCard)).toBe(false)
  })

  test('an emoji in a title leaves the rest of the title drawn', async () => {
    const [withEmoji, without] = await Promise.all([
      cardPixels('Planning ahead 🎉 together'),
      cardPixels('Planning ahead together'),
    ])
    expect(withEmoji.equals(without)).toBe(true)
  })
})
