/**
 * Item 8, the 500 half: a page that fails on the server is sent as the error screen, whole in
 * the server's HTML (not an empty document that only a script fills in), with status 500.
 */
import type { ChildProcess } from 'node:child_process'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { stopServer } from '../../scripts/support/server-process'
import { firstRegistration, staff } from '../support/staff-account'
import { securityEnvFor } from './support/security-env'
import { startSecurityServer } from './support/security-server'

const port = 3203
const origin = `http://127.0.0.1:${port}`
const databaseFile = `${securityEnvFor('server-error', port).directory}/site.db`
let server: ChildProcess

beforeAll(async () => {
  server = await startSecurityServer('server-error', port)
})
afterAll(async () => {
  await stopServer(server)
})

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

test('the error screen is not a page of its own from outside', async () => {
  const response = await fetch(`${origin}/next/server-error`)
  expect(response.status).toBe(404)
})

test('a page that fails on the server is sent as the error screen with status 500', async () => {
  // An address that no page caches yet and that the site must look up: a redirect's.
  await postJson('/api/users/first-register', firstRegistration)
  const login = await postJson('/api/users/login', { email: staff.email, password: staff.password })
  const { token } = (await login.json()) as { token: string }
  const from = `/old-address-${Date.now()}`
  const created = await postJson(
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
  await database.execute('PRAGMA foreign_keys = OFF')
  await database.execute('DROP TABLE redirects')
  database.close()

  const response = await fetch(`${origin}${from}`, { redirect: 'manual' })
  expect(response.status).toBe(500)
  const html = await response.text()
  expect(html).toContain('<html lang="en-US"')
  expect(html).toContain('<title>An Error Occurred | Juniper Hill Law</title>')
  expect(html).toMatch(/<h1[^>]*>An Error Occurred<\/h1>/)
  expect(html).toContain('something went wrong on our end')
  expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return Home<\/a>/)
  expect(html).not.toContain('>Contact Us</a>')
})
