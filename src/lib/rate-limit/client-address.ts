import 'server-only'

import { clientAddressHeader } from '@/domain/http/client-address'

/**
 * The client's address for rate limits, as the front door (src/server.ts) settled it from the
 * socket and trusted proxies; "unknown" when the app runs without it (`next dev`).
 */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  return headers.get(clientAddressHeader) || 'unknown'
}
