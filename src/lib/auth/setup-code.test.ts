import { expect, it } from 'vitest'

import { firstAccountSetupCode, isFirstAccountSetupCode } from './setup-code'

const secret = 'a-test-secret-that-is-long-enough-0123456789'

it('is four groups of four unambiguous characters, the same for one secret', () => {
  const code = firstAccountSetupCode(secret)
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/)
  expect(firstAccountSetupCode(secret)).toBe(code)
  expect(firstAccountSetupCode(`${secret}-other`)).not.toBe(code)
})

it('accepts the code as people type it and nothing else', () => {
  const code = firstAccountSetupCode(secret)
  expect(isFirstAccountSetupCode(code, secret)).toBe(true)
  expect(isFirstAccountSetupCode(` ${code.toLowerCase().replace(/-/g, ' ')} `, secret)).toBe(true)
  expect(isFirstAccountSetupCode(code.slice(0, -1), secret)).toBe(false)
  expect(isFirstAccountSetupCode(`${code}A`, secret)).toBe(false)
  expect(isFirstAccountSetupCode(firstAccountSetupCode('another-secret'), secret)).toBe(false)
  expect(isFirstAccountSetupCode('', secret)).toBe(false)
  expect(isFirstAccountSetupCode(undefined, secret)).toBe(false)
  expect(isFirstAccountSetupCode(['x'], secret)).toBe(false)
})
