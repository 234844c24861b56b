import 'server-only'

import { searchWorkPoints } from '@/domain/search/search-request'
import { rateLimiterFor } from '@/lib/rate-limit/limiters'

/**
 * Counts against `client`'s search points what a search's work on the search thread cost beyond
 * the `paidPoints` it counted as it came: words that reach much of the index cost the thread more
 * than their hits say, and the limit counts that too (ADR 010, "Cost budget").
 */
export async function chargeSearchWork(client: string, workMs: number, paidPoints: number) {
  const unpaidPoints = searchWorkPoints(workMs) - paidPoints
  if (unpaidPoints > 0) await rateLimiterFor('search').charge(client, unpaidPoints)
}
