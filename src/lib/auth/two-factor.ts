import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto'

import { Secret, TOTP } from 'otpauth'
import { z } from 'zod'

import { purposeDigest } from './purpose-token'

/**
 * RFC 6238 as every authenticator app reads it (Google, Microsoft, 1Password, Authy): SHA-1,
 * six digits, 30 s. Other algorithms are in the RFC but several apps ignore them and show codes
 * that never match (payload-totp#30).
 */
const totpShape = { algorithm: 'SHA1', digits: 6, period: 30 } as const

/**
 * Codes one step either side of now are accepted: a phone's clock a little off, or a code typed
 * as it changes. Wider would give a guesser more codes that work at once.
 */
const acceptedStepsEitherSide = 1

/** Ten recovery codes, as GitHub and Google give: enough for years of a lost phone or two. */
export const recoveryCodeCount = 10

/** Letters and digits that cannot be mistaken for one another when copied from paper. */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
const recoveryGroupLength = 5

/** How long a set-up may take between the QR code shown and the first code typed. */
const setupLifetimeMs = 15 * 60_000

/** A new shared secret for an authenticator app: 160 random bits (RFC 4226's advice), base32. */
export function newTwoFactorSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://` address an authenticator app reads from the set-up QR code. */
export function otpauthUri(secret: string, accountName: string, issuer: string): string {
  return new TOTP({
    ...totpShape,
    issuer,
    label: accountName,
    secret: Secret.fromBase32(secret),
  }).toString()
}

/** What staff type: spaces and dashes (as some apps group the digits) are not part of a code. */
export function normalizedCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase().slice(0, 64)
}

/** Whether `typed` looks like an authenticator code rather than a recovery code. */
export function isAuthenticatorCode(typed: string): boolean {
  return /^\d{6}$/.test(normalizedCode(typed))
}

/**
 * The 30-second time step whose code `typed` is, for `secret` at `nowMs`, or null when it is no
 * code of now's steps or of a step at or before `lastUsedStep`: a code signs in once, so one seen
 * over a shoulder or in a log is spent.
 */
export function matchingTimeStep(
  secret: string,
  typed: string,
  nowMs: number,
  lastUsedStep: number | null,
): number | null {
  const token = normalizedCode(typed)
  if (!/^\d{6}$/.test(token)) return null
  const totp = new TOTP({ ...totpShape, secret: Secret.fromBase32(secret) })
  const delta = totp.validate({ token, timestamp: nowMs, window: acceptedStepsEitherSide })
  if (delta === null) return null
  const step = TOTP.counter({ period: totpShape.period, timestamp: nowMs }) + delta
  return lastUsedStep !== null && step <= lastUsedStep ? null : step
}

/** Fresh one-time recovery codes, as shown to staff once (e.g. `k7mpq-x3tzr`). */
export function newRecoveryCodes(): string[] {
  const group = () =>
    Array.from(
      { length: recoveryGroupLength },
      () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
    ).join('')
  return Array.from({ length: recoveryCodeCount }, () => `${group()}-${group()}`)
}

/**
 * What is stored of a recovery code: a keyed hash (HMAC-SHA-256 under the deployment's secret).
 * Each code has 50 random bits and sign-ins are rate limited, so a slow password hash would add
 * nothing; the key means a copy of the database alone cannot test guesses offline.
 */
export function recoveryCodeHash(payloadSecret: string, code: string): string {
  return purposeDigest(payloadSecret, `staff-recovery-code:${normalizedCode(code)}`).toString(
    'base64url',
  )
}

function keyFor(payloadSecret: string, purpose: string) {
  return purposeDigest(payloadSecret, `staff-two-factor:${purpose}`)
}

/**
 * `text` encrypted and authenticated (AES-256-GCM) under a key derived from the deployment's
 * secret for `purpose`: the authenticator secret is stored this way, so a copy of the database
 * (a backup, a leaked dump) does not give the second factor with it.
 */
export function sealText(payloadSecret: string, purpose: string, text: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(payloadSecret, purpose), iv)
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))
  return ['v1', ...parts].join('.')
}

/** The text that `sealText` sealed for `purpose`, or null if it was not, or was altered. */
export function openSealedText(payloadSecret: string, purpose: string, sealed: string) {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || body === undefined) {
    return null
  }
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(payloadSecret, purpose),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
  } catch (error) {
    // A wrong key or an altered text fails GCM's check: that is the answer, not a fault.
    if (error instanceof Error && /auth|decrypt/i.test(error.message)) return null
    throw error
  }
}

const SetupTokenSchema = z.object({
  userId: z.union([z.number(), z.string()]),
  secret: z.string().min(16),
  expiresAtMs: z.number(),
})

/**
 * A set-up in progress, held by the browser rather than the database: the new secret sealed with
 * the account and an expiry, so nothing is written until the first code proves the app has it
 * (and a refused sign-in, whose writes are rolled back, can still start one).
 */
export function setupTokenFor(
  payloadSecret: string,
  userId: number | string,
  secret: string,
  nowMs: number,
): string {
  const token = { userId, secret, expiresAtMs: nowMs + setupLifetimeMs }
  return sealText(payloadSecret, 'setup', JSON.stringify(token))
}

/** The secret of a set-up token made for `userId` and not yet expired, or null. */
export function secretOfSetupToken(
  payloadSecret: string,
  token: string,
  userId: number | string,
  nowMs: number,
): string | null {
  const opened = openSealedText(payloadSecret, 'setup', token.slice(0, 2_000))
  if (opened === null) return null
  const parsed = SetupTokenSchema.safeParse(JSON.parse(opened))
  if (!parsed.success) return null
  const { userId: tokenUserId, secret, expiresAtMs } = parsed.data
  return String(tokenUserId) === String(userId) && nowMs < expiresAtMs ? secret : null
}
