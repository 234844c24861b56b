/**
 * Issue 24: the front door's holes a second probe found. Uploads and many-part bodies are
 * refused before they are parsed, misses of every method are 404s that nothing renders or
 * stores, crawlers behind an HTTPS proxy get the page, refusals carry the pages' security
 * headers, `Expect: 100-continue` is refused before the client uploads, and a client that goes
 * away mid-body is not an error.
 */
import { existsSync, readdirSync } from 'node:fs'
import { connect } from 'node:net'

import { FormData, request } from 'undici'
import { describe, expect, test } from 'vitest'

import { nextBuildDir, readServerActionSources } from '@/lib/internals/next-build-output'

import { waitFor } from '../../scripts/support/server-process'
import { browserHeaders as browser, fetchFrom, securityIpOrigin } from './support/client'
import { securityPort } from './support/security-env'
import { expectOneWarnLineAtMost, loggedWhile } from './support/server-log'

const from = '127.0.0.83'
const boundary = 'probe'

/** A multipart body of `count` tiny parts (files when `filename` is set), closed properly. */
function manyParts(count: number, { filename }: { filename?: string } = {}): Buffer {
  const disposition = filename ? `name="f"; filename="${filename}"` : 'name="f"'
  const part = `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\nx\r\n`
  return Buffer.from(`${part.repeat(count)}--${boundary}--\r\n`)
}

const multipartHeaders = { 'Content-Type': `multipart/form-data; boundary=${boundary}` }

/** Sends `head` (and `body`) on a raw socket and gives the head of the server's first answer. */
function answerHeadOf(head: string, body = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(securityPort, '127.0.0.1', () => socket.write(head + body))
    let received = ''
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1')
      if (received.includes('\r\n\r\n')) {
        resolve(received.slice(0, received.indexOf('\r\n\r\n')))
        socket.destroy()
      }
    })
    socket.on('error', reject)
  })
}

/** The first line of the server's first answer to `head`. */
const firstLineOf = async (head: string) => (await answerHeadOf(head)).split('\r\n')[0]

describe('uploads and many-part bodies (item 1)', () => {
  test('a 20 MiB anonymous upload of 200,000 parts is refused by its length, unread', async () => {
    await expectOneWarnLineAtMost(async () => {
      const response = await fetchFrom(from, '/api/media', {
        method: 'POST',
        headers: multipartHeaders,
        body: manyParts(200_000, { filename: 'a' }),
      })
      await response.arrayBuffer()
      expect(response.status).toBe(413)
    })
  })

  test('an anonymous upload under the form limit is refused at its first file', async () => {
    await expectOneWarnLineAtMost(async () => {
      const response = await fetchFrom(from, '/api/media', {
        method: 'POST',
        headers: multipartHeaders,
        body: manyParts(1, { filename: 'photo.png' }),
      })
      expect(response.status).toBe(403)
      expect(await response.text()).toBe('Only signed-in staff can upload files.\n')
    })
  })

  test.each(['/contact', '/api/users/login'])(
    'a form of 15,000 tiny fields (under 1 MiB) posted to %s is refused (413)',
    async (path) => {
      await expectOneWarnLineAtMost(async () => {
        const response = await fetchFrom(from, path, {
          method: 'POST',
          headers: multipartHeaders,
          body: manyParts(15_000),
        })
        expect(response.status).toBe(413)
        expect(await response.text()).toBe('The form has too many fields.\n')
      })
    },
  )

  test('while anonymous many-part uploads arrive, pages keep answering', async () => {
    const uploads = Array.from({ length: 4 }, (_, index) =>
      fetchFrom(`127.0.0.${140 + index}`, '/contact', {
        method: 'POST',
        headers: multipartHeaders,
        body: manyParts(15_000),
      }).then((response) => response.status),
    )
    const page = await fetchFrom(from, '/robots.txt')
    expect(page.status).toBe(200)
    expect(await Promise.all(uploads)).toEqual([413, 413, 413, 413])
  })
})

