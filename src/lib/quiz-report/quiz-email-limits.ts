import 'server-only'

import { rateLimiterFor } from '@/lib/rate-limit/limiters'
import { mailboxLimitKey } from '@/lib/rate-limit/mailbox-key'

/** Which cap refused a report by e-mail: the asking client's, the address's, or the site's. */
export type QuizEmailLimit = 'client' | 'recipient' | 'site'

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
  const recipientKey = mailboxLimitKey('quizEmailRecipient', email)
  if (!(await rateLimiterFor('quizEmailRecipient').allow(recipientKey))) return 'recipient'
  if (!(await rateLimiterFor('quizEmailSite').allow('site'))) return 'site'
  return null
}
