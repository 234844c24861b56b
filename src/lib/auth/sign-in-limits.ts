import { rateLimiterFor, retryAfterSeconds } from '@/lib/rate-limit/limiters'
import { mailboxLimitKey } from '@/lib/rate-limit/mailbox-key'

/** Which limit refused a sign-in, and how long until its window ends. */
export type SignInRefusal = { limit: 'client' | 'account'; retryAfterSeconds: number }

/** An e-mail address as Payload matches it at sign-in: lower case, without surrounding spaces. */
export function signInEmailOf(email: string): string {
  return email.toLowerCase().trim()
}

/** The per-account limit's key: that of the mailbox the address reaches (`mailboxLimitKey`). */
function accountKeyOf(email: string): string {
  return mailboxLimitKey('staffSignInAccount', email)
}

/**
 * Counts a password sign-in by `client` as `email` as failed, before its password is checked (so
 * parallel guesses cannot all pass a check that has not counted them yet), and names the limit
 * that refuses it, or null when it may go ahead; `refundSignIn` takes the count back once the
 * password proves right. The client's limit comes first, so a client over it spends nothing of the
 * account's. Every address is counted alike, with or without an account, so a refusal says
 * nothing about whether the account exists.
 */
export async function countSignIn(client: string, email: string): Promise<SignInRefusal | null> {
  if (!(await rateLimiterFor('staffSignInClient').allow(client))) {
    return { limit: 'client', retryAfterSeconds: retryAfterSeconds('staffSignInClient') }
  }
  if (!(await rateLimiterFor('staffSignInAccount').allow(accountKeyOf(email)))) {
    return { limit: 'account', retryAfterSeconds: retryAfterSeconds('staffSignInAccount') }
  }
  return null
}

/** Takes back what `countSignIn` counted for a sign-in whose password was right. */
export async function refundSignIn(client: string, email: string): Promise<void> {
  await rateLimiterFor('staffSignInClient').refund(client)
  await rateLimiterFor('staffSignInAccount').refund(accountKeyOf(email))
}

/** Lifts the account's limit once its owner follows the e-mailed reset link (it proves the address). */
export async function forgetAccountFailures(email: string): Promise<void> {
  await rateLimiterFor('staffSignInAccount').forget(accountKeyOf(email))
}
