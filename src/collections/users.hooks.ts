import {
  APIError,
  ValidationError,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { formatAdminURL } from 'payload/shared'
import { z } from 'zod'

import { env } from '@/config/env'
import { storedStaffAccount } from '@/data/staff-accounts'
import { checkCurrentFactors, type CurrentFactorsCheck } from '@/data/staff-sign-in'
import { hasTwoFactor, isStaffTwoFactorRequired } from '@/data/staff-two-factor'
import { clientAddressHeader, rateLimitedClientOf } from '@/domain/http/client-address'
import { staffPasswordProblem } from '@/lib/auth/password-policy'
import { spendPasswordCheckTime } from '@/lib/auth/payload-password-hash'
import {
  countSignIn,
  forgetAccountFailures,
  refundSignIn,
  signInEmailOf,
  type SignInRefusal,
} from '@/lib/auth/sign-in-limits'

/**
 * A sign-in whose password Payload will check; anything else (no e-mail address, a blank
 * password) Payload refuses with a 400 before looking anything up, so it is not counted.
 */
const PasswordSignInSchema = z.object({
  email: z.string().trim().min(1),
  password: z.string().refine((password) => password.trim() !== ''),
})

/** The client a sign-in is limited as: its address (an IPv6 client by its /64). */
export function signInClientOf(req: PayloadRequest): string {
  // Local API calls (scripts, tests) carry no address unless they pass one: "unknown".
  return rateLimitedClientOf(req.headers.get(clientAddressHeader) || 'unknown')
}

function passwordSignInOf(data: unknown, req: PayloadRequest) {
  const parsed = PasswordSignInSchema.safeParse(data)
  if (!parsed.success) return null
  return { client: signInClientOf(req), ...parsed.data }
}

function refusalMessage({ limit, retryAfterSeconds }: SignInRefusal) {
  if (limit === 'account') {
    return 'Too many failed sign-ins with this e-mail address. To sign in, choose “Forgot password?” and follow the link sent to it.'
  }
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Too many failed sign-ins from your network. Please try again in ${minutes} minutes.`
}

/**
 * A sign-in refused by a limit. Named here: the production build leaves Payload's APIError class
 * anonymous, and Payload answers an error with no name and no data as "An unknown error occurred."
 */
class SignInLimitError extends APIError {
  constructor(message: string) {
    super(message, 429)
    this.name = 'SignInLimitError'
  }
}

function refuseSignIn(req: PayloadRequest, refusal: SignInRefusal): never {
  // Payload's error response (routeError) sends the request's response headers with it.
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(refusal.retryAfterSeconds))
  throw new SignInLimitError(refusalMessage(refusal))
}

async function hasAccount(req: PayloadRequest, email: string) {
  const where = { email: { equals: signInEmailOf(email) } }
  return (await storedStaffAccount(req.payload, where, { id: true }, req)) !== null
}

/**
 * Counts each password sign-in against the client's and the account's limits before Payload checks
 * it (Payload's own lockout is off: anyone's five failures locked the account), and for an
 * address with no account hashes the password as a check would, so that the answer takes as long
 * as a wrong password's and says the same (Payload's "incorrect e-mail or password").
 */
export const limitPasswordSignIns: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login') return args
  const signIn = passwordSignInOf(args.data, req)
  if (!signIn) return args
  const refusal = await countSignIn(signIn.client, signIn.email)
  if (refusal) refuseSignIn(req, refusal)
  if (!(await hasAccount(req, signIn.email))) await spendPasswordCheckTime(signIn.password)
  return args
}

/** A right password takes back its count: limits are on failures, not on sign-ins. */
export const settlePasswordSignIns: CollectionAfterOperationHook = async (hook) => {
  if (hook.operation === 'login') {
    const signIn = passwordSignInOf(hook.args.data, hook.req)
    if (signIn) await refundSignIn(signIn.client, signIn.email)
  }
  return hook.result
}

/** The labels of the account fields a refusal names: the admin's notice says "The following field is invalid: …". */
export const signInFieldLabels = {
  email: 'Email',
  password: 'New Password',
  currentPassword: 'Your current password',
  currentCode: 'Code from your authenticator app',
} as const

function passwordRefusal(message: string, path: keyof typeof signInFieldLabels = 'password') {
  return new ValidationError({
    collection: 'users',
    errors: [{ path, message, label: signInFieldLabels[path] }],
  })
}

/**
 * Refuses a staff password that breaks the policy (src/lib/auth/password-policy.ts) wherever one
 * is set, before anything is written: an account created or changed in the admin, through the API
 * or the Local API (`create-admin`), and a new password set by the e-mailed reset link. The
 * message shows on the admin's password field.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') {
    return args
  }
  const data: unknown = args.data
  const password = data && typeof data === 'object' && 'password' in data ? data.password : null
  // No password (an update of other fields) or an empty one, which Payload refuses as required.
  if (typeof password !== 'string' || password === '') return args
  const problem = staffPasswordProblem(password)
  if (problem) throw passwordRefusal(problem)
  return args
}

/** A refusal of the current factors: its status, the admin field it belongs to, its words. */
export type CurrentFactorsRefusal = {
  status: 400 | 429
  field?: 'currentPassword' | 'currentCode'
  message: string
}

const currentFactorsRefusals: Record<
  Exclude<CurrentFactorsCheck, 'accepted'>,
  CurrentFactorsRefusal
> = {
  'password-wrong': {
    status: 400,
    field: 'currentPassword',
    message: 'That is not your current password.',
  },
  'code-required': {
    status: 400,
    field: 'currentCode',
    message: 'Enter the code from your authenticator app, or a recovery code.',
  },
  'code-wrong': {
    status: 400,
    field: 'currentCode',
    message: 'That code is not right. Enter the current code from your authenticator app.',
  },
}

/**
 * Asks the signed-in `account` for the factors it signs in with (its password, and a current code
 * once two-factor sign-in is on) before a change to how an account signs in, and answers null when
 * they are right. Counted like a sign-in, per client and per account: a stolen session must not
 * be a way to guess the password or codes without limit.
 */
export async function confirmCurrentFactors(
  req: PayloadRequest,
  account: { id: number; email: string },
  { password, code = '' }: { password: string; code?: string },
): Promise<CurrentFactorsRefusal | null> {
  if (password.trim() === '') {
    return { status: 400, field: 'currentPassword', message: 'Enter your current password.' }
  }
  const client = signInClientOf(req)
  if (await countSignIn(client, account.email)) {
    return { status: 429, message: 'Too many wrong passwords or codes. Please try again later.' }
  }
  const check = await checkCurrentFactors(req.payload, {
    userId: account.id,
    password,
    code,
    nowMs: Date.now(),
  })
  // A right password with no code yet is not a failure, as at sign-in.
  if (check === 'accepted' || check === 'code-required') await refundSignIn(client, account.email)
  return check === 'accepted' ? null : currentFactorsRefusals[check]
}

const SignInChangeSchema = z.object({
  email: z.string().optional().catch(undefined),
  password: z.string().optional().catch(undefined),
  currentPassword: z.string().max(200).optional().catch(undefined),
  currentCode: z.string().max(64).optional().catch(undefined),
})

const ActorSchema = z.object({ id: z.number(), email: z.string(), collection: z.literal('users') })

async function storedEmailOf(req: PayloadRequest, id: unknown) {
  const account = await storedStaffAccount(
    req.payload,
    { id: { equals: id } },
    { email: true },
    req,
  )
  return z.object({ email: z.string() }).safeParse(account).data?.email ?? null
}

/**
 * A new password or e-mail address for a staff account (the admin's account page, the REST or
 * GraphQL API) needs the signed-in staff member's current factors in `currentPassword` and
 * `currentCode`: with the e-mail address comes the reset link, and with both the account. Server
 * code (the Local API) is not asked: it has no session to steal.
 */
export const confirmSignInChanges: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'update' || req.payloadAPI === 'local') return args
  const change = SignInChangeSchema.parse(args.data ?? {})
  const isPasswordChange = Boolean(change.password)
  const hasEmail = Boolean(change.email)
  if (!isPasswordChange && !hasEmail) return args
  const id: unknown = 'id' in args ? args.id : undefined
  if (id === undefined) {
    // A bulk edit (`where`): one account's sign-in is changed at a time, with its checks.
    throw passwordRefusal(
      'Change the password or e-mail address of one account at a time.',
      isPasswordChange ? 'password' : 'email',
    )
  }
  const storedEmail = await storedEmailOf(req, id)
  const isEmailChange =
    hasEmail &&
    storedEmail !== null &&
    signInEmailOf(change.email ?? '') !== signInEmailOf(storedEmail)
  if (!isPasswordChange && !isEmailChange) return args
  const actor = ActorSchema.safeParse(req.user)
  // Nobody signed in: the collection's access refuses the update.
  if (!actor.success) return args
  const refusal = await confirmCurrentFactors(req, actor.data, {
    password: change.currentPassword ?? '',
    code: change.currentCode,
  })
  if (!refusal) return args
  if (refusal.status === 429) throw new SignInLimitError(refusal.message)
  throw passwordRefusal(refusal.message, refusal.field)
}

/** What a password reset by the e-mailed link found before it wrote anything. */
const ResetSchema = z.object({ userId: z.number(), isSignedIn: z.boolean() })

const resetContextKey = 'staffPasswordReset'

/** The reset under way in `req`, once `prepareStaffPasswordReset` has found its account. */
export function staffPasswordResetOf(req: PayloadRequest) {
  return ResetSchema.safeParse(req.context[resetContextKey]).data ?? null
}

/**
 * Before a reset by the e-mailed link writes anything, finds the link's account and lifts its
 * limit of failed sign-ins: the link proves the e-mail address, which is what the limit's refusal
 * sends the owner to. Whether the reset also signs in is decided here too: only for an account
 * that signs in with its password alone. The link does not prove the second factor, so an account
 * with one (or one the firm requires) gets no session from it and is asked for a code, or a
 * recovery code, at its next sign-in (ADR 020). Deciding before the write means nothing after it
 * refuses: on SQLite, without transactions (ADR 013), a refusal there changed the password and
 * answered failure.
 */
export const prepareStaffPasswordReset: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'resetPassword') return args
  const data = z.object({ token: z.string().min(1) }).safeParse(args.data)
  if (!data.success) return args
  // The account Payload's reset will find: the link's token, not yet expired.
  const where = {
    resetPasswordToken: { equals: data.data.token },
    resetPasswordExpiration: { greater_than: new Date().toISOString() },
  }
  const account = await storedStaffAccount(req.payload, where, { email: true }, req)
  const found = z.object({ id: z.number(), email: z.string() }).safeParse(account)
  // No account: Payload answers that the link is invalid or has expired.
  if (!found.success) return args
  const { id: userId, email } = found.data
  const needsSecondFactor =
    (await hasTwoFactor(req.payload, userId, req)) ||
    (await isStaffTwoFactorRequired(req.payload, req))
  await forgetAccountFailures(email)
  req.context[resetContextKey] = { userId, isSignedIn: !needsSecondFactor }
  return args
}

/**
 * A reset that signs nobody in (`prepareStaffPasswordReset`) answers without a token, and says
 * what to do next; its session was ended before the token was signed (`requireSecondFactor`).
 */
export const answerStaffPasswordReset: CollectionAfterOperationHook = (hook) => {
  if (hook.operation !== 'resetPassword') return hook.result
  const reset = staffPasswordResetOf(hook.req)
  if (!reset || reset.isSignedIn) return hook.result
  return Object.assign(hook.result, {
    token: undefined,
    message:
      'Your password is changed. Sign in with it and the code from your authenticator app (or a recovery code).',
  })
}

/**
 * The password-reset e-mail, with its link absolute on the site's public address: Payload takes the
 * host from `serverURL` (unset, so that the admin calls its API on whatever host it is reached
 * by) or else leaves it out, and a relative link in an e-mail leads nowhere.
 */
export function resetPasswordEmailHTML({
  req,
  token,
}: { req?: PayloadRequest; token?: string } = {}) {
  if (!req || !token) throw new Error('Payload calls the reset e-mail with its request and token.')
  const { config } = req.payload
  const link = formatAdminURL({
    adminRoute: config.routes.admin,
    path: `${config.admin.routes.reset}/${token}`,
    serverURL: env.NEXT_PUBLIC_SITE_URL,
  })
  return [
    `<p>${req.t('authentication:youAreReceivingResetPassword')}</p>`,
    `<p><a href="${link}">${link}</a></p>`,
    `<p>${req.t('authentication:youDidNotRequestPassword')}</p>`,
  ].join('\n')
}