describe('bodies of a kind no route reads (item 7)', () => {
  test.each(['multipart/mixed', 'multipart/related'])(
    '%s posted to the REST API → 415',
    async (type) => {
      await expectOneWarnLineAtMost(async () => {
        const response = await fetchFrom(from, '/api/pages', {
          method: 'POST',
          headers: { 'Content-Type': `${type}; boundary=${boundary}` },
          body: manyParts(2),
        })
        await response.arrayBuffer()
        expect(response.status).toBe(415)
      })
    },
  )

  test.each([
    ['a where that is not a field query', 'where=abc'],
    ['a page the database cannot take', 'page=1e50'],
    ['an undecodable query', 'limit=%zz'],
  ])('a read sent as a post with %s → 400', async (_case, query) => {
    await expectOneWarnLineAtMost(async () => {
      const response = await fetchFrom(from, '/api/pages', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Payload-HTTP-Method-Override': 'GET',
        },
        body: query,
      })
      await response.arrayBuffer()
      expect(response.status).toBe(400)
    })
  })

  test('a read sent as a post with a good query is answered as that read', async () => {
    const query = 'limit=1&depth=0&where[title][equals]=About'
    const read = await fetchFrom(from, `/api/pages?${query}`)
    const posted = await fetchFrom(from, '/api/pages', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Payload-HTTP-Method-Override': 'GET',
      },
      body: query,
    })
    expect(posted.status).toBe(read.status)
    expect(await posted.text()).toBe(await read.text())
  })

  test('a read sent as a post with a JSON body → 415', async () => {
    const response = await fetchFrom(from, '/api/pages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Payload-HTTP-Method-Override': 'GET' },
      body: JSON.stringify({ where: 'abc' }),
    })
    await response.arrayBuffer()
    expect(response.status).toBe(415)
  })
})

describe('Server Action calls that are not what React sends (item 7)', () => {
  /** The id of the contact form's action in the build the suite serves. */
  function contactActionId(): string {
    const entry = [...readServerActionSources(nextBuildDir)].find(([, filename]) =>
      filename.endsWith('contact.actions.ts'),
    )
    if (!entry) throw new Error('The build has no contact action')
    return entry[0]
  }

  const form = (root: string) => {
    const body = new FormData()
    body.append('0', root)
    return body
  }

  test.each([
    ['a text body', { 'Content-Type': 'text/plain;charset=UTF-8' }, 'abc{}'],
    ['a JSON body', { 'Content-Type': 'application/json' }, '{"a":1}'],
  ])('%s to the contact action → 400', async (_case, headers, body) => {
    await expectOneWarnLineAtMost(async () => {
      const response = await fetchFrom(from, '/contact', {
        method: 'POST',
        headers: { ...browser, ...headers, 'Next-Action': contactActionId() },
        body,
      })
      await response.arrayBuffer()
      expect(response.status).toBe(400)
    })
  })

  test.each(['null', '["$Q1"]', '[{"a":"$@1"},"$K1"]', 'x'])(
    'a form whose root is %s → 400',
    async (root) => {
      await expectOneWarnLineAtMost(async () => {
        const response = await fetchFrom(from, '/contact', {
          method: 'POST',
          headers: { ...browser, 'Next-Action': contactActionId() },
          body: form(root),
        })
        await response.arrayBuffer()
        expect(response.status).toBe(400)
      })
    },
  )

  test('an action this build does not have → 404', async () => {
    const response = await fetchFrom(from, '/contact', {
      method: 'POST',
      headers: { ...browser, 'Next-Action': '7'.repeat(42) },
      body: form('[null,"$K1"]'),
    })
    await response.arrayBuffer()
    expect(response.status).toBe(404)
  })

  // Issue 37, item 1: the door's 404 for an address every visitor reads was kept by the cache in
  // front. Next takes an action only from a POST; a GET or HEAD naming one is a page view.
  test.each([
    ['GET', 'an action this build does not have', () => '7'.repeat(42)],
    ['HEAD', 'an action this build does not have', () => '7'.repeat(42)],
    ['GET', 'the contact action', contactActionId],
  ])('a %s naming %s gets the page', async (method, _case, actionId) => {
    // The page as Next keeps it (not a stale copy answered while it renders the page again, whose
    // testimonials come in another order), so that both answers are the same stored page.
    let plain = await fetchFrom(from, '/about', { method, headers: browser })
    await waitFor(async () => {
      plain = await fetchFrom(from, '/about', { method, headers: browser })
      return plain.headers.get('x-nextjs-cache') === 'HIT'
    }, 'the stored /about')
    const named = await fetchFrom(from, '/about', {
      method,
      headers: { ...browser, 'Next-Action': actionId() },
    })
    expect(named.status).toBe(200)
    expect(named.headers.get('content-type')).toBe(plain.headers.get('content-type'))
    expect(await named.text()).toBe(await plain.text())
  })

  test('a form of the shape React sends reaches the action', async () => {
    const response = await fetchFrom(from, '/contact', {
      method: 'POST',
      headers: { ...browser, 'Next-Action': contactActionId() },
      body: form('[null,"$K1"]'),
    })
    await response.arrayBuffer()
    expect(response.status).toBe(200)
  })
})

