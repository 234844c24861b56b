import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

// No `server-only`: the users collection's hooks and endpoints and the site settings' hook use
// this module, and Payload's CLI loads them with the config.
import { isStoredPassword } from '@/lib/auth/payload-password-hash'

import { storedStaffAccount } from './staff-accounts'
import { checkSecondFactor, hasTwoFactor } from './staff-two-factor'

const SessionsSchema = z.object({
  id: z.number(),
  sessions: z
    .array(z.object({ id: z.string() }).loose())
    .nullish()
    .transform((sessions) => sessions ?? []),
})

async function sessionsOf(payload: Payload, userId: number, req?: PayloadRequest) {
  const where = { id: { equals: userId } }
  const account = await storedStaffAccount(payload, where, { sessions: true }, req)
  const parsed = SessionsSchema.safeParse(account)
  return parsed.success ? parsed.data.sessions : []
}

async function keepOnlySession(
  payload: Payload,
  userId: number,
  sessions: { id: string }[],
  keepSessionId: string | null,
  req?: PayloadRequest,
) {
  const kept = sessions.filter((session) => session.id === keepSessionId)
  if (kept.length === sessions.length) return
  // Payload's own sessions list (`useSessions`): a session whose id is gone signs nothing in, and
  // `refresh-token` refuses it. `updatedAt: null` leaves the account's date alone, as Payload does.
  await payload.db.updateOne({
    collection: 'users',
    where: { id: { equals: userId } },
    data: { sessions: kept, updatedAt: null },
    req,
    returning: false,
  })
}

/**
 * Ends every session of account `userId` but the one whose id is `keepSessionId` (none when
 * null): its other browsers are signed out at their next request and cannot renew their token.
 */
export async function endOtherSessions(
  payload: Payload,
  userId: number,
  keepSessionId: string | null,
  req?: PayloadRequest,
): Promise<void> {
  const sessions = await sessionsOf(payload, userId, req)
  await keepOnlySession(payload, userId, sessions, keepSessionId, req)
}

/**
 * Ends every session of each account that signs in without a second factor, but `keep` (the
 * session of the staff member who made the firm require one): when the firm requires two-factor
 * sign-in, a session made with the password alone must not outlive the rule.
 */
export async function endSessionsWithoutTwoFactor(
  payload: Payload,
  keep: { userId: number; sessionId: string } | null,
  req?: PayloadRequest,
): Promise<void> {
  const { docs } = await payload.db.find({
    collection: 'users',
    select: { sessions: true },
    pagination: false,
    req,
  })
  for (const doc of docs) {
    const parsed = SessionsSchema.safeParse(doc)
    if (!parsed.success || parsed.data.sessions.length === 0) continue
    const { id, sessions } = parsed.data
    if (await hasTwoFactor(payload, id, req)) continue
    await keepOnlySession(payload, id, sessions, keep?.userId === id ? keep.sessionId : null, req)
  }
}

/** The outcome of asking a signed-in account for the factors it signs in with. */
export type CurrentFactorsCheck = 'accepted' | 'password-wrong' | 'code-required' | 'code-wrong'

/**
 * Checks that whoever holds account `userId`'s session also knows its password and, when it signs
 * in with a second factor, has a current code (or an unused recovery code, which is spent): what a
 * change to how the account signs in asks for, so that a session alone (a borrowed laptop, a
 * stolen cookie) cannot change it.
 */
export async function checkCurrentFactors(
  payload: Payload,
  {
    userId,
    password,
    code,
    nowMs,
  }: { userId: number; password: string; code: string; nowMs: number },
  req?: PayloadRequest,
): Promise<CurrentFactorsCheck> {
  const where = { id: { equals: userId } }
  const stored = await storedStaffAccount(payload, where, { hash: true, salt: true }, req)
  const hashAndSalt = z.object({ hash: z.unknown(), salt: z.unknown() }).safeParse(stored)
  if (!hashAndSalt.success || !(await isStoredPassword(hashAndSalt.data, password))) {
    return 'password-wrong'
  }
  if (!(await hasTwoFactor(payload, userId, req))) return 'accepted'
  if (!code) return 'code-required'
  const check = await checkSecondFactor(payload, { userId, code, nowMs }, req)
  return check.result === 'accepted' ? 'accepted' : 'code-wrong'
}
