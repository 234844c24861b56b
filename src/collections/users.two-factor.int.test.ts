import { randomUUID } from 'node:crypto'

import { Secret, TOTP } from 'otpauth'
import { APIError, ValidationError, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { env } from '@/config/env'
import { finishTwoFactorSetup, startTwoFactorSetup } from '@/data/staff-two-factor'
import { clientAddressHeader } from '@/domain/http/client-address'

import { linksMailedTo } from '../../tests/support/password-reset-mail'
import { getTestPayload } from '../../tests/support/payload'

const password = 'correct horse battery staple'
/** The limits' policies (src/lib/rate-limit/limiters.ts): failures per client, per account. */
const failuresPerClient = 10
const failuresPerAccount = 30

let payload: Payload
const createdIds: number[] = []

const uniqueEmail = (name: string) => `${name}-${randomUUID()}@example.com`

async function createUser(email: string) {
  const user = await payload.create({
    collection: 'users',
    data: { email, password, name: 'Test Staff' },
    overrideAccess: true,
  })
  createdIds.push(user.id)
  return user
}

/** The authenticator's code for `secret` at `timestampMs` (now by default). */
const codeOf = (secret: string, timestampMs = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: timestampMs })

/** An account with two-factor sign-in on: its secret and recovery codes. */
async function createUserWithTwoFactor(email: string) {
  const user = await createUser(email)
  // Set up half a minute ago, so that the test's own sign-in uses a later code.
  const setupAtMs = Date.now() - 30_000
  const setup = startTwoFactorSetup(user.id, email, setupAtMs)
  const recoveryCodes = await finishTwoFactorSetup(payload, {
    userId: user.id,
    setupToken: setup.setupToken,
    code: codeOf(setup.secret, setupAtMs),
    nowMs: setupAtMs,
  })
  if (!recoveryCodes) throw new Error('The set-up did not take its own code.')
  return { user, secret: setup.secret, recoveryCodes }
}

type SecondFactorFields = { twoFactorCode?: string; twoFactorSetupToken?: string }

/** A sign-in from `client`, with the second-factor fields the admin's form sends. */
function login(email: string, client: string, fields: SecondFactorFields = {}, attempt = password) {
  const req: Partial<PayloadRequest> = { headers: new Headers({ [clientAddressHeader]: client }) }
  const data = { email, password: attempt, ...fields }
  return payload.login({ collection: 'users', data, req })
}

/** Whether `token` still signs its holder in (its session has not ended). */
async function isSignedInBy(token: string) {
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return user !== null
}

/** The reset link's token, as e-mailed to `email` by a forgot-password request. */
async function resetTokenFor(email: string) {
  await payload.forgotPassword({ collection: 'users', data: { email } })
  const [link, ...others] = linksMailedTo(env.OUTBOX_DIR, email)
  expect(others).toEqual([])
  return link?.split('/').at(-1) ?? ''
}

/** How a sign-in ended: "signed in", or its status, message and second-factor data. */
async function outcomeOf(attempt: Promise<unknown>) {
  return attempt.then(
    () => 'signed in' as const,
    (reason: unknown) => {
      if (!(reason instanceof APIError)) throw reason
      const data: unknown = reason.data
      const need =
        data && typeof data === 'object' && 'twoFactor' in data ? data.twoFactor : undefined
      return { status: reason.status, need }
    },
  )
}

async function requireTwoFactor(isRequired: boolean) {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { requireStaffTwoFactor: isRequired },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await requireTwoFactor(false)
  for (const id of createdIds) {
    await payload.delete({ collection: 'users', id, overrideAccess: true })
  }
})

