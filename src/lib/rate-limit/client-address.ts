import 'server-only'

import { clientAddressHeader, rateLimitedClientOf } from '@/domain/http/client-address'

/**
 * The client a rate limit counts, from the address the front door (src/server.ts) settled from
 * the socket and trusted proxies: the IPv4 address, or the IPv6 /64 network; "unknown" when the
 * app runs without the front door (`next dev`).
 */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  return rateLimitedClientOf(headers.get(clientAddressHeader) || 'unknown')
}
