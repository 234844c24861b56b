/**
 * Items 6 and 7: oversized bodies are refused before they are read, and every malformed or
 * forbidden request gets its 4xx, logged as one warn line with no stack and no body.
 */
import { FormData, request } from 'undici'
import { describe, expect, test } from 'vitest'

import { fetchFrom, securityIpOrigin } from './support/client'
import { expectOneWarnLineAtMost } from './support/server-log'

const from = '127.0.0.81'
const twoMegabytes = 'x'.repeat(2 * 1024 * 1024)

describe('bodies over the limit are refused with 413', () => {
  test.each(['/api/users/login', '/api/graphql', '/api/pages', '/contact'])(
    'POST %s',
    async (path) => {
      const response = await fetchFrom(from, path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: twoMegabytes,
      })
      expect(response.status).toBe(413)
    },
  )

  test('a streamed body of unknown length is refused with 411', async () => {
    async function* body() {
      yield new TextEncoder().encode('{"email":"a@example.com"}')
    }
    const response = await fetchFrom(from, '/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body(),
      duplex: 'half',
    })
    expect(response.status).toBe(411)
  })
})

type Probe = [description: string, path: string, status: number]

const probes: Probe[] = [
  ['an undecodable escape', '/%', 400],
  ['an invalid escape', '/%zz', 400],
  ['an escaped lone surrogate', '/%ED%A0%80', 400],
  ['a NUL in a file name', '/api/media/file/a.png%00.html', 400],
  ['a double-encoded climb', '/api/media/file/..%252fpackage.json', 400],
  ['an anonymous read of the pages API', '/api/pages', 403],
  ['a page ID that is not a number', '/api/pages/abc', 403],
  ['a map operator on a text field', '/api/pages?where[title][near]=1,2', 403],
  ['a page number the database cannot take', '/api/pages?page=1e50', 400],
  ['a limit the database cannot take', '/api/pages?limit=1e50', 400],
  ['a where that is not a field query', '/api/pages?where=abc', 400],
  ['an unknown verification token', '/api/users/verify/abc', 404],
  ['the migrations table', '/api/payload-migrations', 404],
  ['a file no media document names', '/api/media/file/nope.png', 403],
  ['a site file that is not a post PDF', '/files/package.json', 404],
  ['an escaped climb out of the site files', '/files/blog-pdfs/..%2f..%2fpackage.json', 400],
  ['a post PDF that was never made', '/files/blog-pdfs/no-such-post.pdf', 404],
  ['a site file name too long for the disk', `/files/blog-pdfs/${'a'.repeat(300)}.pdf`, 404],
]

describe('client errors are 4xx, logged as one warn line without a stack', () => {
  test.each(probes)('%s (%s) → %i', async (_description, path, status) => {
    await expectOneWarnLineAtMost(async () => {
      const response = await fetchFrom(from, path)
      await response.arrayBuffer()
      expect(response.status).toBe(status)
    })
  })

  test('TRACE → 405 with the allowed methods', async () => {
    await expectOneWarnLineAtMost(async () => {
      const response = await request(`${securityIpOrigin}/`, { method: 'TRACE' })
      await response.body.arrayBuffer()
      expect(response.statusCode).toBe(405)
      expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    })
  })
})

describe('writes that are not allowed are client errors too', () => {
  test('an anonymous new testimonial → 403', async () => {
    await expectOneWarnLineAtMost(async () => {
      const response = await fetchFrom(from, '/api/testimonials', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ quote: 'Great!', name: 'A.' }),
      })
      await response.arrayBuffer()
      expect(response.status).toBe(403)
    })
  })

  test('a form posted to a page without a form → 400', async () => {
    const body = new FormData()
    body.append('anything', 'x')
    const response = await fetchFrom(from, '/about', { method: 'POST', body })
    await response.arrayBuffer()
    expect(response.status).toBe(400)
  })

  test.each(['/about', '/contact', '/api/pages', '/api/media'])(
    'a form body that is not well-formed multipart, posted to %s → 400',
    async (path) => {
      await expectOneWarnLineAtMost(async () => {
        const response = await fetchFrom(from, path, {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=probe' },
          body: '--probe\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary',
        })
        await response.arrayBuffer()
        expect(response.status).toBe(400)
      })
    },
  )

  test("the contact form posted from another site's page → 403", async () => {
    await expectOneWarnLineAtMost(async () => {
      const body = new FormData()
      body.append('name', 'Mallory')
      const response = await fetchFrom(from, '/contact', {
        method: 'POST',
        headers: { Origin: 'https://evil.example' },
        body,
      })
      await response.arrayBuffer()
      expect(response.status).toBe(403)
    })
  })
})
