import { expect, it } from 'vitest'

import { isPurposeToken, purposeToken } from './purpose-token'

const secret = 'a-test-secret-that-is-long-enough-0123456789'

it('is the same for one secret and purpose, and differs for another of either', () => {
  const token = purposeToken(secret, 'expire-cache')
  expect(purposeToken(secret, 'expire-cache')).toBe(token)
  expect(purposeToken(secret, 'other-purpose')).not.toBe(token)
  expect(purposeToken(`${secret}-other`, 'expire-cache')).not.toBe(token)
})

it('accepts its own token only', () => {
  const token = purposeToken(secret, 'expire-cache')
  expect(isPurposeToken(token, secret, 'expire-cache')).toBe(true)
  expect(isPurposeToken(token, secret, 'other-purpose')).toBe(false)
  expect(isPurposeToken(token.slice(1), secret, 'expire-cache')).toBe(false)
  expect(isPurposeToken('', secret, 'expire-cache')).toBe(false)
})
