import proxyAddr from 'proxy-addr'

import { clientAddressHeader } from '@/domain/http/client-address'
import type { Middleware } from '@/server/door/chain'

/**
 * Settles who the client is, before the app reads anything: the socket's peer, or, behind
 * `trustedHops` proxies (each appends the address it received the request from to
 * X-Forwarded-For), the entry that many places left of it; entries further left were written by
 * the client and prove nothing. Here because Next trusts whatever X-Forwarded-For says (ADR 003).
 * The app (rate limits, Next's own X-Forwarded-For) sees only the settled address.
 */
export function clientAddress({ trustedHops }: { trustedHops: number }): Middleware {
  const trust = (_address: string, hop: number) => hop < trustedHops
  return (request, _response, next) => {
    const address = request.socket.remoteAddress ? proxyAddr(request, trust) : 'unknown'
    request.headers[clientAddressHeader] = address
    request.headers['x-forwarded-for'] = address
    next()
  }
}
