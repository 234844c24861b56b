import { expect, test, vi } from 'vitest'

import type { HandedRedirect } from '@/server/boot/app-bridge'
import { serveChain } from '@/server/door/test-server'

import { answerRedirects } from './answer-redirects'

vi.mock('@/lib/logger', () => ({ logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const fees: HandedRedirect = {
  status: 308,
  location: '/policies/fees?utm_source=newsletter',
  cacheControl: 'public, max-age=0, s-maxage=10',
}

/** A door whose app bridge knows one redirect, from /our-fees; the app answers "page". */
async function door({ failing = false } = {}) {
  const asked: Array<{ path: string; search: string }> = []
  const { origin } = await serveChain(
    [
      answerRedirects({
        redirectAt: async (request) => {
          asked.push(request)
          if (failing) throw new Error('database unreachable')
          return request.path === '/our-fees' ? fees : null
        },
        isDraftView: (request) => (request.headers.cookie ?? '').includes('__prerender_bypass'),
      }),
    ],
    (_request, response) => response.end('page'),
  )
  return { origin, asked }
}

test('a page view of an old address gets its redirect, one Location with the query, before the app', async () => {
  const { origin, asked } = await door()
  const response = await fetch(`${origin}/our-fees?utm_source=newsletter`, { redirect: 'manual' })
  expect(response.status).toBe(308)
  expect(response.headers.get('location')).toBe('/policies/fees?utm_source=newsletter')
  expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10')
  expect(asked).toEqual([{ path: '/our-fees', search: '?utm_source=newsletter' }])
  expect(await response.text()).toBe('')
})

test('an address without a redirect goes on to the app', async () => {
  const { origin } = await door()
  const response = await fetch(`${origin}/about`, { redirect: 'manual' })
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('page')
})

test.each([
  ['a form post', '/our-fees', { method: 'POST', body: 'x' }],
  ['the admin', '/admin/our-fees', {}],
  ['an API', '/api/our-fees', {}],
  ["Next's files", '/_next/static/x.js', {}],
  ['a draft view', '/our-fees', { headers: { cookie: '__prerender_bypass=1' } }],
])('%s is never redirected, nor looked up', async (_case, path, init: RequestInit) => {
  const { origin, asked } = await door()
  const response = await fetch(`${origin}${path}`, { ...init, redirect: 'manual' })
  expect(response.status).toBe(200)
  expect(asked).toEqual([])
})

test('when the lookup fails, the page goes on (a cached page is still served)', async () => {
  const { origin } = await door({ failing: true })
  const response = await fetch(`${origin}/our-fees`, { redirect: 'manual' })
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('page')
})
