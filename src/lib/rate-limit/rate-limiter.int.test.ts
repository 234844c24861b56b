import { randomUUID } from 'node:crypto'

import { afterAll, describe, expect, test } from 'vitest'

import { createRateLimiter, type RateLimiter } from './rate-limiter'

const redisUrl = 'redis://127.0.0.1:6379'
const opened: RateLimiter[] = []

function limiter(options: { points: number; redisUrl?: string; keyPrefix?: string }) {
  const created = createRateLimiter({
    keyPrefix: `test-${randomUUID()}`,
    windowSeconds: 600,
    ...options,
  })
  opened.push(created)
  return created
}

afterAll(async () => {
  await Promise.all(opened.map((created) => created.close()))
})

async function attempts(rateLimiter: RateLimiter, key: string, count: number) {
  const results: boolean[] = []
  for (let index = 0; index < count; index += 1) results.push(await rateLimiter.allow(key))
  return results
}

describe.each([
  ['in memory', undefined],
  ['in Redis', redisUrl],
])('rate limiter %s', (_name, url) => {
  test('allows 5 attempts per key in the window, then refuses', async () => {
    const rateLimiter = limiter({ points: 5, redisUrl: url })
    expect(await attempts(rateLimiter, '203.0.113.7', 6)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ])
  })

  test('counts each client address on its own', async () => {
    const rateLimiter = limiter({ points: 1, redisUrl: url })
    expect(await rateLimiter.allow('203.0.113.7')).toBe(true)
    expect(await rateLimiter.allow('203.0.113.8')).toBe(true)
    expect(await rateLimiter.allow('203.0.113.7')).toBe(false)
  })

  test('an attempt that costs several points uses them up as so many attempts', async () => {
    const rateLimiter = limiter({ points: 10, redisUrl: url })
    expect(await rateLimiter.allow('203.0.113.11', 6)).toBe(true)
    expect(await rateLimiter.allow('203.0.113.11', 5)).toBe(false)
    expect(await rateLimiter.isUsedUp('203.0.113.11')).toBe(true)
    expect(await rateLimiter.allow('203.0.113.12', 11)).toBe(false)
  })

  test('points charged after an attempt count against the rest of the window', async () => {
    const rateLimiter = limiter({ points: 10, redisUrl: url })
    expect(await rateLimiter.allow('203.0.113.13', 2)).toBe(true)
    await rateLimiter.charge('203.0.113.13', 7)
    expect(await rateLimiter.allow('203.0.113.13')).toBe(true)
    expect(await rateLimiter.allow('203.0.113.13')).toBe(false)
  })

  test('a refunded attempt is not counted', async () => {
    const rateLimiter = limiter({ points: 2, redisUrl: url })
    expect(await attempts(rateLimiter, '203.0.113.9', 2)).toEqual([true, true])
    await rateLimiter.refund('203.0.113.9')
    expect(await attempts(rateLimiter, '203.0.113.9', 2)).toEqual([true, false])
  })

  test('a forgotten key starts again with all its attempts', async () => {
    const rateLimiter = limiter({ points: 2, redisUrl: url })
    expect(await attempts(rateLimiter, '203.0.113.10', 3)).toEqual([true, true, false])
    await rateLimiter.forget('203.0.113.10')
    expect(await attempts(rateLimiter, '203.0.113.10', 3)).toEqual([true, true, false])
  })

  test('says whether a key is used up without counting an attempt', async () => {
    const rateLimiter = limiter({ points: 2, redisUrl: url })
    expect(await rateLimiter.isUsedUp('203.0.113.9')).toBe(false)
    expect(await rateLimiter.isUsedUp('203.0.113.9')).toBe(false)
    expect(await attempts(rateLimiter, '203.0.113.9', 2)).toEqual([true, true])
    expect(await rateLimiter.isUsedUp('203.0.113.9')).toBe(true)
  })
})

test('instances sharing Redis share the count, as several servers would', async () => {
  const keyPrefix = `shared-${randomUUID()}`
  const first = limiter({ points: 2, redisUrl, keyPrefix })
  const second = limiter({ points: 2, redisUrl, keyPrefix })
  expect(await first.allow('198.51.100.1')).toBe(true)
  expect(await second.allow('198.51.100.1')).toBe(true)
  expect(await first.allow('198.51.100.1')).toBe(false)
})

test('with Redis unreachable, it still limits, in memory', async () => {
  const rateLimiter = limiter({ points: 1, redisUrl: 'redis://127.0.0.1:6390' })
  expect(await rateLimiter.allow('198.51.100.2')).toBe(true)
  expect(await rateLimiter.allow('198.51.100.2')).toBe(false)
})
