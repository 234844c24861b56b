import { describe, expect, it } from 'vitest'

import {
  bodyLengthRefusal,
  contentTypeRefusal,
  crossSiteWriteRefusal,
  defaultBodyLimitBytes,
  isAdminPath,
  isMultipartFormData,
  methodAndPathRefusal,
  multipartLimitsFor,
  type BodyLine,
} from './request-screen'

const uploadLimitBytes = 20 * 1024 * 1024
const handled = 'handled by the app'

const screenLine = (method: string, url = '/') =>
  methodAndPathRefusal(method, url)?.status ?? handled

const screenBody = (line: Partial<BodyLine>) =>
  bodyLengthRefusal(
    {
      method: 'POST',
      url: '/',
      contentLength: undefined,
      transferEncoding: undefined,
      isStaff: false,
      ...line,
    },
    { uploadLimitBytes },
  )?.status ?? handled

describe('methods', () => {
  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s is handled', (method) =>
    expect(screenLine(method)).toBe(handled),
  )
  it.each(['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'get'])('%s is refused with 405', (method) =>
    expect(screenLine(method)).toBe(405),
  )
})

describe('addresses', () => {
  it.each([
    '/',
    '/services/estate-planning',
    '/blog?q=caf%C3%A9&page=2',
    '/search?q=50%25+off',
    '/search?q=a%2Fb',
    '/api/pages?where[title][equals]=About',
    '/%E2%9C%93',
  ])('%s is handled', (url) => expect(screenLine('GET', url)).toBe(handled))

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
    '/about%2Fteam',
    '/files/blog-pdfs%2F..%2Fsecret.pdf',
    '/../etc/passwd',
    '*',
    'http://example.com/',
  ])('%s is refused with 400', (url) => expect(screenLine('GET', url)).toBe(400))
})

describe('Payload API queries', () => {
  it.each([
    '/api/pages?page=2&limit=10&depth=1',
    '/api/pages?where[title][equals]=About&limit=0',
    '/api/globals/site-settings',
    '/pricing?where=anything',
  ])('%s is handled', (url) => expect(screenLine('GET', url)).toBe(handled))

  it.each([
    '/api/pages?page=1e50',
    '/api/pages?limit=1e50',
    '/api/pages?limit=-1',
    '/api/pages?depth=abc',
    '/api/pages?page=1000000',
    '/api/pages?where=abc',
  ])('%s is refused with 400', (url) => expect(screenLine('GET', url)).toBe(400))

  it.each(['/api/payload-migrations', '/api/payload-migrations/1', '/api/users/verify/abc'])(
    '%s is not served (404)',
    (url) => expect(screenLine('GET', url)).toBe(404),
  )
})

describe('bodies', () => {
  it('takes a body up to the limit', () =>
    expect(screenBody({ contentLength: String(defaultBodyLimitBytes) })).toBe(handled))
  it('refuses a body over the limit with 413', () =>
    expect(screenBody({ contentLength: String(defaultBodyLimitBytes + 1) })).toBe(413))
  it("lets a staff member's uploads be larger, up to the upload limit", () => {
    const staff = { isStaff: true, contentLength: '5000000' }
    expect(screenBody({ ...staff, url: '/api/media' })).toBe(handled)
    expect(screenBody({ ...staff, method: 'PATCH', url: '/api/media/7?depth=0' })).toBe(handled)
    expect(
      screenBody({ ...staff, url: '/api/media', contentLength: String(uploadLimitBytes + 1) }),
    ).toBe(413)
    expect(screenBody({ ...staff, url: '/api/mediathek' })).toBe(413)
  })
  it("keeps a visitor's upload to the limit of any other body", () =>
    expect(screenBody({ url: '/api/media', contentLength: '5000000' })).toBe(413))
  it('refuses a streamed body of unknown length with 411', () =>
    expect(screenBody({ transferEncoding: 'chunked' })).toBe(411))
  it('lets the search endpoint, which caps what it reads, take a streamed body', () => {
    expect(screenBody({ url: '/api/search', transferEncoding: 'chunked' })).toBe(handled)
    expect(
      screenBody({ url: '/api/search/1/indexes/*/queries', transferEncoding: 'chunked' }),
    ).toBe(handled)
    expect(screenBody({ url: '/api/searches', transferEncoding: 'chunked' })).toBe(411)
  })
  it('refuses a length that is not a number with 400', () => {
    expect(screenBody({ method: 'PUT', contentLength: '1e9' })).toBe(400)
    expect(screenBody({ method: 'PUT', contentLength: '9'.repeat(16) })).toBe(400)
  })
  it('handles a bodiless POST and ignores lengths on GET', () => {
    expect(screenBody({})).toBe(handled)
    expect(screenBody({ method: 'GET', contentLength: '99999999' })).toBe(handled)
  })
})

describe('writes from other sites', () => {
  const screen = (method: string, origin: string | undefined) =>
    crossSiteWriteRefusal({ method, origin, host: 'www.example.com' })?.status ?? handled
  it.each([
    ['the same site', 'https://www.example.com'],
    ['the same site over plain HTTP behind a proxy', 'http://www.example.com'],
    ['no browser (no Origin)', undefined],
  ])('a post from %s is handled', (_name, origin) => expect(screen('POST', origin)).toBe(handled))
  it.each(['https://evil.example', 'null', 'https://www.example.com.evil.example'])(
    'a post from %s is refused with 403',
    (origin) => expect(screen('DELETE', origin)).toBe(403),
  )
  it('a page view linked from another site is handled', () =>
    expect(screen('GET', 'https://evil.example')).toBe(handled))
})

describe('multipart bodies', () => {
  const screen = (method: string, contentType: string | undefined) =>
    contentTypeRefusal(method, contentType)?.status ?? handled
  it.each([
    ['POST', 'multipart/form-data; boundary=x'],
    ['PATCH', 'Multipart/Form-Data; boundary=x'],
    ['POST', 'application/json'],
    ['POST', undefined],
    ['GET', 'multipart/mixed; boundary=x'],
  ])('%s of %s is handled', (method, contentType) =>
    expect(screen(method, contentType)).toBe(handled),
  )
  it.each(['multipart/mixed; boundary=x', 'multipart/related; boundary=x', 'multipart/'])(
    'a post of %s is refused with 415',
    (contentType) => expect(screen('POST', contentType)).toBe(415),
  )
  it('tells a form from other bodies', () => {
    expect(isMultipartFormData('multipart/form-data; boundary=x')).toBe(true)
    expect(isMultipartFormData('application/json')).toBe(false)
    expect(isMultipartFormData(undefined)).toBe(false)
  })
  it('lets staff send one file, visitors none, both a hundred parts at most', () => {
    expect(multipartLimitsFor(true)).toMatchObject({ parts: 100, files: 1 })
    expect(multipartLimitsFor(false)).toMatchObject({ parts: 100, files: 0 })
  })
})

describe('isAdminPath', () => {
  it.each(['/admin', '/admin/', '/admin/collections/posts'])('%s is the admin’s', (path) => {
    expect(isAdminPath(path)).toBe(true)
  })
  it.each(['/', '/administration', '/blog/admin', '/admins/x'])('%s is not', (path) => {
    expect(isAdminPath(path)).toBe(false)
  })
})