describe('two-factor staff sign-in', () => {
  test('once it is on, the right password alone does not sign in', async () => {
    const email = uniqueEmail('password-only')
    await createUserWithTwoFactor(email)
    expect(await outcomeOf(login(email, '198.51.100.110'))).toEqual({
      status: 401,
      need: 'code-required',
    })
  })

  test('the current code signs in, once', async () => {
    const email = uniqueEmail('right-code')
    const { secret } = await createUserWithTwoFactor(email)
    const code = codeOf(secret)
    const result = await login(email, '198.51.100.120', { twoFactorCode: code })
    expect(result.token).toEqual(expect.any(String))
    expect(await outcomeOf(login(email, '198.51.100.120', { twoFactorCode: code }))).toEqual({
      status: 401,
      need: 'code-wrong',
    })
  })

  test('a wrong code is refused and counts as a failed sign-in of the client', async () => {
    const email = uniqueEmail('wrong-code')
    const { secret } = await createUserWithTwoFactor(email)
    const client = '198.51.100.130'
    const wrongCode = codeOf(secret, Date.now() - 10 * 60_000)
    for (let attempt = 1; attempt <= failuresPerClient; attempt += 1) {
      expect(await outcomeOf(login(email, client, { twoFactorCode: wrongCode }))).toEqual({
        status: 401,
        need: 'code-wrong',
      })
    }
    expect(await outcomeOf(login(email, client, { twoFactorCode: codeOf(secret) }))).toMatchObject({
      status: 429,
    })
  })

  test('asking for the code is not a failure: the two steps of a sign-in count nothing', async () => {
    const email = uniqueEmail('two-steps')
    const { secret } = await createUserWithTwoFactor(email)
    const client = '198.51.100.140'
    for (let attempt = 1; attempt <= failuresPerClient; attempt += 1) {
      expect(await outcomeOf(login(email, client))).toMatchObject({ need: 'code-required' })
    }
    expect(await outcomeOf(login(email, client, { twoFactorCode: codeOf(secret) }))).toBe(
      'signed in',
    )
  })

  test('a recovery code signs in once', async () => {
    const email = uniqueEmail('recovery')
    const { recoveryCodes } = await createUserWithTwoFactor(email)
    const [first = ''] = recoveryCodes
    expect(recoveryCodes).toHaveLength(10)
    expect(await outcomeOf(login(email, '198.51.100.150', { twoFactorCode: first }))).toBe(
      'signed in',
    )
    expect(await outcomeOf(login(email, '198.51.100.150', { twoFactorCode: first }))).toEqual({
      status: 401,
      need: 'code-wrong',
    })
  })

  test('no request reads or sets the second factor, not even its owner', async () => {
    const email = uniqueEmail('private')
    const { user } = await createUserWithTwoFactor(email)
    const asOwner = await payload.findByID({
      collection: 'users',
      id: user.id,
      user,
      overrideAccess: false,
    })
    expect(asOwner).not.toHaveProperty('twoFactor')
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { twoFactor: { secret: null, recoveryCodes: null } },
      user,
      overrideAccess: false,
    })
    expect(await outcomeOf(login(email, '198.51.100.160'))).toMatchObject({ need: 'code-required' })
  })

  test('when the firm requires it, an account without it sets it up at sign-in', async () => {
    const email = uniqueEmail('required')
    await createUser(email)
    await requireTwoFactor(true)
    try {
      const client = '198.51.100.170'
      const first = await login(email, client).then(
        () => null,
        (reason: unknown) => reason,
      )
      expect(first).toBeInstanceOf(APIError)
      const { data } = first as APIError<{
        twoFactor: string
        setup: { setupToken: string; secret: string }
      }>
      expect(data.twoFactor).toBe('setup-required')
      const { setupToken, secret } = data.setup
      expect(
        await outcomeOf(
          login(email, client, { twoFactorCode: '000000', twoFactorSetupToken: setupToken }),
        ),
      ).toMatchObject({ need: 'setup-code-wrong' })
      const signedIn = await login(email, client, {
        twoFactorCode: codeOf(secret),
        twoFactorSetupToken: setupToken,
      })
      expect(signedIn).toMatchObject({ twoFactorRecoveryCodes: expect.any(Array) })
      expect(await outcomeOf(login(email, client))).toMatchObject({ need: 'code-required' })
    } finally {
      await requireTwoFactor(false)
    }
  })
})

describe('the way back into a two-factor account (issue 37, item 2)', () => {
  test(
    'past its failures, the e-mailed reset lets it in again with its code, and no sooner',
    { timeout: 180_000 },
    async () => {
      const email = uniqueEmail('locked-out')
      const { secret } = await createUserWithTwoFactor(email)
      const strangers = ['198.51.100.180', '198.51.100.181', '198.51.100.182']
      const perClient = failuresPerAccount / strangers.length
      await Promise.all(
        strangers.map(async (client) => {
          for (let attempt = 1; attempt <= perClient; attempt += 1) {
            expect(await outcomeOf(login(email, client, {}, 'not the password'))).toMatchObject({
              status: 401,
            })
          }
        }),
      )
      const owner = '198.51.100.183'
      expect(await outcomeOf(login(email, owner, { twoFactorCode: codeOf(secret) }))).toMatchObject(
        { status: 429 },
      )

      const newPassword = 'a new password after the lockout'
      const reset = await payload.resetPassword({
        collection: 'users',
        data: { token: await resetTokenFor(email), password: newPassword },
        overrideAccess: true,
      })
      // The link proves the e-mail address, not the second factor: no session comes with it.
      expect(reset.token).toBeUndefined()
      expect(await outcomeOf(login(email, owner, {}, password))).toMatchObject({ status: 401 })
      expect(await outcomeOf(login(email, owner, {}, newPassword))).toEqual({
        status: 401,
        need: 'code-required',
      })
      expect(
        await outcomeOf(login(email, owner, { twoFactorCode: codeOf(secret) }, newPassword)),
      ).toBe('signed in')
    },
  )

  test('a reset signs out every session of a two-factor account, and a recovery code lets it in', async () => {
    const email = uniqueEmail('reset-sessions')
    const { secret, recoveryCodes } = await createUserWithTwoFactor(email)
    const signedIn = await login(email, '198.51.100.190', { twoFactorCode: codeOf(secret) })
    expect(await isSignedInBy(signedIn.token ?? '')).toBe(true)
    const newPassword = 'another new password for the phone that was lost'
    await payload.resetPassword({
      collection: 'users',
      data: { token: await resetTokenFor(email), password: newPassword },
      overrideAccess: true,
    })
    expect(await isSignedInBy(signedIn.token ?? '')).toBe(false)
    const [recoveryCode = ''] = recoveryCodes
    expect(
      await outcomeOf(login(email, '198.51.100.191', { twoFactorCode: recoveryCode }, newPassword)),
    ).toBe('signed in')
  })

  test('a reset to a password the policy refuses changes nothing, and the link still works', async () => {
    const email = uniqueEmail('weak-reset')
    const { secret } = await createUserWithTwoFactor(email)
    const token = await resetTokenFor(email)
    const refused = await payload
      .resetPassword({
        collection: 'users',
        data: { token, password: 'short' },
        overrideAccess: true,
      })
      .then(
        () => null,
        (reason: unknown) => reason,
      )
    expect(refused).toBeInstanceOf(ValidationError)
    expect((refused as ValidationError).data.errors).toEqual([
      {
        path: 'password',
        label: 'New Password',
        message: 'Use a password of at least 12 characters.',
      },
    ])
    expect(await outcomeOf(login(email, '198.51.100.195', { twoFactorCode: codeOf(secret) }))).toBe(
      'signed in',
    )
    const reset = await payload.resetPassword({
      collection: 'users',
      data: { token, password: 'a password the policy takes' },
      overrideAccess: true,
    })
    expect(reset.user.email).toBe(email)
  })
})
