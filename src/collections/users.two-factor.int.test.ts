import { randomUUID } from 'node:crypto'

import { Secret, TOTP } from 'otpauth'
import { APIError, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { finishTwoFactorSetup, startTwoFactorSetup } from '@/data/staff-two-factor'
import { clientAddressHeader } from '@/domain/http/client-address'

import { getTestPayload } from '../../tests/support/payload'

const password = 'correct horse battery staple'
/** The per-client limit of failed sign-ins (src/lib/rate-limit/limiters.ts). */
const failuresPerClient = 10

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
function login(email: string, client: string, fields: SecondFactorFields = {}) {
  const req: Partial<PayloadRequest> = { headers: new Headers({ [clientAddressHeader]: client }) }
  const data = { email, password, ...fields }
  return payload.login({ collection: 'users', data, req })
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
