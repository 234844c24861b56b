import { env } from '@/config/env'

import { isPurposeToken, purposeToken } from './purpose-token'

/**
 * What the tokens of the site's internal routes (under /next/) are for: the server's own code
 * calls them with the token of the purpose; nobody without the deployment's secret can.
 */
export const internalRoutePurposes = {
  boot: 'start-content-store',
  expireTags: 'expire-cache-tags',
  knownPaths: 'known-page-paths',
  errorPage: 'server-error-page',
  missedPages: 'count-missed-pages',
} as const

export type InternalRoutePurpose =
  (typeof internalRoutePurposes)[keyof typeof internalRoutePurposes]

/**
 * Calls the internal route at `path` of this server with the token of `purpose`: a GET, or a
 * POST of `json` when given. Throws when the route cannot be reached or does not answer 2xx.
 */
export async function fetchInternalRoute(
  path: string,
  purpose: InternalRoutePurpose,
  json?: unknown,
): Promise<Response> {
  const authorization = `Bearer ${purposeToken(env.PAYLOAD_SECRET, purpose)}`
  const response = await fetch(`http://127.0.0.1:${env.PORT}${path}`, {
    ...(json === undefined
      ? { headers: { Authorization: authorization } }
      : {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/json' },
          body: JSON.stringify(json),
        }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response
}

/** Whether `request` carries the token of `purpose`. */
export function isInternalRequest(
  request: { headers: Pick<Headers, 'get'> },
  purpose: InternalRoutePurpose,
): boolean {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? ''
  return isPurposeToken(token, env.PAYLOAD_SECRET, purpose)
}
