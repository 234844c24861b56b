/**
 * Issue 24, item 4: a stranger's failed sign-ins cannot keep staff out (failures are limited per
 * client address and per account, not by a lock on the account); an unknown e-mail address gets
 * the answer of a wrong password, as fast and in the same words; and the reset e-mail's link is
 * absolute, on the site's public address.
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import { Agent, fetch } from 'undici'
import { beforeAll, describe, expect, test } from 'vitest'

import { soleLinkMailedTo } from '../support/password-reset-mail'
import { firstRegistration, staff } from '../support/staff-account'
import { postJson } from './support/client'
import { securityEnvFor } from './support/security-env'
import { useSecurityServer } from './support/security-server'

const port = 3231
const origin = `http://127.0.0.1:${port}`
const { variables } = securityEnvFor('staff-sign-in', port)
useSecurityServer('staff-sign-in', port)

/** The limits' policies (src/lib/rate-limit/limiters.ts): failures per client, per account. */
const failuresPerClient = 10
const failuresPerAccount = 30
const wrongPassword = 'not-the-password-at-all'

const agents = new Map<string, Agent>()

/** Signs in from the loopback address `from`, so that each test is a client of its own. */
async function signIn(from: string, email: string, password: string) {
  const agent = agents.get(from) ?? new Agent({ localAddress: from })
  agents.set(from, agent)
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
    dispatcher: agent,
  })
  return { response, body: await response.text() }
}

async function failSignIns(from: string, email: string, count: number) {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    const { response, body } = await signIn(from, email, wrongPassword)
    expect(response.status).toBe(401)
    expect(body).not.toMatch(/locked/i)
  }
}

const messageOf = (body: string) => (JSON.parse(body) as { errors: { message: string }[] }).errors

const median = (values: number[]) => values.toSorted((a, b) => a - b)[values.length >> 1] ?? NaN

const unknownEmail = () => `nobody-${randomUUID()}@example.com`

/**
 * The reset link e-mailed to `email` by a forgot-password request, once it is in the outbox (the
 * jobs queue sends it after the answer: password-reset-mail.test.ts).
 */
async function requestResetLink(email: string) {
  const requested = await postJson(origin, '/api/users/forgot-password', { email })
  expect(requested.status).toBe(200)
  return soleLinkMailedTo(variables.OUTBOX_DIR, email)
}

const colleague = { email: 'colleague@example.com', password: 'another-long-password', name: 'Sam' }

beforeAll(async () => {
  expect((await postJson(origin, '/api/users/first-register', firstRegistration)).status).toBe(200)
  const { body } = await signIn('127.0.0.10', staff.email, staff.password)
  const { token } = JSON.parse(body) as { token: string }
  const created = await postJson(origin, '/api/users', colleague, { Authorization: `JWT ${token}` })
  expect(created.status).toBe(201)
})

describe('failed staff sign-ins', () => {
  test('wrong passwords from one address do not stop the right password from another', async () => {
    await failSignIns('127.0.0.11', staff.email, failuresPerClient)
    const { response } = await signIn('127.0.0.12', staff.email, staff.password)
    expect(response.status).toBe(200)
  })

  test('an address is refused (429, Retry-After) after its failures, whatever it tries', async () => {
    for (let attempt = 1; attempt <= failuresPerClient; attempt += 1) {
      expect((await signIn('127.0.0.13', unknownEmail(), wrongPassword)).response.status).toBe(401)
    }
    const { response, body } = await signIn('127.0.0.13', staff.email, staff.password)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('900')
    expect(messageOf(body)).toEqual([
      { message: 'Too many failed sign-ins from your network. Please try again in 15 minutes.' },
    ])
  })

  test('an unknown e-mail gets the answer of a wrong password, in about the same time', async () => {
    const unknown = unknownEmail()
    const wrongMs: number[] = []
    const unknownMs: number[] = []
    const answers = new Set<string>()
    // Alternated, so that a busy moment of the machine slows both alike.
    for (let attempt = 1; attempt < failuresPerClient; attempt += 1) {
      for (const [from, email, times] of [
        ['127.0.0.14', staff.email, wrongMs],
        ['127.0.0.15', unknown, unknownMs],
      ] as const) {
        const start = performance.now()
        const { response, body } = await signIn(from, email, wrongPassword)
        times.push(performance.now() - start)
        answers.add(`${response.status} ${body}`)
      }
    }
    expect([...answers]).toEqual([
      `401 ${JSON.stringify({ errors: [{ message: 'The email or password provided is incorrect.' }] })}`,
    ])
    const timing = `unknown ${median(unknownMs).toFixed(1)} ms, wrong ${median(wrongMs).toFixed(1)} ms`
    const ratio = median(unknownMs) / median(wrongMs)
    expect(ratio, timing).toBeGreaterThan(0.5)
    expect(ratio, timing).toBeLessThan(2)
  })

  test(
    'past its failures from many addresses, an account signs in again after the e-mailed reset',
    { timeout: 300_000 },
    async () => {
      const unknown = unknownEmail()
      const perAddress = failuresPerAccount / 3
      // Addresses in parallel, as guessers spread over many would be.
      await Promise.all(
        ['127.0.0.21', '127.0.0.22', '127.0.0.23'].map((from) =>
          failSignIns(from, colleague.email, perAddress),
        ),
      )
      await Promise.all(
        ['127.0.0.25', '127.0.0.26', '127.0.0.27'].map((from) =>
          failSignIns(from, unknown, perAddress),
        ),
      )

      const refused = await signIn('127.0.0.24', colleague.email, colleague.password)
      expect(refused.response.status).toBe(429)
      expect(messageOf(refused.body)).toEqual([
        {
          message:
            'Too many failed sign-ins with this e-mail address. To sign in, choose “Forgot password?” and follow the link sent to it.',
        },
      ])
      const unknownRefused = await signIn('127.0.0.24', unknown, colleague.password)
      expect(unknownRefused.response.status).toBe(429)
      expect(unknownRefused.body).toBe(refused.body)

      const link = await requestResetLink(colleague.email)
      const token = link.split('/').at(-1) ?? ''
      const newPassword = 'a-new-password-only-sam-knows'
      const reset = await postJson(origin, '/api/users/reset-password', {
        token,
        password: newPassword,
      })
      expect(reset.status).toBe(200)
      const signedIn = await signIn('127.0.0.24', colleague.email, newPassword)
      expect(signedIn.response.status).toBe(200)
    },
  )
})

test("the reset e-mail links to the admin's reset page on the site's public address", async () => {
  const link = await requestResetLink(staff.email)
  expect(link).toMatch(new RegExp(`^http://localhost:${port}/admin/reset/[0-9a-f]{40}$`))
  expect((await fetch(link)).status).toBe(200)
})
