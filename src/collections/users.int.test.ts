import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import {
  APIError,
  AuthenticationError,
  Forbidden,
  ValidationError,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

import { env } from '@/config/env'
import { checkCurrentFactors } from '@/data/staff-sign-in'
import { clientAddressHeader } from '@/domain/http/client-address'
import { staffPasswordMessages } from '@/lib/auth/password-policy'

import { linksMailedTo } from '../../tests/support/password-reset-mail'
import { getTestPayload } from '../../tests/support/payload'

const password = 'correct horse battery staple'
const wrongPassword = 'not the password'
/** The limits' policies (src/lib/rate-limit/limiters.ts): failures per client, per account. */
const failuresPerClient = 10
const failuresPerAccount = 30

let payload: Payload
const createdIds: number[] = []

async function createUser(email: string) {
  const user = await payload.create({
    collection: 'users',
    data: { email, password, name: 'Test Staff' },
    overrideAccess: true,
  })
  createdIds.push(user.id)
  return user
}

/** A fresh address for each test, so no test's limits carry over to another. */
const uniqueEmail = (name: string) => `${name}-${randomUUID()}@example.com`

/** A sign-in as it reaches Payload from `client` through the front door. */
function login(email: string, attempt: string, client: string, req: Partial<PayloadRequest> = {}) {
  req.headers = new Headers({ [clientAddressHeader]: client })
  return payload.login({ collection: 'users', data: { email, password: attempt }, req })
}

/** How a sign-in failed (its status and message), or "signed in". */
async function outcomeOf(attempt: Promise<unknown>) {
  return attempt.then(
    () => 'signed in' as const,
    (reason: unknown) => {
      if (!(reason instanceof APIError)) throw reason
      return { status: reason.status, message: reason.message }
    },
  )
}

async function failSignIns(email: string, client: string, count: number) {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    await expect(login(email, wrongPassword, client)).rejects.toBeInstanceOf(AuthenticationError)
  }
}

/** Milliseconds that `attempt` takes to settle, whether it succeeds or fails. */
async function timed(attempt: () => Promise<unknown>) {
  const start = performance.now()
  await attempt().catch(() => undefined)
  return performance.now() - start
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[values.length >> 1] ?? NaN

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  for (const id of createdIds) {
    await payload.delete({ collection: 'users', id, overrideAccess: true })
  }
})

describe('staff sign-in', () => {
  test('wrong passwords from one client do not stop the right password from another', async () => {
    const email = uniqueEmail('stranger-failures')
    await createUser(email)
    await failSignIns(email, '198.51.100.10', failuresPerClient)
    const result = await login(email, password, '198.51.100.11')
    expect(result.token).toEqual(expect.any(String))
    expect(result.user?.email).toBe(email)
  })

  test('a client is refused (429, Retry-After) after its failures, even with the right password', async () => {
    const email = uniqueEmail('limited-client')
    await createUser(email)
    await failSignIns(email, '198.51.100.20', failuresPerClient)
    const req: Partial<PayloadRequest> = {}
    expect(await outcomeOf(login(email, password, '198.51.100.20', req))).toEqual({
      status: 429,
      message: 'Too many failed sign-ins from your network. Please try again in 15 minutes.',
    })
    expect(req.responseHeaders?.get('Retry-After')).toBe('900')
  })

  test('a right password is not counted: failures are limited, not sign-ins', async () => {
    const email = uniqueEmail('mistyping')
    await createUser(email)
    const client = '198.51.100.30'
    await failSignIns(email, client, failuresPerClient - 1)
    expect(await outcomeOf(login(email, password, client))).toBe('signed in')
    await failSignIns(email, client, 1)
    expect(await outcomeOf(login(email, wrongPassword, client))).toMatchObject({ status: 429 })
  })

  test('an unknown e-mail gets the answer of a wrong password, in about the same time', async () => {
    const email = uniqueEmail('timed')
    await createUser(email)
    const unknown = uniqueEmail('nobody')
    expect(await outcomeOf(login(unknown, wrongPassword, '198.51.100.40'))).toEqual(
      await outcomeOf(login(email, wrongPassword, '198.51.100.41')),
    )
    const wrongMs: number[] = []
    const unknownMs: number[] = []
    // Alternated, so that a busy moment of the machine slows both alike.
    for (let attempt = 1; attempt < failuresPerClient; attempt += 1) {
      wrongMs.push(await timed(() => login(email, wrongPassword, '198.51.100.41')))
      unknownMs.push(await timed(() => login(unknown, wrongPassword, '198.51.100.40')))
    }
    const ratio = median(unknownMs) / median(wrongMs)
    expect(ratio, `unknown ${median(unknownMs)} ms, wrong ${median(wrongMs)} ms`).toBeGreaterThan(
      0.5,
    )
    expect(ratio, `unknown ${median(unknownMs)} ms, wrong ${median(wrongMs)} ms`).toBeLessThan(2)
  })

  test(
    'past its failures from any clients, an account needs the reset link, and unknown ones look alike',
    { timeout: 180_000 },
    async () => {
      const email = uniqueEmail('guessed')
      await createUser(email)
      const unknown = uniqueEmail('nobody')
      const clients = ['198.51.100.50', '198.51.100.51', '198.51.100.52']
      const otherClients = ['198.51.100.54', '198.51.100.55', '198.51.100.56']
      const perClient = failuresPerAccount / clients.length
      // Clients in parallel, as guessers spread over many addresses would be.
      await Promise.all(clients.map((client) => failSignIns(email, client, perClient)))
      await Promise.all(otherClients.map((client) => failSignIns(unknown, client, perClient)))

      const refusal = await outcomeOf(login(email, password, '198.51.100.53'))
      expect(refusal).toEqual({
        status: 429,
        message:
          'Too many failed sign-ins with this e-mail address. To sign in, choose “Forgot password?” and follow the link sent to it.',
      })
      expect(await outcomeOf(login(unknown, password, '198.51.100.53'))).toEqual(refusal)

      await payload.forgotPassword({ collection: 'users', data: { email } })
      const [link, ...others] = linksMailedTo(env.OUTBOX_DIR, email)
      expect(others).toEqual([])
      const token = link?.split('/').at(-1) ?? ''
      expect(link).toBe(`${env.NEXT_PUBLIC_SITE_URL}/admin/reset/${token}`)
      const newPassword = 'a new password only she knows'
      await payload.resetPassword({
        collection: 'users',
        data: { token, password: newPassword },
        overrideAccess: true,
      })
      expect(await outcomeOf(login(email, newPassword, '198.51.100.53'))).toBe('signed in')
    },
  )
})

