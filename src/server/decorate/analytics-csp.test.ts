import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, expect, test } from 'vitest'

import { contentSecurityPolicy } from '@/config/security-headers'
import { chainOf } from '@/server/door/chain'

import { analyticsCsp } from './analytics-csp'
import { decorateHeaders } from './decorate-headers'

const policy = contentSecurityPolicy({ isDevelopment: false, isAdmin: false })
const cachedPage = 's-maxage=31536000'

let server: Server | undefined
afterEach(() => server?.close())

/** A server that answers like Next serving a cached page: its headers set, then the body. */
async function serve(contentType = 'text/html; charset=utf-8') {
  const app = chainOf([decorateHeaders([analyticsCsp()])], (_request, response) => {
    response.setHeader('content-security-policy', policy)
    response.setHeader('cache-control', cachedPage)
    response.setHeader('content-type', contentType)
    response.end('<!DOCTYPE html><title>Fees</title>')
  })
  server = createServer(app)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

test('a visitor who agreed to analytics gets a page whose policy lets the Google tag load', async () => {
  const origin = await serve()
  const response = await fetch(`${origin}/policies/fees`, {
    headers: { cookie: 'analytics-consent=granted' },
  })
  expect(response.headers.get('content-security-policy')).toMatch(
    /script-src 'self' 'unsafe-inline' https:\/\/\*\.googletagmanager\.com;/,
  )
  expect(response.headers.get('cache-control')).toBe('private, no-cache')
})

test.each([
  ['a visitor who has not chosen', '/policies/fees', ''],
  ['a visitor who declined', '/policies/fees', 'analytics-consent=denied'],
  ['the admin, even for a visitor who agreed', '/admin/globals', 'analytics-consent=granted'],
])('%s gets the policy and caching as Next set them', async (_case, path, cookie) => {
  const origin = await serve()
  const response = await fetch(`${origin}${path}`, { headers: { cookie } })
  expect(response.headers.get('content-security-policy')).toBe(policy)
  expect(response.headers.get('cache-control')).toBe(cachedPage)
})

test('scripts and data for a visitor who agreed keep their caching', async () => {
  const origin = await serve('application/javascript')
  const response = await fetch(`${origin}/_next/static/chunks/a.js`, {
    headers: { cookie: 'analytics-consent=granted' },
  })
  expect(response.headers.get('cache-control')).toBe(cachedPage)
})
