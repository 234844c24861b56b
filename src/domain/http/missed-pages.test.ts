import { describe, expect, test } from 'vitest'

import {
  countedPathMaxLength,
  isCountedMissPath,
  isPageAddress,
  missedPageTotals,
  missSources,
  referrerHostOf,
} from './missed-pages'

describe('which addresses are pages', () => {
  test.each([
    ['/old-estate-page', true],
    ['/', true],
    ['/administrator', true],
    ['/admin', false],
    ['/admin/collections/posts', false],
    ['/api/users', false],
    ['/api', false],
    ['/next/known-paths', false],
    ['/_next/static/chunks/x.js', false],
  ])('%s: %s', (path, expected) => expect(isPageAddress(path)).toBe(expected))
})

describe('which misses are counted', () => {
  test.each([
    ['/services/estate-planing', true],
    ['/old-site/about.html', true],
    ['/old-site/ABOUT.HTM', true],
    ['/downloads/fees-2019.pdf', true],
    ['/blog/2019/03/roth-ira', true],
    ['/café-menu', true],
    ['/wp-login.php', false],
    ['/.env', false],
    ['/.git/config', false],
    ['/static/app.js', false],
    ['/logo.png', false],
    ['/with space', false],
    ['/tab\there', false],
    ['relative', false],
    [`/${'a'.repeat(countedPathMaxLength - 1)}`, true],
    [`/${'a'.repeat(countedPathMaxLength)}`, false],
  ])('%s: %s', (path, expected) => expect(isCountedMissPath(path)).toBe(expected))
})

describe('the referring host', () => {
  test.each([
    [undefined, ''],
    ['', ''],
    ['https://www.Example.com/some/page?q=my+name', 'www.example.com'],
    ['http://localhost:3000/contact', 'localhost'],
    ['android-app://com.google.android.gm/', ''],
    ['not a url', ''],
  ])('%s → %s', (referer, host) => expect(referrerHostOf(referer)).toBe(host))
})

describe('the report’s totals', () => {
  const day1 = new Date('2026-11-24T10:00:00Z')
  const day2 = new Date('2026-11-25T10:00:00Z')

  test('sums per address, largest first, with its most frequent hosts', () => {
    const totals = missedPageTotals([
      { path: '/a', referrerHost: 'x.example', total: 1, lastSeenAt: day1 },
      { path: '/b', referrerHost: '', total: 2, lastSeenAt: day1 },
      { path: '/b', referrerHost: 'y.example', total: 3, lastSeenAt: day2 },
      { path: '/b', referrerHost: 'z.example', total: 4, lastSeenAt: day1 },
      { path: '/b', referrerHost: 'w.example', total: 1, lastSeenAt: day1 },
      { path: '/b', referrerHost: 'v.example', total: 1, lastSeenAt: day1 },
    ])
    expect(totals).toEqual([
      {
        path: '/b',
        total: 11,
        lastSeenAt: day2,
        referrerHosts: ['z.example', 'y.example', 'v.example'],
        hasDirectMisses: true,
      },
      {
        path: '/a',
        total: 1,
        lastSeenAt: day1,
        referrerHosts: ['x.example'],
        hasDirectMisses: false,
      },
    ])
  })

  test('equal totals: the latest first, then by address', () => {
    const totals = missedPageTotals([
      { path: '/c', referrerHost: '', total: 2, lastSeenAt: day1 },
      { path: '/b', referrerHost: '', total: 2, lastSeenAt: day1 },
      { path: '/a', referrerHost: '', total: 2, lastSeenAt: day2 },
    ])
    expect(totals.map((total) => total.path)).toEqual(['/a', '/b', '/c'])
  })
})

describe('the sources of a miss', () => {
  test('names each source for staff', () => {
    expect(missSources.map(({ value }) => value)).toEqual(['visitor', 'bot'])
  })
})
