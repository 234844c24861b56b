import { describe, expect, test } from 'vitest'

import {
  contentSecurityPolicy,
  withGoogleTagSources,
  withSameOriginFraming,
} from './security-headers'

const publicPolicy = contentSecurityPolicy({ isDevelopment: false, isAdmin: false })

const directive = (policy: string, name: string) =>
  policy.split('; ').find((candidate) => candidate.startsWith(`${name} `))

describe('the Content-Security-Policy', () => {
  test('names no Google host unless the visitor agreed to analytics', () => {
    expect(publicPolicy).not.toMatch(/google/)
  })

  test('with the Google tag allowed, scripts, beacons and pixels may reach its hosts', () => {
    const policy = withGoogleTagSources(publicPolicy)
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'unsafe-inline' https://*.googletagmanager.com",
    )
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    )
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com",
    )
  })

  test('allowing the Google tag loosens nothing else', () => {
    const others = (policy: string) =>
      policy.split('; ').filter((name) => !/^(script|img|connect)-src /.test(name))
    expect(others(withGoogleTagSources(publicPolicy))).toEqual(others(publicPolicy))
    expect(withGoogleTagSources(publicPolicy)).not.toMatch(/unsafe-eval|frame-src https/)
  })
})

describe('framing', () => {
  const adminPolicy = contentSecurityPolicy({ isDevelopment: false, isAdmin: true })

  test('public pages frame nothing and may not be framed', () => {
    expect(directive(publicPolicy, 'frame-src')).toBe("frame-src 'none'")
    expect(directive(publicPolicy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
  })

  test("the admin may frame the site's own pages (live preview), nothing from elsewhere", () => {
    expect(directive(adminPolicy, 'frame-src')).toBe("frame-src 'self'")
    expect(directive(adminPolicy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })

  test('a draft-view page may be framed by the site itself and still frames nothing', () => {
    const draftView = withSameOriginFraming(publicPolicy)
    expect(directive(draftView, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(draftView, 'frame-src')).toBe("frame-src 'none'")
  })
})
