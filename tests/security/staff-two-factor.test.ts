/**
 * Issue 24, item 5: once staff turn on two-factor sign-in, the password alone no longer signs in;
 * the authenticator's current code does, once; a wrong code is refused and counts as a failed
 * sign-in in the per-client limit; a recovery code works once; and when the firm requires it, an
 * account without it is asked to set it up before it signs in.
 */
import { Secret, TOTP } from 'otpauth'
import { Agent, fetch } from 'undici'
import { beforeAll, describe, expect, test } from 'vitest'

import { firstRegistration, staff } from '../support/staff-account'
import { postJson } from './support/client'
import { useSecurityServer } from './support/security-server'

const port = 3233
const origin = `http://127.0.0.1:${port}`
useSecurityServer('staff-two-factor', port)

/** The per-client limit of failed sign-ins (src/lib/rate-limit/limiters.ts). */
const failuresPerClient = 10

const agents = new Map<string, Agent>()

type SignInFields = { twoFactorCode?: string; twoFactorSetupToken?: string }

/** Signs in from the loopback address `from`, as the admin's sign-in form does. */
async function signIn(from: string, email: string, password: string, fields: SignInFields = {}) {
  const agent = agents.get(from) ?? new Agent({ localAddress: from })
  agents.set(from, agent)
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, ...fields }),
    dispatcher: agent,
  })
  return { status: response.status, body: (await response.json()) as SignInAnswer }
}

type SignInAnswer = {
  token?: string
  twoFactorRecoveryCodes?: string[]
  errors?: {
    name?: string
    message: string
    data?: { twoFactor: string; setup?: { setupToken: string; secret: string } }
  }[]
}

const needOf = (answer: SignInAnswer) => answer.errors?.[0]?.data?.twoFactor

/** The authenticator's code for `secret` at `timestampMs`. */
const codeOf = (secret: string, timestampMs = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: timestampMs })

async function postAs(token: string, path: string, body: unknown) {
  const response = await postJson(origin, path, body, { Authorization: `JWT ${token}` })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Turns two-factor sign-in on for the staff account of `token`, as its account page does. */
async function turnOnTwoFactor(token: string) {
  const setup = await postAs(token, '/api/users/two-factor/setup', {})
  expect(setup.status).toBe(200)
  const { setupToken, secret } = setup.body as { setupToken: string; secret: string }
  // The code of the step before, so that the tests' own sign-ins use a later one.
  const enabled = await postAs(token, '/api/users/two-factor/enable', {
    setupToken,
    code: codeOf(secret, Date.now() - 30_000),
    password: staff.password,
  })
  expect(enabled.status).toBe(200)
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] }
}

const colleague = { email: 'colleague@example.com', password: 'another-long-password', name: 'Sam' }
let secret = ''
let recoveryCodes: string[] = []
let staffToken = ''

beforeAll(async () => {
  expect((await postJson(origin, '/api/users/first-register', firstRegistration)).status).toBe(200)
  const { body } = await signIn('127.0.0.30', staff.email, staff.password)
  staffToken = body.token ?? ''
  expect((await postAs(staffToken, '/api/users', colleague)).status).toBe(201)
  ;({ secret, recoveryCodes } = await turnOnTwoFactor(staffToken))
})

describe('two-factor staff sign-in', () => {
  test('once it is on, the right password alone is refused, with no session', async () => {
    const { status, body } = await signIn('127.0.0.31', staff.email, staff.password)
    expect(status).toBe(401)
    expect(body.token).toBeUndefined()
    expect(needOf(body)).toBe('code-required')
    expect(body.errors?.[0]?.message).toMatch(/code from your authenticator app/)
  })

  test('the current code signs in', async () => {
    const { status, body } = await signIn('127.0.0.32', staff.email, staff.password, {
      twoFactorCode: codeOf(secret),
    })
    expect(status).toBe(200)
    expect(body.token).toEqual(expect.any(String))
  })

  test('a wrong code is refused and counts toward the client’s failed sign-ins', async () => {
    const wrongCode = codeOf(secret, Date.now() - 10 * 60_000)
    for (let attempt = 1; attempt <= failuresPerClient; attempt += 1) {
      const { status, body } = await signIn('127.0.0.33', staff.email, staff.password, {
        twoFactorCode: wrongCode,
      })
      expect(status).toBe(401)
      expect(needOf(body)).toBe('code-wrong')
    }
    const { status } = await signIn('127.0.0.33', staff.email, staff.password, {
      twoFactorCode: codeOf(secret),
    })
    expect(status).toBe(429)
  })

  test('a recovery code signs in once', async () => {
    const [code = ''] = recoveryCodes
    const first = await signIn('127.0.0.34', staff.email, staff.password, { twoFactorCode: code })
    expect(first.status).toBe(200)
    const again = await signIn('127.0.0.34', staff.email, staff.password, { twoFactorCode: code })
    expect(again.status).toBe(401)
    expect(needOf(again.body)).toBe('code-wrong')
  })

  test('no request reads the second factor back', async () => {
    const response = await fetch(`${origin}/api/users/me`, {
      headers: { Authorization: `JWT ${staffToken}` },
    })
    const text = await response.text()
    expect(text).not.toMatch(/twoFactor|recovery|secret/i)
  })

  test('when the firm requires it, an account without it must set it up to sign in', async () => {
    const required = await postAs(staffToken, '/api/globals/site-settings', {
      requireStaffTwoFactor: true,
    })
    expect(required.status).toBe(200)
    const first = await signIn('127.0.0.35', colleague.email, colleague.password)
    expect(first.status).toBe(401)
    expect(first.body.token).toBeUndefined()
    expect(needOf(first.body)).toBe('setup-required')
    const setup = first.body.errors?.[0]?.data?.setup
    expect(setup).toMatchObject({ setupToken: expect.any(String), secret: expect.any(String) })
    const done = await signIn('127.0.0.35', colleague.email, colleague.password, {
      twoFactorCode: codeOf(setup?.secret ?? ''),
      twoFactorSetupToken: setup?.setupToken ?? '',
    })
    expect(done.status).toBe(200)
    expect(done.body.twoFactorRecoveryCodes).toHaveLength(10)
    const later = await signIn('127.0.0.36', colleague.email, colleague.password)
    expect(needOf(later.body)).toBe('code-required')
  })
})
