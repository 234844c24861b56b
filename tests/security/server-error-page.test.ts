/**
 * Item 8, the 500 half: a page that fails on the server is sent as the error screen, whole in
 * the server's HTML (not an empty document that only a script fills in), with status 500.
 */

import { createClient } from '@libsql/client'
import { expect, test } from 'vitest'

import { firstRegistration, staff } from '../support/staff-account'
import { browserHeaders as browser, postJson } from './support/client'
import { securityEnvFor } from './support/security-env'
import { useSecurityServer } from './support/security-server'

const port = 3203
const origin = `http://127.0.0.1:${port}`
const databaseFile = `${securityEnvFor('server-error', port).directory}/site.db`
useSecurityServer('server-error', port)

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(origin, path, body, headers)

test('the error screen is not a page of its own from outside', async () => {
  const response = await fetch(`${origin}/next/server-error`)
  expect(response.status).toBe(404)
})

test('a page that fails on the server is sent as the error screen with status 500', async () => {
  // An address that no page caches yet and that the site must look up: a redirect's.
  await post('/api/users/first-register', firstRegistration)
  const login = await post('/api/users/login', { email: staff.email, password: staff.password })
  const { token } = (await login.json()) as { token: string }
  const from = `/old-address-${Date.now()}`
  const created = await post(
    '/api/redirects',
    { from, to: '/about', isPermanent: true },
    { Authorization: `JWT ${token}` },
  )
  expect(created.status).toBe(201)
  // The front door reads the addresses the CMS owns every 2 s; wait until it knows this one,
  // without asking for it (that would cache the answer).
  await new Promise((resolve) => setTimeout(resolve, 5_000))
  // The redirects are lost from the database: looking one up fails from now on.
  const database = createClient({ url: `file:${databaseFile}` })
  // The server's jobs runner may be writing (the seeded posts' PDFs): wait for its lock.
  await database.execute('PRAGMA busy_timeout = 15000')
  await database.execute('PRAGMA foreign_keys = OFF')
  await database.execute('DROP TABLE redirects')
  database.close()

  const response = await fetch(`${origin}${from}`, { redirect: 'manual', headers: browser })
  expect(response.status).toBe(500)
  const html = await response.text()
  expect(html).toContain('<html lang="en-US"')
  expect(html).toContain('<title>An Error Occurred | Juniper Hill Law</title>')
  expect(html).toMatch(/<h1[^>]*>An Error Occurred<\/h1>/)
  expect(html).toContain('something went wrong on our end')
  expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return Home<\/a>/)
  expect(html).not.toContain('>Contact Us</a>')

  // A crawler is told the status, not shown the error screen (seed §2).
  const crawled = await fetch(`${origin}${from}`, {
    redirect: 'manual',
    headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  })
  expect(crawled.status).toBe(500)
  expect(await crawled.text()).toBe('Error.')
})
