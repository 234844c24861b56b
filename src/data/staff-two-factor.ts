import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

// No `server-only`: the users collection's hooks and endpoints use this module, and Payload's CLI
// loads them with the config.
import { env } from '@/config/env'
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
} from '@/lib/auth/two-factor'
import { qrCodePath } from '@/lib/qr/qr-code-path'

import { storedStaffAccount } from './staff-accounts'

/** The name authenticator apps show above the account's codes. */
const issuer = 'Site admin'

/** The `sealText` purpose of stored authenticator secrets. */
const storedSecretPurpose = 'stored-secret'

const StoredTwoFactorSchema = z.object({
  secret: z.string().nullish(),
  recoveryCodes: z.array(z.string()).nullish(),
  lastUsedStep: z.number().nullish(),
})

/** An account's second factor as stored: the secret still sealed, recovery codes hashed. */
type StoredTwoFactor = z.infer<typeof StoredTwoFactorSchema>

/** What staff need to add the account to an authenticator app, and to finish the set-up. */
export type TwoFactorSetup = {
  setupToken: string
  secret: string
  otpauthUri: string
  qr: { d: string; sizeModules: number }
}

/** An account's two-factor state as its owner may see it (no secret, no codes). */
export type TwoFactorStatus = { isEnabled: boolean; isRequired: boolean; recoveryCodesLeft: number }

/**
 * Whether the firm requires every staff account to sign in with a second factor. Not part of the
 * site profile (data/site-profile.ts): the field is for staff only, and sign-in must see it as it
 * is now, never through the public site's cache.
 */
export async function isStaffTwoFactorRequired(payload: Payload, req?: PayloadRequest) {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    select: { requireStaffTwoFactor: true },
    depth: 0,
    req,
  })
  return settings.requireStaffTwoFactor === true
}

async function storedTwoFactorOf(payload: Payload, userId: number, req?: PayloadRequest) {
  const where = { id: { equals: userId } }
  const account = await storedStaffAccount(payload, where, { twoFactor: true }, req)
  const parsed = z.object({ twoFactor: StoredTwoFactorSchema.nullish() }).safeParse(account)
  return parsed.success ? (parsed.data.twoFactor ?? {}) : {}
}

async function storeTwoFactor(
  payload: Payload,
  userId: number,
  twoFactor: StoredTwoFactor,
  req?: PayloadRequest,
) {
  // The database adapter directly: the fields' access rules refuse every read and write through
  // the API, this module included, so that no request can reach them.
  await payload.db.updateOne({
    collection: 'users',
    where: { id: { equals: userId } },
    data: { twoFactor },
    req,
    returning: false,
  })
}

function secretOf(stored: StoredTwoFactor) {
  return stored.secret
    ? openSealedText(env.PAYLOAD_SECRET, storedSecretPurpose, stored.secret)
    : null
}

/** The two-factor state of account `userId`, for its owner's account page. */
export async function twoFactorStatusOf(
  payload: Payload,
  userId: number,
): Promise<TwoFactorStatus> {
  const stored = await storedTwoFactorOf(payload, userId)
  return {
    isEnabled: Boolean(stored.secret),
    isRequired: await isStaffTwoFactorRequired(payload),
    recoveryCodesLeft: stored.recoveryCodes?.length ?? 0,
  }
}

/** A new secret for account `email`, shown as a QR code, with the token that finishes the set-up. */
export function startTwoFactorSetup(userId: number, email: string, nowMs: number): TwoFactorSetup {
  const secret = newTwoFactorSecret()
  const uri = otpauthUri(secret, email, issuer)
  return {
    setupToken: setupTokenFor(env.PAYLOAD_SECRET, userId, secret, nowMs),
    secret,
    otpauthUri: uri,
    qr: qrCodePath(uri),
  }
}

/**
 * Turns two-factor sign-in on for `userId` if `code` is the current code of the set-up's secret,
 * and returns the new recovery codes (to be shown once), or null if the code or token is wrong.
 */
export async function finishTwoFactorSetup(
  payload: Payload,
  {
    userId,
    setupToken,
    code,
    nowMs,
  }: { userId: number; setupToken: string; code: string; nowMs: number },
  req?: PayloadRequest,
): Promise<string[] | null> {
  const secret = secretOfSetupToken(env.PAYLOAD_SECRET, setupToken, userId, nowMs)
  if (secret === null) return null
  const step = matchingTimeStep(secret, code, nowMs, null)
  if (step === null) return null
  const recoveryCodes = newRecoveryCodes()
  await storeTwoFactor(
    payload,
    userId,
    {
      secret: sealText(env.PAYLOAD_SECRET, storedSecretPurpose, secret),
      recoveryCodes: recoveryCodes.map((each) => recoveryCodeHash(env.PAYLOAD_SECRET, each)),
      lastUsedStep: step,
    },
    req,
  )
  return recoveryCodes
}

/** The outcome of checking a second factor: which kind of code proved it, or why it did not. */
export type SecondFactorCheck =
  | { result: 'not-enabled' }
  | { result: 'accepted'; by: 'authenticator' | 'recovery-code' }
  | { result: 'refused' }

/**
 * Checks `code` (an authenticator code or an unused recovery code) for account `userId` and spends
 * it: an authenticator code's time step cannot sign in again, a recovery code is deleted.
 */
export async function checkSecondFactor(
  payload: Payload,
  { userId, code, nowMs }: { userId: number; code: string; nowMs: number },
  req?: PayloadRequest,
): Promise<SecondFactorCheck> {
  const stored = await storedTwoFactorOf(payload, userId, req)
  const secret = secretOf(stored)
  if (secret === null) return { result: 'not-enabled' }
  if (isAuthenticatorCode(code)) {
    const step = matchingTimeStep(secret, code, nowMs, stored.lastUsedStep ?? null)
    if (step === null) return { result: 'refused' }
    await storeTwoFactor(payload, userId, { ...stored, lastUsedStep: step }, req)
    return { result: 'accepted', by: 'authenticator' }
  }
  const hash = recoveryCodeHash(env.PAYLOAD_SECRET, code)
  const recoveryCodes = stored.recoveryCodes ?? []
  if (!recoveryCodes.includes(hash)) return { result: 'refused' }
  const left = recoveryCodes.filter((each) => each !== hash)
  await storeTwoFactor(payload, userId, { ...stored, recoveryCodes: left }, req)
  return { result: 'accepted', by: 'recovery-code' }
}

/** Whether account `userId` signs in with a second factor. */
export async function hasTwoFactor(payload: Payload, userId: number, req?: PayloadRequest) {
  return secretOf(await storedTwoFactorOf(payload, userId, req)) !== null
}

/** Replaces account `userId`'s recovery codes with new ones, returned to be shown once. */
export async function renewRecoveryCodes(payload: Payload, userId: number): Promise<string[]> {
  const stored = await storedTwoFactorOf(payload, userId)
  const recoveryCodes = newRecoveryCodes()
  const hashes = recoveryCodes.map((each) => recoveryCodeHash(env.PAYLOAD_SECRET, each))
  await storeTwoFactor(payload, userId, { ...stored, recoveryCodes: hashes })
  return recoveryCodes
}

/** Turns two-factor sign-in off for account `userId`: its secret and recovery codes are deleted. */
export async function removeTwoFactor(payload: Payload, userId: number): Promise<void> {
  await storeTwoFactor(payload, userId, { secret: null, recoveryCodes: null, lastUsedStep: null })
}
