import 'server-only'

import { createHmac } from 'node:crypto'

import { env } from '@/config/env'
import { inboxOf } from '@/domain/forms/inbox'
import { rateLimiterFor } from '@/lib/rate-limit/limiters'

/** Which cap refused a report by e-mail: the asking client's, the address's, or the site's. */
export type QuizEmailLimit = 'client' | 'recipient' | 'site'

/**
 * The per-address limit's key: a keyed hash of the inbox, so the limits' store (Redis, shared by
 * every instance) holds no address, and a list of known addresses cannot be matched against it.
 */
export function quizEmailRecipientKey(email: string): string {
  return createHmac('sha256', env.PAYLOAD_SECRET)
    .update(`quiz-email-recipient:${inboxOf(email)}`)
    .digest('base64url')
}

/**
 * Counts one report e-mail that `client` asks for to `email` against the caps, and names the first
 * reached, or null when it may be sent. Called before anything is stored, so a refusal leaves
 * nothing behind. Checked from the narrowest cap out: a client or address over its own cap then
 * uses up nothing of the caps after it (an attacker spamming one address cannot spend the site's
 * hourly allowance); the reverse, a refusal by a later cap, spends one of the earlier ones.
 */
export async function quizEmailLimitReached(
  client: string,
  email: string,
): Promise<QuizEmailLimit | null> {
  if (!(await rateLimiterFor('quizEmail').allow(client))) return 'client'
  if (!(await rateLimiterFor('quizEmailRecipient').allow(quizEmailRecipientKey(email))))
    return 'recipient'
  if (!(await rateLimiterFor('quizEmailSite').allow('site'))) return 'site'
  return null
}
