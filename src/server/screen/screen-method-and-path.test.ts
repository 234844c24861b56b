import type { IncomingMessage, ServerResponse } from 'node:http'

import { Client } from 'undici'
import { beforeEach, expect, test, vi } from 'vitest'

import { logger } from '@/lib/logger'
import { serveChain } from '@/server/door/test-server'

import { refuseCrossSiteWrites, screenMethodAndPath } from './screen-method-and-path'

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

/** The app: answers with the request as it reached it. */
const app = vi.fn((request: IncomingMessage, response: ServerResponse) => {
  response.end(`${request.method} ${request.url}`)
})
beforeEach(() => {
  app.mockClear()
  vi.mocked(logger.warn).mockClear()
})

/**
 * Sends `method` to `target` exactly as written (fetch would tidy the address first), through
 * both screens, as a client on `site.test`.
 */
async function send(
  method: string,
  target: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
) {
  const { origin } = await serveChain([screenMethodAndPath(), refuseCrossSiteWrites()], app)
  const client = new Client(origin)
  try {
    const response = await client.request({
      method,
      path: target,
      headers: { host: 'site.test', ...headers },
      body,
    })
    return {
      status: response.statusCode,
      headers: response.headers,
      text: await response.body.text(),
    }
  } finally {
    await client.close()
  }
}

test.each(['PROPFIND', 'TRACE', 'MKCOL'])(
  'a method no page accepts (%s) is refused with the methods that are',
  async (method) => {
    const response = await send(method, '/about')
    expect(response.status).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    expect(response.text).toBe('This method is not allowed.\n')
    expect(app).not.toHaveBeenCalled()
  },
)

test.each([
  ['a slash hidden in an escape', '/services%2fwills'],
  ['a doubly escaped slash', '/services%252fwills'],
  ['a climb out of the site', '/static/%2e%2e/%2e%2e/etc/passwd'],
  ['a backslash', '/static/%5c..%5cetc'],
  ['a NUL', '/about%00.html'],
  ['an escape that does not decode', '/%E0%A4%A'],
  ['a query whose escapes do not decode', '/search?q=%E0%A4%A'],
])('an address with %s is refused (400)', async (_case, target) => {
  const response = await send('GET', target)
  expect(response.status).toBe(400)
  expect(response.text).toBe('This address is not valid.\n')
  expect(app).not.toHaveBeenCalled()
})

test.each(['/api/payload-migrations', '/api/users/verify/a1b2c3', '/api/users/verify'])(
  'the Payload endpoint %s, which the site never offers, is not found (404)',
  async (target) => {
    const response = await send('POST', target, { body: '{}' })
    expect(response.status).toBe(404)
    expect(response.text).toBe('Not found.\n')
    expect(app).not.toHaveBeenCalled()
  },
)

test.each([
  ['/api/pages?page=two', 'Give page as a whole number below 1,000,000.'],
  ['/api/pages?depth=-1', 'Give depth as a whole number below 1,000,000.'],
  ['/api/pages?where=about', 'Give where as where[field][operator]=value.'],
])('an API query its database cannot run (%s) is refused (400)', async (target, message) => {
  const response = await send('GET', target)
  expect(response.status).toBe(400)
  expect(response.text).toBe(`${message}\n`)
  expect(app).not.toHaveBeenCalled()
})

test('a refusal is logged with its path, never its query', async () => {
  await send('GET', '/api/pages?page=my-secret-words')
  expect(logger.warn).toHaveBeenCalledWith(
    expect.objectContaining({ status: 400, method: 'GET', path: '/api/pages' }),
  )
  expect(JSON.stringify(vi.mocked(logger.warn).mock.calls)).not.toContain('secret')
})

test.each([
  ['GET', '/services/estate-planning?ref=a%20b'],
  ['GET', '/api/pages?where%5Bslug%5D%5Bequals%5D=about&page=2&depth=1'],
  ['OPTIONS', '/api/pages'],
  ['HEAD', '/'],
  ['GET', '/caf%C3%A9'],
])('%s %s passes as sent', async (method, target) => {
  const response = await send(method, target)
  expect(response.status).toBe(200)
  expect(app.mock.calls[0]?.[0].url).toBe(target)
})

test('a write from another site is refused (403)', async () => {
  const response = await send('POST', '/contact', {
    headers: { origin: 'https://attacker.example' },
    body: 'name=Ana',
  })
  expect(response.status).toBe(403)
  expect(response.text).toBe('Requests from other sites are not accepted.\n')
  expect(app).not.toHaveBeenCalled()
})

test.each([
  ['a write from the site itself', 'POST', { origin: 'https://site.test' }],
  ['a write that names no origin', 'POST', {}],
  ['a read from another site', 'GET', { origin: 'https://attacker.example' }],
])('%s passes', async (_case, method, headers) => {
  const response = await send(method, '/contact', {
    headers,
    ...(method === 'POST' ? { body: 'name=Ana' } : {}),
  })
  expect(response.status).toBe(200)
  expect(response.text).toBe(`${method} /contact`)
})
