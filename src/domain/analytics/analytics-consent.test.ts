import { describe, expect, test } from 'vitest'

import {
  analyticsConsentCookie,
  googleTagCookieDeletions,
  readAnalyticsConsent,
} from './analytics-consent'

describe('readAnalyticsConsent', () => {
  test.each([
    [undefined, null],
    ['', null],
    ['analytics-consent=granted', 'granted'],
    ['theme=dark; analytics-consent=denied; other=1', 'denied'],
    [' analytics-consent = granted ', 'granted'],
    ['analytics-consent=yes', null],
    ['analytics-consent', null],
    ['my-analytics-consent=granted', null],
  ] as const)('%j reads as %j', (cookieHeader, consent) => {
    expect(readAnalyticsConsent(cookieHeader)).toBe(consent)
  })
})

describe('analyticsConsentCookie', () => {
  test('remembers the choice site-wide for about six months, first-party only', () => {
    expect(analyticsConsentCookie('granted', { isSecure: false })).toBe(
      'analytics-consent=granted; Path=/; Max-Age=15552000; SameSite=Lax',
    )
  })

  test('is sent only over HTTPS when the site is served over HTTPS', () => {
    expect(analyticsConsentCookie('denied', { isSecure: true })).toBe(
      'analytics-consent=denied; Path=/; Max-Age=15552000; SameSite=Lax; Secure',
    )
  })
})

describe('googleTagCookieDeletions', () => {
  test('expires the Google tag cookies on the host and every parent domain', () => {
    expect(
      googleTagCookieDeletions(
        '_ga=GA1.1.1.2; analytics-consent=granted; _ga_ABC123=GS1.1; _gaX=1',
        'www.example.com',
      ),
    ).toEqual([
      '_ga=; Path=/; Max-Age=0',
      '_ga=; Path=/; Max-Age=0; Domain=www.example.com',
      '_ga=; Path=/; Max-Age=0; Domain=example.com',
      '_ga_ABC123=; Path=/; Max-Age=0',
      '_ga_ABC123=; Path=/; Max-Age=0; Domain=www.example.com',
      '_ga_ABC123=; Path=/; Max-Age=0; Domain=example.com',
    ])
  })

  test('on a host without dots only the host-only cookie is expired', () => {
    expect(googleTagCookieDeletions('_ga=GA1.1.1.2', 'localhost')).toEqual([
      '_ga=; Path=/; Max-Age=0',
    ])
  })

  test('touches nothing when the tag set no cookie', () => {
    expect(googleTagCookieDeletions('analytics-consent=granted', 'example.com')).toEqual([])
  })
})
