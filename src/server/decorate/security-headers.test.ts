import type { IncomingMessage, ServerResponse } from 'node:http'

import { expect, test, vi } from 'vitest'

import { securityHeaders as siteSecurityHeaders } from '@/config/security-headers'
import type { Middleware } from '@/server/door/chain'
import { refuse } from '@/server/door/refuse'
import { serveChain } from '@/server/door/test-server'

import { decorateHeaders } from './decorate-headers'
import { securityHeaders, uncachedErrors } from './security-headers'

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

const headerValues = (isAdmin: boolean) =>
  Object.fromEntries(
    siteSecurityHeaders({ isProduction: true, isAdmin }).map(({ key, value }) => [key, value]),
  )
const pageHeaders = headerValues(false)
const adminHeaders = headerValues(true)

/** A link that refuses every write, as the front door's own refusals do. */
const refusingWrites: Middleware = (request, response, next) => {
  if (request.method !== 'POST') return next()
  refuse(request, response, { status: 403, message: 'Requests from other sites are not accepted.' })
}

/** Headers of the answer to `init`, from a chain whose app answers with `app`. */
async function headersOf(
  app: (request: IncomingMessage, response: ServerResponse) => void,
  init: RequestInit = {},
  path = '/about',
) {
  const { origin } = await serveChain(
    [
      decorateHeaders([securityHeaders({ site: pageHeaders, admin: adminHeaders })]),
      refusingWrites,
    ],
    app,
  )
  const response = await fetch(`${origin}${path}`, init)
  await response.arrayBuffer()
  return response.headers
}

const plainApp = (_request: IncomingMessage, response: ServerResponse) =>
  response.end('<!DOCTYPE html><title>About</title>')

test('a refusal of the front door carries the security headers', async () => {
  const headers = await headersOf(plainApp, { method: 'POST', body: 'x' })
  for (const [name, value] of Object.entries(pageHeaders)) expect(headers.get(name)).toBe(value)
})

test("an answer of the app's that set none gets them all", async () => {
  const headers = await headersOf(plainApp)
  for (const [name, value] of Object.entries(pageHeaders)) expect(headers.get(name)).toBe(value)
})

test.each(['/admin', '/admin/collections/posts?limit=10'])(
  'the admin at %s gets its own: it may frame itself, nothing else may',
  async (path) => {
    const headers = await headersOf(plainApp, {}, path)
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(headers.get('content-security-policy')).toBe(adminHeaders['Content-Security-Policy'])
  },
)

test.each(['/administration', '/blog/admin', '/about?next=/admin'])(
  'a public page at %s is never framed',
  async (path) => {
    const headers = await headersOf(plainApp, {}, path)
    expect(headers.get('x-frame-options')).toBe('DENY')
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  },
)

test.each([
  [
    'set before writing',
    (_request: IncomingMessage, response: ServerResponse) => {
      response.setHeader('X-Frame-Options', 'SAMEORIGIN')
      response.setHeader('content-security-policy', "default-src 'none'")
      response.end('ok')
    },
  ],
  [
    'given with the status',
    (_request: IncomingMessage, response: ServerResponse) => {
      response.writeHead(200, {
        'x-frame-options': 'SAMEORIGIN',
        'Content-Security-Policy': "default-src 'none'",
      })
      response.end('ok')
    },
  ],
])('a header the app %s is kept, the rest added', async (_case, app) => {
  const headers = await headersOf(app)
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
  expect(headers.get('content-security-policy')).toBe("default-src 'none'")
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('strict-transport-security')).toBe(pageHeaders['Strict-Transport-Security'])
})

test.each([
  [200, 's-maxage=31536000'],
  [301, 's-maxage=31536000'],
  [399, 's-maxage=31536000'],
  [400, 'no-store'],
  [404, 'no-store'],
  [500, 'no-store'],
  [503, 'no-store'],
])(
  'an answer of status %i that the app made cacheable is cached as %s',
  async (status, caching) => {
    const { origin } = await serveChain(
      [decorateHeaders([uncachedErrors()])],
      (_request, response) => {
        response.statusCode = status
        response.setHeader('cache-control', 's-maxage=31536000')
        response.end('body')
      },
    )
    const response = await fetch(`${origin}/about`, { redirect: 'manual' })
    expect(response.status).toBe(status)
    expect(response.headers.get('cache-control')).toBe(caching)
  },
)

test('an error given its caching with the status is still not stored', async () => {
  const { origin } = await serveChain(
    [decorateHeaders([uncachedErrors()])],
    (_request, response) => {
      response.writeHead(404, { 'Cache-Control': 'public, max-age=31536000' })
      response.end('Not found.')
    },
  )
  const response = await fetch(`${origin}/about`)
  expect(response.headers.get('cache-control')).toBe('no-store')
})
