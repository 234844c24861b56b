import { describe, expect, it } from 'vitest'

import { defaultBodyLimitBytes, screenRequest, type RequestLine } from './request-screen'

const uploadLimitBytes = 20 * 1024 * 1024
const screen = (request: Partial<RequestLine>) =>
  screenRequest(
    {
      method: 'GET',
      url: '/',
      contentLength: undefined,
      transferEncoding: undefined,
      origin: undefined,
      host: 'www.example.com',
      ...request,
    },
    { uploadLimitBytes },
  )?.status ?? 'handled by the app'

describe('methods', () => {
  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s is handled', (method) =>
    expect(screen({ method, contentLength: '0' })).toBe('handled by the app'),
  )
  it.each(['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'get'])('%s is refused with 405', (method) =>
    expect(screen({ method })).toBe(405),
  )
})

describe('addresses', () => {
  it.each([
    '/',
    '/services/estate-planning',
    '/blog?q=caf%C3%A9&page=2',
    '/search?q=50%25+off',
    '/api/pages?where[title][equals]=About',
    '/%E2%9C%93',
  ])('%s is handled', (url) => expect(screen({ url })).toBe('handled by the app'))

  it.each([
    '/%',
    '/%zz',
    '/%ED%A0%80',
    '/?q=%E0%A4%A',
    '/a%00.html',
    '/api/media/file/a.png%00.html',
    '/api/media/file/..%2f..%2fpackage.json',
    '/api/media/file/..%252fpackage.json',
    '/api/media/file/%5c..%5cpackage.json',
    '/../etc/passwd',
    '*',
    'http://example.com/',
  ])('%s is refused with 400', (url) => expect(screen({ url })).toBe(400))
})

describe('bodies', () => {
  it('takes a body up to the limit', () =>
    expect(screen({ method: 'POST', contentLength: String(defaultBodyLimitBytes) })).toBe(
      'handled by the app',
    ))
  it('refuses a body over the limit with 413', () =>
    expect(screen({ method: 'POST', contentLength: String(defaultBodyLimitBytes + 1) })).toBe(413))
  it('lets uploads be larger, up to the upload limit', () => {
    expect(screen({ method: 'POST', url: '/api/media', contentLength: '5000000' })).toBe(
      'handled by the app',
    )
    expect(screen({ method: 'PATCH', url: '/api/media/7', contentLength: '5000000' })).toBe(
      'handled by the app',
    )
    expect(
      screen({ method: 'POST', url: '/api/media', contentLength: String(uploadLimitBytes + 1) }),
    ).toBe(413)
    expect(screen({ method: 'POST', url: '/api/mediathek', contentLength: '5000000' })).toBe(413)
  })
  it('refuses a streamed body of unknown length with 411', () =>
    expect(screen({ method: 'POST', transferEncoding: 'chunked' })).toBe(411))
  it('lets the search endpoint, which caps what it reads, take a streamed body', () => {
    expect(screen({ method: 'POST', url: '/api/search', transferEncoding: 'chunked' })).toBe(
      'handled by the app',
    )
    expect(
      screen({
        method: 'POST',
        url: '/api/search/1/indexes/*/queries',
        transferEncoding: 'chunked',
      }),
    ).toBe('handled by the app')
    expect(screen({ method: 'POST', url: '/api/searches', transferEncoding: 'chunked' })).toBe(411)
  })
  it('refuses a length that is not a number with 400', () => {
    expect(screen({ method: 'PUT', contentLength: '1e9' })).toBe(400)
    expect(screen({ method: 'PUT', contentLength: '9'.repeat(16) })).toBe(400)
  })
  it('handles a bodiless POST and ignores lengths on GET', () => {
    expect(screen({ method: 'POST' })).toBe('handled by the app')
    expect(screen({ method: 'GET', contentLength: '99999999' })).toBe('handled by the app')
  })
})

describe('Payload API queries', () => {
  it.each([
    '/api/pages?page=2&limit=10&depth=1',
    '/api/pages?where[title][equals]=About&limit=0',
    '/api/globals/site-settings',
    '/pricing?where=anything',
  ])('%s is handled', (url) => expect(screen({ url })).toBe('handled by the app'))

  it.each([
    '/api/pages?page=1e50',
    '/api/pages?limit=1e50',
    '/api/pages?limit=-1',
    '/api/pages?depth=abc',
    '/api/pages?page=1000000',
    '/api/pages?where=abc',
  ])('%s is refused with 400', (url) => expect(screen({ url })).toBe(400))

  it.each(['/api/payload-migrations', '/api/payload-migrations/1', '/api/users/verify/abc'])(
    '%s is not served (404)',
    (url) => expect(screen({ url })).toBe(404),
  )
})

describe('writes from other sites', () => {
  it.each([
    ['the same site', 'https://www.example.com'],
    ['the same site over plain HTTP behind a proxy', 'http://www.example.com'],
  ])('a post from %s is handled', (_name, origin) =>
    expect(screen({ method: 'POST', origin })).toBe('handled by the app'),
  )
  it('a post without an Origin (not a browser) is handled', () =>
    expect(screen({ method: 'POST' })).toBe('handled by the app'))
  it.each(['https://evil.example', 'null', 'https://www.example.com.evil.example'])(
    'a post from %s is refused with 403',
    (origin) => expect(screen({ method: 'POST', origin })).toBe(403),
  )
  it('a page view linked from another site is handled', () =>
    expect(screen({ origin: 'https://evil.example' })).toBe('handled by the app'))
})
