import {
  APIError,
  type CollectionAfterOperationHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type FieldHook,
  type PayloadRequest,
} from 'payload'
import { z } from 'zod'

import { endOtherSessions, endSessionsWithoutTwoFactor } from '@/data/staff-sign-in'
import {
  checkSecondFactor,
  finishTwoFactorSetup,
  hasTwoFactor,
  isStaffTwoFactorRequired,
  startTwoFactorSetup,
  type TwoFactorSetup,
} from '@/data/staff-two-factor'
import { refundSignIn } from '@/lib/auth/sign-in-limits'

import { signInClientOf, staffPasswordResetOf } from './users.hooks'

/** Why a right password alone did not sign in; the admin's sign-in form asks for what is missing. */
export type SecondFactorNeed =
  'code-required' | 'code-wrong' | 'setup-required' | 'setup-code-wrong'

/**
 * A sign-in that needs a second factor. Named here: the production build leaves Payload's
 * APIError class anonymous, and Payload answers an error with no name as "An unknown error
 * occurred."; its `data` (the need, and a set-up when one is due) reaches the sign-in form.
 */
class SecondFactorError extends APIError<{ twoFactor: SecondFactorNeed; setup?: TwoFactorSetup }> {
  constructor(need: SecondFactorNeed, setup?: TwoFactorSetup) {
    const messages: Record<SecondFactorNeed, string> = {
      'code-required': 'Enter the code from your authenticator app, or a recovery code.',
      'code-wrong': 'That code is not right. Enter the current code from your authenticator app.',
      'setup-required':
        'The firm requires two-factor sign-in. Add this account to an authenticator app, then enter its code.',
      'setup-code-wrong':
        'That code is not right. Enter the current code that the app shows for this account.',
    }
    super(messages[need], 401, { twoFactor: need, ...(setup && { setup }) }, true)
    this.name = 'SecondFactorError'
  }
}

/** The second-factor fields a sign-in may carry besides e-mail and password. */
const SecondFactorFieldsSchema = z.object({
  twoFactorCode: z.string().trim().max(64).optional().catch(undefined),
  twoFactorSetupToken: z.string().max(2_000).optional().catch(undefined),
})

type SecondFactorFields = z.infer<typeof SecondFactorFieldsSchema>

const contextKey = 'staffSecondFactor'

function fieldsOf(req: PayloadRequest): SecondFactorFields {
  const parsed = SecondFactorFieldsSchema.safeParse(req.context[contextKey])
  return parsed.success ? parsed.data : {}
}

/**
 * Keeps the sign-in's code (and set-up token) for the check after the password: Payload's login
 * endpoint passes only e-mail and password on, so they are read from the request's body here
 * (or from the Local API's data).
 */
export const keepSecondFactorFields: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data: unknown = req.data ?? args.data
  const parsed = SecondFactorFieldsSchema.safeParse(data ?? {})
  req.context[contextKey] = parsed.success ? parsed.data : {}
  return args
}

/** The session that Payload's sign-in has just added to `user` (it adds it last), if any. */
function newSessionIdOf(user: unknown): string | null {
  const parsed = z.object({ sessions: z.array(z.object({ id: z.string() })) }).safeParse(user)
  return parsed.success ? (parsed.data.sessions.at(-1)?.id ?? null) : null
}

/**
 * After the right password, asks for the second factor: an account with one must give its current
 * code or an unused recovery code; an account without one, when the firm requires it, must add one
 * now. A wrong code is thrown like a wrong password, so the count that `limitPasswordSignIns` made
 * before the check stays (a failed sign-in); a first step with no code yet gives it back, since the
 * password was right and the owner has not had a chance to type a code. A set-up token is taken
 * only by an account without a second factor: it never replaces the one an account has.
 *
 * Payload runs this hook in a password reset by the e-mailed link too, after the new password is
 * written: there it refuses nothing (a refusal after the write answered failure for a changed
 * password), and ends the reset's session when the account needs a second factor, as
 * `prepareStaffPasswordReset` decided before the write.
 */
export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  const userId = z.number().parse(user.id)
  const reset = staffPasswordResetOf(req)
  if (reset) {
    if (!reset.isSignedIn) {
      await endOtherSessions(req.payload, userId, null, req)
      return Object.assign(user, { sessions: [] })
    }
    return user
  }
  const email = z.string().parse(user.email)
  const { twoFactorCode: code, twoFactorSetupToken: setupToken } = fieldsOf(req)
  const nowMs = Date.now()
  const isEnabled = await hasTwoFactor(req.payload, userId, req)
  if (code && setupToken && !isEnabled) {
    const recoveryCodes = await finishTwoFactorSetup(
      req.payload,
      { userId, setupToken, code, nowMs },
      req,
    )
    if (!recoveryCodes) throw new SecondFactorError('setup-code-wrong')
    // Sessions made with the password alone end with the new second factor; this one stays.
    await endOtherSessions(req.payload, userId, newSessionIdOf(user), req)
    req.context.staffRecoveryCodes = recoveryCodes
    return user
  }
  if (isEnabled) {
    if (!code) {
      await refundSignIn(signInClientOf(req), email)
      throw new SecondFactorError('code-required')
    }
    const check = await checkSecondFactor(req.payload, { userId, code, nowMs }, req)
    if (check.result === 'accepted') return user
    throw new SecondFactorError('code-wrong')
  }
  if (!(await isStaffTwoFactorRequired(req.payload, req))) return user
  await refundSignIn(signInClientOf(req), email)
  throw new SecondFactorError('setup-required', startTwoFactorSetup(userId, email, nowMs))
}

/**
 * When the firm comes to require two-factor sign-in, the sessions of every account without a
 * second factor end (but the session of whoever made the change): they were made with the
 * password alone, and would otherwise outlive the rule for as long as `refresh-token` renews them.
 */
export const endPasswordOnlySessions: FieldHook = async ({ previousValue, req, value }) => {
  if (value !== true || previousValue === true) return value
  const actor = z.object({ id: z.number(), _sid: z.string() }).safeParse(req.user)
  const keep = actor.success ? { userId: actor.data.id, sessionId: actor.data._sid } : null
  await endSessionsWithoutTwoFactor(req.payload, keep, req)
  return value
}

/**
 * A set-up finished at sign-in hands its recovery codes over with the sign-in's answer, the one
 * time they are shown; they are never stored in a readable form.
 */
export const handOverRecoveryCodes: CollectionAfterOperationHook = (hook) => {
  if (hook.operation !== 'login') return hook.result
  const codes = z.array(z.string()).safeParse(hook.req.context.staffRecoveryCodes)
  if (!codes.success) return hook.result
  return Object.assign(hook.result, { twoFactorRecoveryCodes: codes.data })
}
