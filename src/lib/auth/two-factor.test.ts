import { Secret, TOTP } from 'otpauth'
import { describe, expect, test } from 'vitest'

import {
  isAuthenticatorCode,
  matchingTimeStep,
  newRecoveryCodes,
  newTwoFactorSecret,
  openSealedText,
  otpauthUri,
  recoveryCodeHash,
  sealText,
  secretOfSetupToken,
  setupTokenFor,
} from './two-factor'

const payloadSecret = 'a-test-secret-of-at-least-thirty-two-characters'
const nowMs = Date.UTC(2026, 10, 27, 12, 0, 15)
const codeAt = (secret: string, timestampMs: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: timestampMs })

describe('authenticator codes', () => {
  const secret = newTwoFactorSecret()

  test('the current code and its neighbours match; older ones and used steps do not', () => {
    const step = Math.floor(nowMs / 30_000)
    expect(matchingTimeStep(secret, codeAt(secret, nowMs), nowMs, null)).toBe(step)
    expect(matchingTimeStep(secret, codeAt(secret, nowMs - 30_000), nowMs, null)).toBe(step - 1)
    expect(matchingTimeStep(secret, codeAt(secret, nowMs - 90_000), nowMs, null)).toBeNull()
    expect(matchingTimeStep(secret, codeAt(secret, nowMs), nowMs, step)).toBeNull()
    expect(matchingTimeStep(secret, 'abcdef', nowMs, null)).toBeNull()
  })

  test('spaces in a typed code are ignored; a recovery code is not an authenticator code', () => {
    const code = codeAt(secret, nowMs)
    expect(matchingTimeStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, nowMs, null)).not.toBe(
      null,
    )
    expect(isAuthenticatorCode('123 456')).toBe(true)
    expect(isAuthenticatorCode('k7mpq-x3tzr')).toBe(false)
  })

  test('the set-up address names the issuer and the account', () => {
    expect(otpauthUri(secret, 'dana@example.com', 'Site admin')).toMatch(
      /^otpauth:\/\/totp\/Site%20admin:dana%40example\.com\?issuer=Site%20admin&secret=/,
    )
  })
})

describe('recovery codes', () => {
  test('ten distinct codes; the hash ignores case, spaces and dashes', () => {
    const codes = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const [code = ''] = codes
    expect(recoveryCodeHash(payloadSecret, code.toUpperCase().replace('-', ' '))).toBe(
      recoveryCodeHash(payloadSecret, code),
    )
    expect(recoveryCodeHash('another-secret-of-at-least-thirty-two-chars', code)).not.toBe(
      recoveryCodeHash(payloadSecret, code),
    )
  })
})

describe('sealed text', () => {
  test('opens with the same secret and purpose only, and not once altered', () => {
    const sealed = sealText(payloadSecret, 'stored-secret', 'JBSWY3DPEHPK3PXP')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(openSealedText(payloadSecret, 'stored-secret', sealed)).toBe('JBSWY3DPEHPK3PXP')
    expect(openSealedText(payloadSecret, 'setup', sealed)).toBeNull()
    expect(openSealedText(payloadSecret, 'stored-secret', `${sealed.slice(0, -2)}AA`)).toBeNull()
    expect(openSealedText(payloadSecret, 'stored-secret', 'not sealed')).toBeNull()
  })

  test('a set-up token is for its account and for 15 minutes', () => {
    const token = setupTokenFor(payloadSecret, 7, 'JBSWY3DPEHPK3PXP', nowMs)
    expect(secretOfSetupToken(payloadSecret, token, 7, nowMs + 60_000)).toBe('JBSWY3DPEHPK3PXP')
    expect(secretOfSetupToken(payloadSecret, token, 8, nowMs)).toBeNull()
    expect(secretOfSetupToken(payloadSecret, token, 7, nowMs + 15 * 60_000)).toBeNull()
  })
})
