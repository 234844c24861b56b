import 'server-only'

/**
 * The client's address for rate limits: the last hop of X-Forwarded-For, which the nearest proxy
 * (or Next itself) adds, so a client cannot pick its own key by sending the header; "unknown"
 * when there is none.
 */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for') ?? ''
  return forwarded.split(',').at(-1)?.trim() || 'unknown'
}
