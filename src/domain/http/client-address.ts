/** An IPv4 peer as Node reports it on a dual-stack socket ("::ffff:203.0.113.7"), unwrapped. */
function withoutIpv4MappedPrefix(address: string) {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
}

/**
 * The address a request came from, for rate limits and logs. Every proxy in front of the site
 * appends the address it received the request from to X-Forwarded-For, so with
 * `trustedProxyHops` proxies the client is that many entries left of the socket's peer; entries
 * further left were written by the client and prove nothing. With no trusted proxy the header is
 * ignored and the socket's peer is the client. "unknown" when there is no address at all.
 */
export function resolveClientAddress({
  socketAddress,
  forwardedFor,
  trustedProxyHops,
}: {
  socketAddress: string | undefined
  forwardedFor: string | undefined
  trustedProxyHops: number
}): string {
  const forwarded = trustedProxyHops > 0 ? (forwardedFor ?? '').split(',') : []
  const chain = [...forwarded, socketAddress ?? '']
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  const client = chain[Math.max(0, chain.length - 1 - trustedProxyHops)]
  return client ? withoutIpv4MappedPrefix(client) : 'unknown'
}

/** The request header that carries the settled client address from the front door to the app. */
export const clientAddressHeader = 'x-client-address'
