import { env } from '@/config/env'

import { isPurposeToken, purposeToken } from './purpose-token'

/**
 * What the tokens of the site's internal routes (under /next/) are for: the server's own code
 * calls them with the token of the purpose; nobody without the deployment's secret can.
 */
export const internalRoutePurposes = {
  expireTags: 'expire-cache-tags',
  knownPaths: 'known-page-paths',
  errorPage: 'server-error-page',
} as const

export type InternalRoutePurpose =
  (typeof internalRoutePurposes)[keyof typeof internalRoutePurposes]

/** The Authorization header the server's own code sends to an internal route. */
export function internalRouteAuthorization(purpose: InternalRoutePurpose): string {
  return `Bearer ${purposeToken(env.PAYLOAD_SECRET, purpose)}`
}

/** Whether `request` carries the token of `purpose`. */
export function isInternalRequest(
  request: { headers: Pick<Headers, 'get'> },
  purpose: InternalRoutePurpose,
): boolean {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? ''
  return isPurposeToken(token, env.PAYLOAD_SECRET, purpose)
}