test('a new reset link is sent at most every 15 minutes, so a stranger cannot void each one', async () => {
  const email = uniqueEmail('reset-twice')
  await createUser(email)
  const firstToken = await payload.forgotPassword({ collection: 'users', data: { email } })
  // A minute later (Payload's default allowed a new link, voiding the first, after 15 s).
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 60_000)
  try {
    expect(await payload.forgotPassword({ collection: 'users', data: { email } })).toBeNull()
  } finally {
    vi.useRealTimers()
  }
  expect(linksMailedTo(env.OUTBOX_DIR, email)).toEqual([
    `${env.NEXT_PUBLIC_SITE_URL}/admin/reset/${firstToken}`,
  ])
})

describe('user access', () => {
  test('an anonymous visitor cannot list staff accounts', async () => {
    await expect(
      payload.find({ collection: 'users', overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  test('a signed-in staff member can list staff accounts', async () => {
    const user = await createUser('lister@example.com')
    const { docs } = await payload.find({ collection: 'users', overrideAccess: false, user })
    expect(docs.map((doc) => doc.email)).toContain('lister@example.com')
  })
})

describe('staff passwords (issue 37, item 9)', () => {
  /** The field errors of a refused write, or "stored". */
  async function errorsOf(write: Promise<unknown>) {
    return write.then(
      () => 'stored' as const,
      (reason: unknown) => {
        if (!(reason instanceof ValidationError)) throw reason
        return reason.data.errors
      },
    )
  }

  test.each([
    ['abc', staffPasswordMessages.short],
    ['password1234', staffPasswordMessages.common],
  ])('%s is refused for a new account and for an existing one', async (weak, message) => {
    const email = uniqueEmail('weak-password')
    expect(
      await errorsOf(
        payload.create({
          collection: 'users',
          data: { email, password: weak, name: 'Test Staff' },
          overrideAccess: true,
        }),
      ),
    ).toEqual([{ path: 'password', label: 'New Password', message }])
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs,
    ).toBe(0)
    const user = await createUser(email)
    expect(
      await errorsOf(
        payload.update({
          collection: 'users',
          id: user.id,
          data: { password: weak },
          overrideAccess: true,
        }),
      ),
    ).toEqual([{ path: 'password', label: 'New Password', message }])
    expect(await outcomeOf(login(email, password, '198.51.100.60'))).toBe('signed in')
  })

  test("an account's current password is checked against the hash Payload stored", async () => {
    const email = uniqueEmail('current-password')
    const user = await createUser(email)
    const check = (attempt: string) =>
      checkCurrentFactors(payload, {
        userId: user.id,
        password: attempt,
        code: '',
        nowMs: Date.now(),
      })
    expect(await check(password)).toBe('accepted')
    expect(await check(wrongPassword)).toBe('password-wrong')
  })
})
