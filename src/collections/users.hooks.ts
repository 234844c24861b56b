import {
  APIError,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { formatAdminURL } from 'payload/shared'
import { z } from 'zod'

import { env } from '@/config/env'
import { clientAddressHeader, rateLimitedClientOf } from '@/domain/http/client-address'
import { spendPasswordCheckTime } from '@/lib/auth/password-check-time'
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
  constructor(refusal: SignInRefusal) {
    super(refusalMessage(refusal), 429)
    this.name = 'SignInLimitError'
  }
}

function refuseSignIn(req: PayloadRequest, refusal: SignInRefusal): never {
  // Payload's error response (routeError) sends the request's response headers with it.
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(refusal.retryAfterSeconds))
  throw new SignInLimitError(refusal)
}

async function hasAccount(req: PayloadRequest, email: string) {
  const account = await req.payload.db.findOne({
    collection: 'users',
    where: { email: { equals: signInEmailOf(email) } },
    select: { id: true },
    req,
  })
  return account !== null
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

/**
 * A right password takes back its count (limits are on failures, not on sign-ins); a new password
 * set by the e-mailed reset link lifts the account's limit, since only its owner receives the link.
 */
export const settlePasswordSignIns: CollectionAfterOperationHook = async (hook) => {
  if (hook.operation === 'login') {
    const signIn = passwordSignInOf(hook.args.data, hook.req)
    if (signIn) await refundSignIn(signIn.client, signIn.email)
  } else if (hook.operation === 'resetPassword') {
    const email = z.string().safeParse(hook.result.user.email)
    if (email.success) await forgetAccountFailures(email.data)
  }
  return hook.result
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
