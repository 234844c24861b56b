import { AuthenticationError, Forbidden, LockedAuth, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { getTestPayload } from '../../tests/support/payload'

const password = 'correct horse battery staple'
const wrongPassword = 'not the password'

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

function login(email: string, attempt: string) {
  return payload.login({ collection: 'users', data: { email, password: attempt } })
}

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  for (const id of createdIds) {
    await payload.delete({ collection: 'users', id, overrideAccess: true })
  }
})

describe('staff login', () => {
  test('the correct password signs in, even after four wrong ones', async () => {
    const email = 'four-failures@example.com'
    await createUser(email)
    for (let attempt = 1; attempt <= 4; attempt++) {
      await expect(login(email, wrongPassword)).rejects.toBeInstanceOf(AuthenticationError)
    }
    const result = await login(email, password)
    expect(result.token).toEqual(expect.any(String))
    expect(result.user?.email).toBe(email)
  })

  test('five wrong passwords lock the account, so the correct one fails too', async () => {
    const email = 'five-failures@example.com'
    await createUser(email)
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(login(email, wrongPassword)).rejects.toThrow()
    }
    const locked = await login(email, password).then(
      () => null,
      (reason: unknown) => reason,
    )
    expect(locked).toBeInstanceOf(LockedAuth)
    expect(locked).toMatchObject({ status: 401 })
    expect((locked as Error).message).toMatch(/locked/i)
  })
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
