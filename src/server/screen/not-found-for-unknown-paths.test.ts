import type { IncomingMessage, ServerResponse } from 'node:http'

import { beforeEach, expect, test, vi } from 'vitest'

import { pageRoutesOf } from '@/domain/http/unknown-page-path'
import { draftModeCookieName, notFoundRoute } from '@/lib/internals/next-build-output'
import { isDraftViewRequest } from '@/server/decorate/draft-view-headers'
import { browser, serveChain } from '@/server/door/test-server'

import { notFoundForUnknownPaths } from './not-found-for-unknown-paths'

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

const pageRoutes = pageRoutesOf({
  '/(payload)/api/[...slug]/route': '/api/[...slug]',
  '/(site)/(default)/[...slug]/page': '/[...slug]',
  '/(site)/(default)/page': '/',
  '/(site)/(default)/landings/booking/page': '/landings/booking',
  '/(site)/next/server-error/page': '/next/server-error',
  '/(site)/services/[[...slug]]/page': '/services/[[...slug]]',
  '/(site)/blog/[post]/page': '/blog/[post]',
  '/(site)/og/[[...slug]]/route': '/og/[[...slug]]',
  '/_not-found/page': '/_not-found',
})
const previewModeId = 'a1b2c3d4e5f6'
const errorPagePath = '/next/server-error'
const internalToken = 'Bearer internal'

const lastRead = new Set(['/', '/about', '/à-propos', '/services/estate-planning', '/blog/a-post'])
let latest: ReadonlySet<string> | null = lastRead
let freshRead: ReadonlySet<string> | null = lastRead
const fresh = vi.fn(async () => freshRead)
beforeEach(() => {
  latest = lastRead
  freshRead = lastRead
  fresh.mockClear()
  app.mockClear()
})

/** The app: answers 200 with the request as it reached it (Next renders `/_not-found` as a 404). */
const app = vi.fn((request: IncomingMessage, response: ServerResponse) => {
  response.end(`${request.method} ${request.url}`)
})

/** Asks for `path` with `init`, from a browser unless it says who it is. */
async function ask(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const { origin } = await serveChain(
    [
      notFoundForUnknownPaths({
        pageRoutes,
        knownCmsPaths: { latest: () => latest, fresh },
        staticFiles: new Map([
          ['chunks/app-1a2b.js', 1200],
          ['css/site-3c4d.css', 300],
        ]),
        isDraftView: (request) => isDraftViewRequest(request, previewModeId),
        isHiddenPage: (request, path) =>
          path === errorPagePath && request.headers.authorization !== internalToken,
      }),
    ],
    app,
  )
  return fetch(`${origin}${path}`, {
    ...init,
    headers: { 'user-agent': browser, ...init.headers },
  })
}

test('a file the build has under /_next/static/ reaches the app', async () => {
  const response = await ask('/_next/static/chunks/app-1a2b.js')
  expect(await response.text()).toBe('GET /_next/static/chunks/app-1a2b.js')
})

test.each(['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'])(
  'a file the build lacks under /_next/static/ is a plain 404 for %s',
  async (method) => {
    const response = await ask('/_next/static/chunks/gone-9z9z.js', {
      method,
      ...(method === 'POST' ? { body: 'x' } : {}),
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toBe(method === 'HEAD' ? '' : 'Not found.\n')
    expect(app).not.toHaveBeenCalled()
  },
)

test.each(['GET', 'HEAD'])(
  "a visitor's %s of an address no CMS page has gets Next's not-found page",
  async (method) => {
    await ask('/no-such-page?ref=mail', { method })
    expect(app).toHaveBeenCalledOnce()
    expect(app.mock.calls[0]?.[0].url).toBe(notFoundRoute)
  },
)

test('a crawler asking for an address no CMS page has gets a bare 404, never a page', async () => {
  const response = await ask('/services/no-such-service', {
    headers: { 'user-agent': 'Googlebot/2.1' },
  })
  expect(response.status).toBe(404)
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  expect(await response.text()).toBe('Not found.')
  expect(app).not.toHaveBeenCalled()
})

test('a crawler asking for the head of an address no CMS page has gets a 404 and no body', async () => {
  const response = await ask('/no-such-page', {
    method: 'HEAD',
    headers: { 'user-agent': 'Googlebot/2.1' },
  })
  expect(response.status).toBe(404)
  expect(await response.text()).toBe('')
  expect(app).not.toHaveBeenCalled()
})

test.each(['POST', 'PUT', 'DELETE'])(
  'a %s to an address no CMS page has is a plain 404',
  async (method) => {
    const response = await ask('/no-such-page', { method, body: 'name=Ana' })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not found.\n')
    expect(app).not.toHaveBeenCalled()
  },
)

test.each([
  '/',
  '/about',
  '/%C3%A0-propos',
  '/services/estate-planning',
  '/blog/a-post',
  '/og/about',
  '/landings/booking',
  '/api/pages/42',
  '/about/',
])('%s, which something owns, reaches the app as asked', async (path) => {
  const response = await ask(path)
  expect(await response.text()).toBe(`GET ${path}`)
})

test('a page published after the last read is found at once', async () => {
  freshRead = new Set([...lastRead, '/just-published'])
  const response = await ask('/just-published')
  expect(await response.text()).toBe('GET /just-published')
  expect(fresh).toHaveBeenCalledOnce()
})

test('staff in draft view reach the app at an address no published page has', async () => {
  const response = await ask('/a-draft', {
    headers: { cookie: `${draftModeCookieName}=${previewModeId}` },
  })
  expect(await response.text()).toBe('GET /a-draft')
})

test('a forged draft cookie does not open an unknown address', async () => {
  const response = await ask('/a-draft', { headers: { cookie: `${draftModeCookieName}=guess` } })
  expect(await response.text()).toBe(`GET ${notFoundRoute}`)
})

test('nothing is judged before the first read of the known addresses', async () => {
  latest = null
  const response = await ask('/not-yet-known', { method: 'POST', body: 'x' })
  expect(await response.text()).toBe('POST /not-yet-known')
  expect(fresh).not.toHaveBeenCalled()
})

test('the error screen is hidden from outside, and served to the server itself', async () => {
  expect(await (await ask(errorPagePath)).text()).toBe(`GET ${notFoundRoute}`)
  const internal = await ask(errorPagePath, { headers: { authorization: internalToken } })
  expect(await internal.text()).toBe(`GET ${errorPagePath}`)
})
