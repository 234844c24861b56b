import { describe, expect, it } from 'vitest'

import {
  shareCardHost,
  shareCardOpenGraphImage,
  shareCardPath,
  shareCardTitle,
  shareCardTitleSizePx,
} from './share-card'

describe('shareCardPath', () => {
  it.each([
    ['/', '/og'],
    ['/about', '/og/about'],
    ['/services/estate-planning', '/og/services/estate-planning'],
  ])('%s has its card at %s', (pagePath, cardPath) =>
    expect(shareCardPath(pagePath)).toBe(cardPath),
  )
})

describe('shareCardOpenGraphImage', () => {
  it('names the card’s address, size, type and title', () =>
    expect(shareCardOpenGraphImage('/services', 'Services')).toEqual({
      url: '/og/services',
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'Services',
    }))
})

describe('shareCardTitle', () => {
  const firm = 'Juniper Hill Law'
  it.each([
    ['Juniper Hill Law | Colorado Estate Planning', 'Colorado Estate Planning'],
    ['Colorado Estate Planning – Juniper Hill Law', 'Colorado Estate Planning'],
    ['juniper hill law: Fees', 'Fees'],
    ['Estate Planning', 'Estate Planning'],
    ['  Gun Trusts ', 'Gun Trusts'],
    ['Juniper Hill Law', 'Juniper Hill Law'],
    ['Juniper Hill Lawyers', 'Juniper Hill Lawyers'],
    ['About Juniper Hill Law', 'About Juniper Hill Law'],
    ['Juniper Hill Law |', 'Juniper Hill Law |'],
  ])('%s shows as %s', (title, shown) => expect(shareCardTitle(title, firm)).toBe(shown))

  it('reads a name with pattern characters literally', () =>
    expect(shareCardTitle('Smith (and Sons) | Wills', 'Smith (and Sons)')).toBe('Wills'))
})

describe('shareCardTitleSizePx', () => {
  it.each([
    ['Gun Trusts', 88],
    ['x'.repeat(28), 88],
    ['Roth Conversion Analysis Tool', 72],
    ['x'.repeat(48), 72],
    ['x'.repeat(49), 60],
    ['x'.repeat(70), 60],
  ])('%s is drawn at %i px', (title, sizePx) => expect(shareCardTitleSizePx(title)).toBe(sizePx))
})

describe('shareCardHost', () => {
  it.each([
    ['http://localhost:4400', 'localhost:4400'],
    ['https://www.juniperhill.example/', 'juniperhill.example'],
    ['https://juniperhill.example', 'juniperhill.example'],
  ])('%s prints as %s', (siteUrl, host) => expect(shareCardHost(siteUrl)).toBe(host))
})
