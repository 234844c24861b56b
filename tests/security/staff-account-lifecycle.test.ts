/**
 * Issue 37, items 2, 4, 5 and 9: the ways back into a staff account and the changes to how it
 * signs in, probed through HTTP as its owner and as a stranger would. A two-factor account that
 * strangers locked out gets back in by the e-mailed reset and its code; a session alone changes
 * nothing about how an account signs in; sessions made with the password alone end when a second
 * factor is turned on or required, and with a password change or reset; and a staff password
 * has at least 12 characters and is not a common one, wherever it is set.
 */
import { Secret, TOTP } from 'otpauth'
import { Agent, fetch } from 'undici'
import { beforeAll, describe, expect, test } from 'vitest'

import { soleLinkMailedTo } from '../support/password-reset-mail'
import { firstRegistration, staff } from '../support/staff-account'
import { securityEnvFor } from './support/security-env'
import { useSecurityServer } from './support/security-server'

const port = 3234
const origin = `http://127.0.0.1:${port}`
const { variables } = securityEnvFor('staff-account-lifecycle', port)
useSecurityServer('staff-account-lifecycle', port)

/** The per-account limit of failed sign-ins (src/lib/rate-limit/limiters.ts). */
const failuresPerAccount = 30

const agents = new Map<string, Agent>()