describe('misses (items 2 and 12)', () => {
  /** The files under Next's page cache whose name holds `text`. */
  function cachedFilesNaming(text: string): string[] {
    const directory = '.next/server/route-cache'
    if (!existsSync(directory)) return []
    return readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.includes(text),
    )
  }

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s to an unknown address → 404, nothing stored',
    async (method) => {
      // Until the front door has first read the CMS's addresses, it judges no address unknown.
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      const probe = `probe-${method}-${Date.now()}`
      const response = await fetchFrom(from, `/${probe}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
      await response.arrayBuffer()
      expect(response.status).toBe(404)
      expect(cachedFilesNaming(probe)).toEqual([])
    },
  )

  test('a missing script under /_next/static → 404, not stored, never kept by a cache', async () => {
    const probe = `zz-${Date.now()}`
    const response = await fetchFrom(from, `/_next/static/chunks/${probe}.js`)
    await response.arrayBuffer()
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(cachedFilesNaming(probe)).toEqual([])
  })

  test('a content page is kept by shared caches for seconds, never a year, and shows no cache tags', async () => {
    // No purging cache is configured here (CACHE_PURGE_URL): nothing would tell a CDN of a publish.
    const response = await fetchFrom(from, '/policies/fees', { headers: browser })
    await response.arrayBuffer()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10')
    expect(response.headers.get('surrogate-control')).toBeNull()
    expect(response.headers.get('surrogate-key')).toBeNull()
  })

  test("a visitor's 404 page is never kept by a cache", async () => {
    const response = await fetchFrom(from, `/no-such-page-${Date.now()}`, { headers: browser })
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Page Not Found')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('crawlers behind an HTTPS proxy (item 3)', () => {
  test.each([
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'facebookexternalhit/1.1',
    'Slackbot',
  ])('%s gets the page, GET and HEAD', async (userAgent) => {
    const headers = { 'User-Agent': userAgent, 'X-Forwarded-Proto': 'https' }
    const page = await fetchFrom(from, '/about', { headers })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<h1')
    const head = await fetchFrom(from, '/services/estate-planning', { method: 'HEAD', headers })
    expect(head.status).toBe(200)
  })

  test('a crawler asking for a missing page gets a bare 404', async () => {
    const response = await fetchFrom(from, `/no-such-page-${Date.now()}`, {
      headers: { 'User-Agent': 'Googlebot/2.1', 'X-Forwarded-Proto': 'https' },
    })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not found.')
  })
})

describe('refusals (the rebuilt door, items 13)', () => {
  test.each([
    ['TRACE', '/'],
    ['GET', '/%zz'],
    ['GET', '/about%2Fteam'],
  ])('%s %s is refused with the pages’ security headers', async (method, path) => {
    const response = await request(`${securityIpOrigin}${path}`, { method })
    await response.body.arrayBuffer()
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['cache-control']).toBe('no-store')
  })

  test('an oversized upload that expects 100-continue is refused before it is invited', async () => {
    const line = await firstLineOf(
      'POST /api/media HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; ' +
        `boundary=${boundary}\r\nContent-Length: 20971520\r\nExpect: 100-continue\r\n\r\n`,
    )
    expect(line).toBe('HTTP/1.1 413 Payload Too Large')
  })

  test('a small form that expects 100-continue is invited to send it', async () => {
    const line = await firstLineOf(
      'POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nExpect: 100-continue\r\n\r\n',
    )
    expect(line).toBe('HTTP/1.1 100 Continue')
  })

  test('an expectation the server cannot meet → 417 with the security headers', async () => {
    const head = await answerHeadOf('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: teapot\r\n\r\n')
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 417 Expectation Failed')
    expect(head).toMatch(/^X-Content-Type-Options: nosniff$/im)
    expect(head).toMatch(/^Content-Security-Policy: default-src 'self'/im)
  })
})

test('clients that go away mid-body leave no error in the log', async () => {
  const logged = await loggedWhile(async () => {
    await Promise.all(
      Array.from(
        { length: 50 },
        (_, index) =>
          new Promise<void>((resolve) => {
            const path = index % 2 === 0 ? '/contact' : '/api/users/login'
            const type = index % 2 === 0 ? multipartHeaders['Content-Type'] : 'application/json'
            const socket = connect(securityPort, '127.0.0.1', () => {
              socket.write(
                `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\n` +
                  `Content-Length: 500000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc`,
              )
              setTimeout(() => {
                socket.destroy()
                resolve()
              }, 100)
            })
            socket.on('error', () => resolve())
          }),
      ),
    )
    // The server notices the closed sockets at once; give its log a moment to be written.
    await new Promise((resolve) => setTimeout(resolve, 500))
  })
  expect(logged).not.toMatch(/"level":(50|60)/)
  expect(logged).not.toMatch(/\n\s+at /)
})
