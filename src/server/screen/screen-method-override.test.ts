import type { IncomingMessage, ServerResponse } from 'node:http'

import { beforeEach, expect, test, vi } from 'vitest'

import { bodyOf, serveChain } from '@/server/door/test-server'

import { screenMethodOverride } from './screen-method-override'

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

/** The app: answers with the request as it read it, as Payload would replay it. */
const app = vi.fn(async (request: IncomingMessage, response: ServerResponse) => {
  const body = String(await bodyOf(request))
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify({ method: request.method, url: request.url, body }))
})
beforeEach(() => {
  app.mockClear()
})

const form = 'application/x-www-form-urlencoded'

/** Posts `body` to `path` as a read (Payload's method override), with `contentType`. */
async function postRead(
  body: string,
  { contentType = form, header = 'x-payload-http-method-override', path = '/api/pages' } = {},
) {
  const { origin } = await serveChain([screenMethodOverride()], app)
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, [header]: 'GET' },
    body,
  })
}

const goodQuery = 'where%5Bslug%5D%5Bequals%5D=about&depth=1&limit=10&page=2'

test.each(['x-payload-http-method-override', 'x-http-method-override'])(
  'a good query sent as a read (%s) reaches the app as sent',
  async (header) => {
    const response = await postRead(goodQuery, { header })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ method: 'POST', url: '/api/pages', body: goodQuery })
  },
)

test.each([
  [
    'a where not written as where[field][operator]',
    'where=about',
    'Give where as where[field][operator]=value.',
  ],
  ['a page that is no whole number', 'page=two', 'Give page as a whole number below 1,000,000.'],
  ['a limit too large', 'limit=10000000', 'Give limit as a whole number below 1,000,000.'],
  ['escapes that do not decode', 'depth=%E0%A4%A', 'This address is not valid.'],
])('%s sent as a read is refused (400) before the app', async (_case, query, message) => {
  const response = await postRead(query)
  expect(response.status).toBe(400)
  expect(await response.text()).toBe(`${message}\n`)
  expect(app).not.toHaveBeenCalled()
})

test('a read sent as JSON is refused (415)', async () => {
  const response = await postRead(JSON.stringify({ where: { slug: { equals: 'about' } } }), {
    contentType: 'application/json',
  })
  expect(response.status).toBe(415)
  expect(await response.text()).toBe('Send a read as application/x-www-form-urlencoded.\n')
  expect(app).not.toHaveBeenCalled()
})

test('a read longer than 1 MiB is refused (413)', async () => {
  const response = await postRead(`depth=1&${'a'.repeat(1024 * 1024)}`)
  expect(response.status).toBe(413)
  expect(app).not.toHaveBeenCalled()
})

test('a post that is no read passes as it is, whatever its body', async () => {
  const { origin } = await serveChain([screenMethodOverride()], app)
  const response = await fetch(`${origin}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"where":"anything"}',
  })
  expect(await response.json()).toEqual({
    method: 'POST',
    url: '/api/pages',
    body: '{"where":"anything"}',
  })
})