/** A request from the loopback address `from`, so that each test is a client of its own. */
async function request(
  from: string,
  path: string,
  { method = 'POST', body, token }: { method?: string; body?: unknown; token?: string } = {},
) {
  const agent = agents.get(from) ?? new Agent({ localAddress: from })
  agents.set(from, agent)
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `JWT ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    dispatcher: agent,
  })
  const text = await response.text()
  return {
    status: response.status,
    cookie: response.headers.get('set-cookie'),
    body: (text ? JSON.parse(text) : {}) as Answer,
  }
}

type FieldError = { path: string; label?: string; message: string }

type Answer = {
  token?: string
  message?: string
  field?: string
  recoveryCodes?: string[]
  setupToken?: string
  secret?: string
  doc?: { id: number }
  user?: { email: string } | null
  errors?: { message: string; data?: { twoFactor?: string; errors?: FieldError[] } }[]
}

const needOf = (answer: Answer) => answer.errors?.[0]?.data?.twoFactor
const fieldErrorsOf = (answer: Answer) => answer.errors?.[0]?.data?.errors

/** The authenticator's code for `secret` at `timestampMs`. */
const codeOf = (secret: string, timestampMs = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: timestampMs })

function signIn(from: string, email: string, password: string, twoFactorCode?: string) {
  return request(from, '/api/users/login', { body: { email, password, twoFactorCode } })
}

/** Signs in with the password alone and returns the session's token. */
async function sessionOf(from: string, account: { email: string; password: string }) {
  const { status, body } = await signIn(from, account.email, account.password)
  expect(status).toBe(200)
  return body.token ?? ''
}

/** Whether `token`'s session still signs in: the account it is for, or null. */
async function accountOfSession(token: string) {
  const { body } = await request('127.0.0.1', '/api/users/me', { method: 'GET', token })
  return body.user?.email ?? null
}

/** Whether `refresh-token` renews `token`'s session (a 200 with a new token). */
async function isRenewed(token: string) {
  const { status } = await request('127.0.0.1', '/api/users/refresh-token', { token })
  return status === 200
}

/** Turns two-factor sign-in on for the session's account, as its account page does. */
async function turnOnTwoFactor(token: string, password: string) {
  const setup = await request('127.0.0.1', '/api/users/two-factor/setup', { token })
  expect(setup.status).toBe(200)
  const secret = setup.body.secret ?? ''
  // The code of the step before, so that later sign-ins use a later one.
  const enabled = await request('127.0.0.1', '/api/users/two-factor/enable', {
    token,
    body: {
      setupToken: setup.body.setupToken,
      code: codeOf(secret, Date.now() - 30_000),
      password,
    },
  })
  expect(enabled.status).toBe(200)
  return { secret, recoveryCodes: enabled.body.recoveryCodes ?? [] }
}

/**
 * The token of the reset link e-mailed to `email` by a forgot-password request, once it is in the
 * outbox (the jobs queue sends it after the answer: password-reset-mail.test.ts).
 */
async function resetTokenFor(email: string) {
  const requested = await request('127.0.0.1', '/api/users/forgot-password', { body: { email } })
  expect(requested.status).toBe(200)
  return (await soleLinkMailedTo(variables.OUTBOX_DIR, email)).split('/').at(-1) ?? ''
}

let ownerToken = ''
let accountCount = 0

/** A new staff account, created by the owner through the API. */
async function newAccount(name: string) {
  accountCount += 1
  const account = {
    email: `${name}-${accountCount}@example.com`,
    password: `the ${name} password number ${accountCount}`,
    name,
  }
  const created = await request('127.0.0.1', '/api/users', { token: ownerToken, body: account })
  expect(created.status).toBe(201)
  return { ...account, id: created.body.doc?.id ?? 0 }
}

beforeAll(async () => {
  const registered = await request('127.0.0.1', '/api/users/first-register', {
    body: firstRegistration,
  })
  expect(registered.status).toBe(200)
  ownerToken = await sessionOf('127.0.0.2', staff)
})

describe('item 2: a two-factor account that strangers locked out', () => {
  test(
    'gets back in by the e-mailed reset and its code, and the reset signs nobody in',
    { timeout: 300_000 },
    async () => {
      const account = await newAccount('locked-out')
      // The session that turns two-factor on stays signed in (it proved both factors).
      const session = await sessionOf('127.0.0.40', account)
      const { secret } = await turnOnTwoFactor(session, account.password)

      // Addresses in parallel, as guessers spread over many would be.
      await Promise.all(
        ['127.0.0.42', '127.0.0.43', '127.0.0.44'].map(async (from) => {
          for (let attempt = 1; attempt <= failuresPerAccount / 3; attempt += 1) {
            expect((await signIn(from, account.email, 'a wrong password guess')).status).toBe(401)
          }
        }),
      )
      const refused = await signIn('127.0.0.45', account.email, account.password, codeOf(secret))
      expect(refused.status).toBe(429)
      expect(refused.body.errors?.[0]?.message).toMatch(/Forgot password/)

      const newPassword = 'a new password after the lockout'
      const reset = await request('127.0.0.45', '/api/users/reset-password', {
        body: { token: await resetTokenFor(account.email), password: newPassword },
      })
      expect(reset.status).toBe(200)
      expect(reset.body.message).toMatch(/Sign in with it and the code/)
      expect(reset.body.token).toBeUndefined()
      expect(reset.cookie ?? '').not.toMatch(/payload-token=[^;]/)
      // Every session ends with a reset, those that proved the second factor included.
      expect(await accountOfSession(session)).toBeNull()

      const withoutCode = await signIn('127.0.0.45', account.email, newPassword)
      expect(withoutCode.status).toBe(401)
      expect(needOf(withoutCode.body)).toBe('code-required')
      const withCode = await signIn('127.0.0.45', account.email, newPassword, codeOf(secret))
      expect(withCode.status).toBe(200)
      expect(await accountOfSession(withCode.body.token ?? '')).toBe(account.email)
    },
  )
})

describe('item 4: a session alone does not change how an account signs in', () => {
  test('a second factor is not replaced, by the account page or by a set-up at sign-in', async () => {
    const account = await newAccount('kept-factor')
    const session = await sessionOf('127.0.0.50', account)
    // A set-up started before two-factor was on, kept by whoever held the session.
    const earlier = await request('127.0.0.1', '/api/users/two-factor/setup', { token: session })
    const { secret } = await turnOnTwoFactor(session, account.password)

    const again = await request('127.0.0.1', '/api/users/two-factor/setup', { token: session })
    expect(again.status).toBe(409)
    const replaced = await request('127.0.0.1', '/api/users/two-factor/enable', {
      token: session,
      body: {
        setupToken: earlier.body.setupToken,
        code: codeOf(earlier.body.secret ?? ''),
        password: account.password,
      },
    })
    expect(replaced.status).toBe(409)
    const atSignIn = await request('127.0.0.51', '/api/users/login', {
      body: {
        email: account.email,
        password: account.password,
        twoFactorSetupToken: earlier.body.setupToken,
        twoFactorCode: codeOf(earlier.body.secret ?? ''),
      },
    })
    expect(atSignIn.status).toBe(401)
    expect(needOf(atSignIn.body)).toBe('code-wrong')

    const owner = await signIn('127.0.0.52', account.email, account.password, codeOf(secret))
    expect(owner.status).toBe(200)
  })

  test('turning two-factor on, new recovery codes and turning it off ask for the password', async () => {
    const account = await newAccount('asked-factors')
    const session = await sessionOf('127.0.0.53', account)
    const setup = await request('127.0.0.1', '/api/users/two-factor/setup', { token: session })
    const sessionOnly = await request('127.0.0.1', '/api/users/two-factor/enable', {
      token: session,
      body: { setupToken: setup.body.setupToken, code: codeOf(setup.body.secret ?? '') },
    })
    expect(sessionOnly.status).toBe(400)
    expect(sessionOnly.body.field).toBe('password')

    const { secret } = await turnOnTwoFactor(session, account.password)
    for (const path of ['/api/users/two-factor/recovery-codes', '/api/users/two-factor/disable']) {
      const withCodeOnly = await request('127.0.0.1', path, {
        token: session,
        body: { code: codeOf(secret) },
      })
      expect(withCodeOnly.status).toBe(400)
      expect(withCodeOnly.body.field).toBe('password')
      const withPasswordOnly = await request('127.0.0.1', path, {
        token: session,
        body: { password: account.password },
      })
      expect(withPasswordOnly.status).toBe(400)
      expect(withPasswordOnly.body.field).toBe('code')
    }
    const renewed = await request('127.0.0.1', '/api/users/two-factor/recovery-codes', {
      token: session,
      body: { password: account.password, code: codeOf(secret) },
    })
    expect(renewed.status).toBe(200)
    expect(renewed.body.recoveryCodes).toHaveLength(10)
  })

  test('a password or e-mail address changes only with the current factors', async () => {
    const account = await newAccount('changed-sign-in')
    const session = await sessionOf('127.0.0.54', account)
    const { secret, recoveryCodes } = await turnOnTwoFactor(session, account.password)
    const path = `/api/users/${account.id}`
    const newPassword = 'a password a session alone chose'
    const newEmail = `moved-${account.email}`

    for (const change of [{ password: newPassword }, { email: newEmail }]) {
      const sessionOnly = await request('127.0.0.1', path, {
        method: 'PATCH',
        token: session,
        body: change,
      })
      expect(sessionOnly.status).toBe(400)
      expect(fieldErrorsOf(sessionOnly.body)).toEqual([
        {
          path: 'currentPassword',
          label: 'Your current password',
          message: 'Enter your current password.',
        },
      ])
      // The admin's notice names the field as its label does, not by its name in the code.
      expect(sessionOnly.body.errors?.[0]?.message).toBe(
        'The following field is invalid: Your current password',
      )
      const withoutCode = await request('127.0.0.1', path, {
        method: 'PATCH',
        token: session,
        body: { ...change, currentPassword: account.password },
      })
      expect(withoutCode.status).toBe(400)
      expect(fieldErrorsOf(withoutCode.body)?.[0]?.path).toBe('currentCode')
    }
    // Neither changed: the owner signs in as before.
    const before = await signIn('127.0.0.55', account.email, account.password, codeOf(secret))
    expect(before.status).toBe(200)

    // A colleague's session is not the colleague's password either.
    const byOwnerSessionOnly = await request('127.0.0.1', path, {
      method: 'PATCH',
      token: ownerToken,
      body: { password: newPassword },
    })
    expect(byOwnerSessionOnly.status).toBe(400)

    // A code of the next step: the sign-in above spent the current one.
    const changed = await request('127.0.0.1', path, {
      method: 'PATCH',
      token: session,
      body: {
        password: newPassword,
        currentPassword: account.password,
        currentCode: codeOf(secret, Date.now() + 30_000),
      },
    })
    expect(changed.status).toBe(200)
    const [recoveryCode] = recoveryCodes
    const after = await signIn('127.0.0.55', account.email, newPassword, recoveryCode)
    expect(after.status).toBe(200)
  })
})

describe('item 5: sessions made with less than the account now asks for end', () => {
  test('turning two-factor on ends the other sessions, and refresh-token cannot renew them', async () => {
    const account = await newAccount('turned-on')
    const elsewhere = await sessionOf('127.0.0.60', account)
    const here = await sessionOf('127.0.0.61', account)
    expect(await accountOfSession(elsewhere)).toBe(account.email)
    await turnOnTwoFactor(here, account.password)
    expect(await accountOfSession(elsewhere)).toBeNull()
    expect(await isRenewed(elsewhere)).toBe(false)
    expect(await accountOfSession(here)).toBe(account.email)
    expect(await isRenewed(here)).toBe(true)
  })

  test('a password change ends the other sessions, and a reset ends them all', async () => {
    const account = await newAccount('new-password')
    const elsewhere = await sessionOf('127.0.0.62', account)
    const here = await sessionOf('127.0.0.63', account)
    const newPassword = 'a changed password for this test'
    const changed = await request('127.0.0.1', `/api/users/${account.id}`, {
      method: 'PATCH',
      token: here,
      body: { password: newPassword, currentPassword: account.password },
    })
    expect(changed.status).toBe(200)
    expect(await accountOfSession(elsewhere)).toBeNull()
    expect(await isRenewed(elsewhere)).toBe(false)
    expect(await accountOfSession(here)).toBe(account.email)

    const reset = await request('127.0.0.64', '/api/users/reset-password', {
      body: { token: await resetTokenFor(account.email), password: 'a password set by the link' },
    })
    expect(reset.status).toBe(200)
    expect(await accountOfSession(here)).toBeNull()
    // An account that signs in with its password alone is signed in by the reset, as before.
    expect(await accountOfSession(reset.body.token ?? '')).toBe(account.email)
  })

  test('when the firm requires two-factor, sessions made with the password alone end', async () => {
    const account = await newAccount('required')
    const withPasswordOnly = await sessionOf('127.0.0.65', account)
    const withCodeAccount = await newAccount('required-with-code')
    const withCode = await sessionOf('127.0.0.66', withCodeAccount)
    await turnOnTwoFactor(withCode, withCodeAccount.password)

    const required = await request('127.0.0.1', '/api/globals/site-settings', {
      token: ownerToken,
      body: { requireStaffTwoFactor: true },
    })
    expect(required.status).toBe(200)
    try {
      expect(await accountOfSession(withPasswordOnly)).toBeNull()
      expect(await isRenewed(withPasswordOnly)).toBe(false)
      expect(await accountOfSession(withCode)).toBe(withCodeAccount.email)
      // Whoever made the change keeps the session that made it.
      expect(await accountOfSession(ownerToken)).toBe(staff.email)
    } finally {
      await request('127.0.0.1', '/api/globals/site-settings', {
        token: ownerToken,
        body: { requireStaffTwoFactor: false },
      })
    }
  })
})

describe('item 9: one password policy for staff', () => {
  test.each([
    ['abc', 'Use a password of at least 12 characters.'],
    ['password1234', expect.stringMatching(/list of common passwords/)],
  ])('%s is refused for a new account, with the reason on the field', async (password, message) => {
    const created = await request('127.0.0.1', '/api/users', {
      token: ownerToken,
      body: { email: `weak-${password}@example.com`, password, name: 'Weak' },
    })
    expect(created.status).toBe(400)
    expect(fieldErrorsOf(created.body)).toEqual([
      { path: 'password', label: 'New Password', message },
    ])
  })

  test('a reset to a short password is refused and changes nothing', async () => {
    const account = await newAccount('short-reset')
    const token = await resetTokenFor(account.email)
    const reset = await request('127.0.0.70', '/api/users/reset-password', {
      body: { token, password: 'short' },
    })
    expect(reset.status).toBe(400)
    expect(fieldErrorsOf(reset.body)).toEqual([
      {
        path: 'password',
        label: 'New Password',
        message: 'Use a password of at least 12 characters.',
      },
    ])
    expect((await signIn('127.0.0.71', account.email, account.password)).status).toBe(200)
  })

  test('a password change to a common password is refused', async () => {
    const account = await newAccount('common-change')
    const session = await sessionOf('127.0.0.72', account)
    const changed = await request('127.0.0.1', `/api/users/${account.id}`, {
      method: 'PATCH',
      token: session,
      body: { password: 'qwertyuiop123', currentPassword: account.password },
    })
    expect(changed.status).toBe(400)
    expect(fieldErrorsOf(changed.body)?.[0]?.path).toBe('password')
    expect((await signIn('127.0.0.73', account.email, account.password)).status).toBe(200)
  })
})
