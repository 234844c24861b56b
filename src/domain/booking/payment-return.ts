/**
 * Whether the query of a return from the payment provider carries its success marker
 * ("name=value", e.g. utm_source=lawmatics). Anyone can type the marker, so the page it unlocks
 * only thanks and explains; it never confirms an amount.
 */
export function hasPaymentSuccessMarker(
  searchParams: Record<string, string | string[] | undefined>,
  marker: string,
): boolean {
  const [name, value] = marker.split('=')
  if (!name || !value) return false
  const received = searchParams[name]
  return Array.isArray(received) ? received.includes(value) : received === value
}
