import 'server-only'

import { after } from 'next/server'
import type { Payload, PayloadRequest } from 'payload'

import { signInEmailOf } from '@/lib/auth/sign-in-limits'
import { logger } from '@/lib/logger'
import { rateLimiterFor } from '@/lib/rate-limit/limiters'
import { mailboxLimitKey } from '@/lib/rate-limit/mailbox-key'

/** What a forgot-password request came to once answered. */
export type PasswordResetRequestOutcome = 'queued' | 'no account' | 'limited'

/**
 * Queues the job that e-mails the staff account with address `email` a reset link, unless the
 * address's mailbox has asked too often (`passwordResetMailbox`) or there is no such account;
 * says which. The jobs runner's next round sends it (`JOBS_CRON`, every 10 s by default), not
 * the request's own aftermath: the e-mail's work (a token written, the mail server's round trip)
 * done just after the answer slowed whatever request came next, and only after a staff address,
 * a timing tell of its own (the next request took 99 ms at the median, against 26 ms).
 */
export async function queuePasswordResetEmail(
  payload: Payload,
  email: string,
): Promise<PasswordResetRequestOutcome> {
  const mailboxKey = mailboxLimitKey('passwordResetMailbox', email)
  if (!(await rateLimiterFor('passwordResetMailbox').allow(mailboxKey))) return 'limited'
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: signInEmailOf(email) } },
    select: { email: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const [account] = docs
  if (!account) return 'no account'
  await payload.jobs.queue({ task: 'emailPasswordReset', input: { userId: account.id } })
  return 'queued'
}

/**
 * What a forgot-password request for `email` sets going, once it has been answered: its answer
 * and the work before it are the same whether or not `email` is a staff account's, so neither
 * its words nor its timing tell a stranger which addresses are staff accounts. For an account,
 * a job then has Payload e-mail the link (`emailPasswordResetLink`), retried while the mail server
 * fails; a request lost before it is queued (the server stopped) is asked again from the screen.
 */
export function queuePasswordResetAfterAnswer(payload: Payload, email: string): void {
  after(() =>
    queuePasswordResetEmail(payload, email).catch((error: unknown) => {
      logger.error({ err: error }, 'A password reset e-mail could not be queued')
    }),
  )
}

/**
 * Has Payload e-mail staff account `userId` a reset link, in the request `req` of the job that
 * sends it: its forgot-password operation makes the link and sends it, at most once every
 * `auth.forgotPassword.minRequestInterval` (users.ts), and throws while the mail server fails, so
 * the job tries again. Says whether a link went out.
 */
export async function emailPasswordResetLink(
  req: PayloadRequest,
  userId: number,
): Promise<'sent' | 'not sent: asked for within the interval' | 'not sent: no account'> {
  const account = await req.payload.findByID({
    collection: 'users',
    id: userId,
    select: { email: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!account) return 'not sent: no account'
  const token = await req.payload.forgotPassword({
    collection: 'users',
    data: { email: account.email },
    req,
  })
  return token ? 'sent' : 'not sent: asked for within the interval'
}
