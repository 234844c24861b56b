import type { ServerResponse } from 'node:http'

import { expect, test, vi } from 'vitest'

import { browser, serveChain } from '@/server/door/test-server'

import { analyticsCsp } from './analytics-csp'
import { cacheLifetimes } from './cache-lifetimes'
import { decorateHeaders } from './decorate-headers'
import { uncachedErrors } from './security-headers'

// Next hands a page's cache entry to the hook as it serves it; here every page has these tags.
vi.mock('@/lib/internals/next-cache-entry-tags', () => ({
  onPageCacheTags: (_request: unknown, onTags: (tags: string[]) => void) =>
    onTags(['page:/about', 'collection:pages']),
}))

const buildId = 'abc123def456-mwyeqfqo'

/** Answers like Next: `status`, its Cache-Control and x-nextjs-cache, an HTML body. */
const nextAnswer =
  (status: number, cacheControl: string, cacheState = 'HIT') =>
  (_request: unknown, response: ServerResponse) => {
    response.statusCode = status
    response.setHeader('Cache-Control', cacheControl)
    response.setHeader('x-nextjs-cache', cacheState)
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('Content-Security-Policy', "script-src 'self'")
    response.end('<!doctype html><title>About</title>')
  }

async function headersOf(purging: boolean, app: ReturnType<typeof nextAnswer>, cookie = '') {
  const { origin } = await serveChain(
    [decorateHeaders([cacheLifetimes({ purging, buildId }), analyticsCsp(), uncachedErrors()])],
    app,
  )
  const response = await fetch(`${origin}/about`, { headers: { 'User-Agent': browser, cookie } })
  await response.arrayBuffer()
  return response.headers
}

test('without a purging cache, a page Next marked for a year is kept seconds', async () => {
  const headers = await headersOf(false, nextAnswer(200, 's-maxage=31536000'))
  expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10')
  expect(headers.get('surrogate-key')).toBeNull()
  expect(headers.get('surrogate-control')).toBeNull()
})

test('with one, the page goes to it for a day with its tags; browsers still ask again', async () => {
  const headers = await headersOf(true, nextAnswer(200, 's-maxage=31536000'))
  expect(headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  expect(headers.get('surrogate-control')).toBe('max-age=86400')
  expect(headers.get('surrogate-key')).toBe(`page:/about collection:pages build:${buildId}`)
})

test('a stale copy Next is rendering again is kept seconds, even by a purging cache', async () => {
  const headers = await headersOf(true, nextAnswer(200, 's-maxage=31536000', 'STALE'))
  expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10')
  expect(headers.get('surrogate-control')).toBeNull()
})

test('a miss Next marked for a year is stored by nobody', async () => {
  const headers = await headersOf(true, nextAnswer(404, 's-maxage=31536000'))
  expect(headers.get('cache-control')).toBe('no-store')
  expect(headers.get('surrogate-control')).toBeNull()
})

test('a page rendered for one request stays private', async () => {
  const dynamic = 'private, no-cache, no-store, max-age=0, must-revalidate'
  const headers = await headersOf(true, nextAnswer(200, dynamic))
  expect(headers.get('cache-control')).toBe(dynamic)
  expect(headers.get('surrogate-control')).toBeNull()
})

test('a consenting visitor’s page is private to browsers, and the purging cache keeps it under their choice', async () => {
  const headers = await headersOf(
    true,
    nextAnswer(200, 's-maxage=31536000'),
    'analytics-consent=granted',
  )
  expect(headers.get('cache-control')).toBe('private, no-cache')
  expect(headers.get('content-security-policy')).toMatch(/googletagmanager/)
  expect(headers.get('surrogate-control')).toBe('max-age=86400')
})
