import { createHash } from 'node:crypto'

import { SignJWT } from 'jose'
import { expect, test } from 'vitest'

import { serveChain } from '@/server/door/test-server'

import { staffSessionReader } from './staff-session'

const payloadSecret = 'a-test-secret-that-is-long-enough-for-payload'
const otherSecret = 'another-secret-that-is-long-enough-for-payload'

/** A token signed as Payload signs one (auth/jwt.ts) with the key it derives from `secret`. */
async function tokenFor({
  secret = payloadSecret,
  collection = 'users',
  expiresAt = Math.floor(Date.now() / 1000) + 7200,
} = {}) {
  const key = new TextEncoder().encode(
    createHash('sha256').update(secret).digest('hex').slice(0, 32),
  )
  return new SignJWT({ id: 1, collection, email: 'staff@example.com', sid: 'session-1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(expiresAt - 7200)
    .setExpirationTime(expiresAt)
    .sign(key)
}

/** Who the server takes a request with `headers` for. */
async function seenAs(headers: Record<string, string>) {
  const isStaffRequest = staffSessionReader(payloadSecret)
  const { origin } = await serveChain([], async (request, response) => {
    response.end((await isStaffRequest(request)) ? 'staff' : 'visitor')
  })
  return (await fetch(`${origin}/api/media`, { method: 'POST', headers })).text()
}

test.each([
  ['the payload-token cookie', async () => ({ cookie: `payload-token=${await tokenFor()}` })],
  [
    'the payload-token cookie among others',
    async () => ({ cookie: `analytics-consent=denied; payload-token=${await tokenFor()}; a=b` }),
  ],
  ['an Authorization: JWT header', async () => ({ authorization: `JWT ${await tokenFor()}` })],
  [
    'an Authorization: Bearer header',
    async () => ({ authorization: `Bearer ${await tokenFor()}` }),
  ],
])('a token Payload signed for staff, sent in %s, is staff', async (_case, headers) => {
  expect(await seenAs(await headers())).toBe('staff')
})

test.each([
  [
    'an expired token',
    async () => ({
      cookie: `payload-token=${await tokenFor({ expiresAt: Math.floor(Date.now() / 1000) - 60 })}`,
    }),
  ],
  [
    'a token signed with another secret',
    async () => ({ cookie: `payload-token=${await tokenFor({ secret: otherSecret })}` }),
  ],
  [
    'a token signed with the secret itself rather than the key Payload derives',
    async () => {
      const token = await new SignJWT({ collection: 'users' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('2h')
        .sign(new TextEncoder().encode(payloadSecret))
      return { cookie: `payload-token=${token}` }
    },
  ],
  [
    "another collection's token",
    async () => ({ authorization: `JWT ${await tokenFor({ collection: 'clients' })}` }),
  ],
  ['a garbage cookie', async () => ({ cookie: 'payload-token=garbage' })],
  ['a garbage header', async () => ({ authorization: 'JWT not.a.token' })],
  [
    'an unsigned token',
    async () => {
      const [, claims] = (await tokenFor()).split('.')
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${claims}.`
      return { cookie: `payload-token=${unsigned}` }
    },
  ],
  ['no token', async () => ({})],
])('%s is not staff', async (_case, headers) => {
  expect(await seenAs(await headers())).toBe('visitor')
})
