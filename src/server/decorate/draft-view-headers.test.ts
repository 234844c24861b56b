import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, expect, test } from 'vitest'

import { contentSecurityPolicy } from '@/config/security-headers'
import { draftModeCookieName } from '@/lib/internals/next-build-output'
import { chainOf } from '@/server/door/chain'

import { decorateHeaders } from './decorate-headers'
import { draftViewHeaders } from './draft-view-headers'

const previewModeId = 'a1b2c3d4e5f6'
const policy = contentSecurityPolicy({ isDevelopment: false, isAdmin: false })
const cachedPage = 's-maxage=31536000'

let server: Server | undefined
afterEach(() => server?.close())

/** A server that answers like Next serving a cached public page, behind the draft-view rule. */
async function serve() {
  const app = chainOf(
    [decorateHeaders([draftViewHeaders({ previewModeId })])],
    (_request, response) => {
      response.setHeader('content-security-policy', policy)
      response.setHeader('x-frame-options', 'DENY')
      response.setHeader('cache-control', cachedPage)
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.end('<!DOCTYPE html><title>About</title>')
    },
  )
  server = createServer(app)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

test("staff in draft view get a private page the admin's live preview may frame", async () => {
  const origin = await serve()
  const response = await fetch(`${origin}/about`, {
    headers: { cookie: `analytics-consent=denied; ${draftModeCookieName}=${previewModeId}` },
  })
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self';")
  expect(response.headers.get('content-security-policy')).not.toContain("'none'; frame-src")
})

test.each([
  ['no cookie', ''],
  ['a forged draft cookie', `${draftModeCookieName}=guess`],
  ['an empty draft cookie', `${draftModeCookieName}=`],
])('a visitor with %s gets the public page, which nothing may frame', async (_, cookie) => {
  const origin = await serve()
  const response = await fetch(`${origin}/about`, { headers: { cookie } })
  expect(response.headers.get('cache-control')).toBe(cachedPage)
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none';")
})
