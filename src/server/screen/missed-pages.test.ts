import type { IncomingMessage, ServerResponse } from 'node:http'

import { beforeEach, expect, test, vi } from 'vitest'

import { clientAddressHeader } from '@/domain/http/client-address'
import { pageRoutesOf } from '@/domain/http/unknown-page-path'
import { notFoundRoute } from '@/lib/internals/next-build-output'
import { logger } from '@/lib/logger'
import type { Miss } from '@/server/boot/missed-page-tally'
import { browser, serveChain } from '@/server/door/test-server'

import { missedPages } from './missed-pages'
import { notFoundForUnknownPaths } from './not-found-for-unknown-paths'

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

const record = vi.fn<(miss: Miss) => Promise<void>>(async () => {})
beforeEach(() => {
  record.mockClear()
  vi.mocked(logger.info).mockClear()
})

/** The app: a 404 for the not-found route and for /gone, a page for anything else. */
const app = (request: IncomingMessage, response: ServerResponse) => {
  const isMiss = request.url === notFoundRoute || request.url?.startsWith('/gone')
  response.writeHead(isMiss ? 404 : 200, { 'Content-Type': 'text/html' })
  response.end(isMiss ? 'Page Not Found' : 'A page')
}

async function ask(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const { origin } = await serveChain(
    [
      (request, _response, next) => {
        request.headers[clientAddressHeader] = '203.0.113.9'
        next()
      },
      missedPages({ record }),
      notFoundForUnknownPaths({
        pageRoutes: pageRoutesOf({
          '/(site)/(default)/[...slug]/page': '/[...slug]',
          '/(site)/(default)/page': '/',
        }),
        knownCmsPaths: { latest: () => new Set(['/', '/about']), fresh: async () => null },
        staticFiles: new Map(),
        isDraftView: () => false,
        isHiddenPage: () => false,
      }),
    ],
    app,
  )
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers: { 'user-agent': browser, ...init.headers },
  })
  await response.arrayBuffer()
  return response
}

test('a visitor’s miss is logged and counted by the address asked for, not the 404 page’s', async () => {
  const response = await ask('/old-fees?utm_source=mail&name=Ana', {
    headers: { referer: 'https://www.example.org/links?q=lawyer' },
  })
  expect(response.status).toBe(404)
  expect(logger.info).toHaveBeenCalledWith(
    expect.objectContaining({ path: '/old-fees', referrerHost: 'www.example.org', isBot: false }),
  )
  expect(JSON.stringify(vi.mocked(logger.info).mock.calls)).not.toMatch(/Ana|utm|lawyer/)
  expect(record).toHaveBeenCalledExactlyOnceWith(
    expect.objectContaining({
      path: '/old-fees',
      referrerHost: 'www.example.org',
      source: 'visitor',
      client: '203.0.113.9',
    }),
  )
})

test('a bot’s miss is counted as a bot’s', async () => {
  const response = await ask('/old-blog/post-1', { headers: { 'user-agent': 'Googlebot/2.1' } })
  expect(response.status).toBe(404)
  expect(record).toHaveBeenCalledExactlyOnceWith(
    expect.objectContaining({ path: '/old-blog/post-1', referrerHost: '', source: 'bot' }),
  )
})

test('a 404 a route answers itself (a page’s notFound) is counted too', async () => {
  await ask('/gone')
  expect(record).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ path: '/gone' }))
})

test('a probe for software the site does not run is logged, not counted', async () => {
  await ask('/wp-login.php')
  expect(logger.info).toHaveBeenCalledWith(expect.objectContaining({ path: '/wp-login.php' }))
  expect(record).not.toHaveBeenCalled()
})

test.each([
  ['a page that is there', '/about', {}],
  ['a link prefetch', '/old-fees', { headers: { 'next-router-prefetch': '1' } }],
  ['a POST', '/old-fees', { method: 'POST', body: 'x=1' }],
  ['an API address', '/api/gone', {}],
])('%s is neither logged nor counted', async (_name, path, init) => {
  await ask(path, init)
  expect(logger.info).not.toHaveBeenCalled()
  expect(record).not.toHaveBeenCalled()
})
