import ipaddr from 'ipaddr.js'

/** The request header that carries the settled client address from the front door to the app. */
export const clientAddressHeader = 'x-client-address'

/**
 * Who a rate limit counts, for a client `address` as the front door settled it: an IPv4 address
 * itself (also when written IPv4-mapped, "::ffff:203.0.113.7"), an IPv6 address by its /64
 * network ("2001:db8:1:2::/64"), since one customer is handed a whole /64 and could otherwise
 * change address at every request. Anything that is not an address ("unknown") is kept as is.
 */
export function rateLimitedClientOf(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`)
  return `${network.toString()}/64`
}
