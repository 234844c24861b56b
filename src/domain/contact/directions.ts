import type { PostalAddress } from '../seo/structured-data'

/** One line for an address, e.g. "1200 Example Avenue, Suite 210, Lakewood, CO 80226". */
export function addressLine(address: PostalAddress): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.zip}`
}

/** A link that opens driving directions to `address` in the visitor's map app or Google Maps. */
export function directionsUrl(address: PostalAddress): string {
  const url = new URL('https://www.google.com/maps/dir/')
  url.searchParams.set('api', '1')
  url.searchParams.set('destination', addressLine(address))
  return url.toString()
}
