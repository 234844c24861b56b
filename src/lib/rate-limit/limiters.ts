import 'server-only'

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
  /** GraphQL (staff only): the admin does not use it; tools and scripts are capped. */
  graphql: { points: 60, windowSeconds: 60 },
  /** Site search: each keystroke of a search is a request; a person types far fewer a minute. */
  search: { points: env.SEARCH_RATE_LIMIT, windowSeconds: 60 },
  /** The search pages' counts (a batch of results shown, a click, a settled query). */
  searchEvents: { points: 120, windowSeconds: 60 },
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
