// No 'server-only': the staff sign-in limits (src/collections/users.hooks.ts) put this table in
// payload.config.ts's import graph, which the Payload CLI loads in plain Node, where
// `server-only` throws (docs/workarounds.md).
import { env } from '@/config/env'

import { createRateLimiter, type RateLimiter } from './rate-limiter'

/** Every public endpoint's limit, per client address: one table, one Redis connection. */
const policies = {
  /** Contact messages: a person writes a few; a script is stopped early. */
  contact: { points: env.CONTACT_RATE_LIMIT, windowSeconds: 600 },
  /** Roth PDF reports: generous for people, a cap on CPU for scripts. */
  rothReport: { points: 30, windowSeconds: 60 },
  /** Quiz PDF reports: the same, for the same reason. */
  quizReport: { points: 30, windowSeconds: 60 },
  /** Quiz reports by e-mail: each stores a submission and sends two e-mails, like a message. */
  quizEmail: { points: env.QUIZ_EMAIL_RATE_LIMIT, windowSeconds: 600 },
  /**
   * Quiz reports by e-mail to one mailbox a day, keyed by it (mailbox-key.ts), not by the client:
   * the address is typed by whoever asks, so a stranger could otherwise flood someone's inbox.
   */
  quizEmailRecipient: { points: env.QUIZ_EMAIL_RECIPIENT_DAILY_LIMIT, windowSeconds: 86_400 },
  /** Quiz reports by e-mail from the whole site an hour (one key): bounds many clients at once. */
  quizEmailSite: { points: env.QUIZ_EMAIL_SITE_HOURLY_LIMIT, windowSeconds: 3_600 },
  /**
   * Failed staff sign-ins per client: a person mistypes a few times; a guesser is stopped. Not a
   * lock on the account, so a stranger's failures never keep the attorney out (issue 24).
   */
  staffSignInClient: { points: 10, windowSeconds: 900 },
  /**
   * Failed sign-ins per e-mail address (keyed by its mailbox, mailbox-key.ts), from every client
   * together: bounds guessing spread over many addresses. Past it the password alone no longer
   * signs in until the owner sets a new one by the e-mailed reset link, which only she receives.
   */
  staffSignInAccount: { points: 30, windowSeconds: 86_400 },
  /**
   * Reset links asked for one mailbox an hour (src/data/password-resets.ts): after the answer,
   * each looks the address up and, for a staff account, queues a job. Payload sends a new link
   * at most every 15 minutes anyway, so 4 an hour is all a person can use; past it a request is
   * answered as ever and does nothing, so a flood for one address stores at most 4 jobs an hour,
   * tells nobody anything, and the link already in her inbox still works.
   */
  passwordResetMailbox: { points: 4, windowSeconds: 3_600 },
  /** GraphQL (staff only): the admin does not use it; tools and scripts are capped. */
  graphql: { points: 60, windowSeconds: 60 },
  /** Site search: each keystroke of a search is a request; a person types far fewer a minute. */
  search: { points: env.SEARCH_RATE_LIMIT, windowSeconds: 60 },
  /** The search pages' counts (a batch of results shown, a click, a settled query). */
  searchEvents: { points: 120, windowSeconds: 60 },
  /**
   * The search counts are of visitors: each client once per firm day, kind and term (keys name
   * the day; 25 h is the longest day, when daylight saving time ends). The daily visitor counter
   * (daily-visitor-counts.ts) makes a key only once the caps below allow the count.
   */
  searchStatOnce: { points: 1, windowSeconds: 90_000 },
  /** Typed terms one client adds a day (searches, searches that found nothing): a flood stops. */
  searchStatTypedTerms: { points: 50, windowSeconds: 90_000 },
  /** Results one client adds a day (shown or opened; 20 to a page of results): ten pages. */
  searchStatResults: { points: 200, windowSeconds: 90_000 },
  /**
   * New search counts a day, whole site: bounds the rows a day and the keys above, whatever the
   * number of clients (each ≤ 10,000 a day, kept 25 h, ~500 bytes in memory: ~20 MB at worst).
   */
  searchStatDay: { points: 10_000, windowSeconds: 90_000 },
  /**
   * Missed pages are counted the same way (src/server/screen/missed-pages.ts): each client
   * once per firm day and address (25 h keys).
   */
  missedPageOnce: { points: 1, windowSeconds: 90_000 },
  /** Addresses one client adds a day: a person misses a few pages; a scanner is stopped. */
  missedPageAddresses: { points: 20, windowSeconds: 90_000 },
  /**
   * New missed-page counts a day, whole site: at most this many new rows a day, whatever the
   * number of clients (with the default 24 months kept, at most 730,000 rows of about 100 bytes;
   * the keys ~1 MB at worst).
   */
  missedPageDay: { points: 1_000, windowSeconds: 90_000 },
} as const

export type LimitedEndpoint = keyof typeof policies

const limiters = new Map<LimitedEndpoint, RateLimiter>()

/** The rate limiter of `endpoint`, created on first use. */
export function rateLimiterFor(endpoint: LimitedEndpoint): RateLimiter {
  const existing = limiters.get(endpoint)
  if (existing) return existing
  const limiter = createRateLimiter({
    keyPrefix: endpoint,
    ...policies[endpoint],
    redisUrl: env.REDIS_URL,
  })
  limiters.set(endpoint, limiter)
  return limiter
}

/** How long a limited client should wait, for the Retry-After header. */
export function retryAfterSeconds(endpoint: LimitedEndpoint): number {
  return policies[endpoint].windowSeconds
}
