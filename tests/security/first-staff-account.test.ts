/**
 * Item 1: a fresh install cannot be claimed by whoever arrives first; the operator's setup code
 * (or `npm run create-admin`) makes the first account, with a password the staff policy takes
 * (issue 37, item 9). Also the sign-in cookie (failed sign-ins: staff-sign-in.test.ts).
 */

import { describe, expect, test } from 'vitest'

import { firstRegistration, staff } from '../support/staff-account'
import { postJson } from './support/client'
import { useSecurityServer } from './support/security-server'

const port = 3201
const origin = `http://localhost:${port}`
useSecurityServer('first-account', port)

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(origin, path, body, headers)

const isInitialized = async () =>
  ((await (await fetch(`${origin}/api/users/init`)).json()) as { initialized: boolean }).initialized

describe.sequential('the first staff account', () => {
  test('cannot be registered without the setup code, and nothing is stored', async () => {
    expect(await isInitialized()).toBe(false)
    const withoutCode = { email: staff.email, password: staff.password, name: staff.name }
    for (const attempt of [
      withoutCode,
      { ...withoutCode, setupCode: 'AAAA-BBBB-CCCC-DDDD' },
      { ...withoutCode, setupCode: '' },
    ]) {
      const response = await post('/api/users/first-register', attempt)
      expect(response.status).toBe(403)
      expect(JSON.stringify(await response.json())).toContain('setup code')
    }
    expect(await isInitialized()).toBe(false)
  })

  test('is not registered with a short or common password, and says why on the field', async () => {
    for (const [password, message] of [
      ['abc', 'Use a password of at least 12 characters.'],
      ['password1234', expect.stringMatching(/list of common passwords/)],
    ] as const) {
      const response = await post('/api/users/first-register', { ...firstRegistration, password })
      expect(response.status).toBe(400)
      const body = (await response.json()) as { errors: { data: { errors: unknown[] } }[] }
      expect(body.errors[0]?.data.errors).toEqual([
        { path: 'password', label: 'New Password', message },
      ])
    }
    expect(await isInitialized()).toBe(false)
  })

  test('is registered with the setup code, once', async () => {
    const registered = await post('/api/users/first-register', firstRegistration)
    expect(registered.status).toBe(200)
    expect(await isInitialized()).toBe(true)
    const again = await post('/api/users/first-register', {
      ...firstRegistration,
      email: 'someone-else@example.com',
    })
    expect(again.status).toBe(403)
  })

  test('signs in with an HttpOnly, SameSite=Lax, Secure cookie', async () => {
    const login = await post('/api/users/login', {
      email: staff.email,
      password: staff.password,
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Secure/i)
  })
})
