/**
 * Where a redirect sends a visitor who asked for its old address with `visitorSearch` (the
 * request's query, with or without its "?"): the redirect's `to` with the visitor's query added,
 * so that a newsletter's `?utm_source=…` or an old link's `?page=2` arrives. A parameter that `to`
 * sets itself keeps the target's value (the visitor's of the same name is dropped); every other
 * parameter of the visitor's follows the target's own, in the visitor's order. A fragment of
 * `to` (`#fees`) stays at the end.
 */
export function redirectLocation(to: string, visitorSearch: string): string {
  const visitor = new URLSearchParams(visitorSearch)
  if (visitor.size === 0) return to
  const hashAt = to.indexOf('#')
  const fragment = hashAt === -1 ? '' : to.slice(hashAt)
  const beforeFragment = hashAt === -1 ? to : to.slice(0, hashAt)
  const queryAt = beforeFragment.indexOf('?')
  const base = queryAt === -1 ? beforeFragment : beforeFragment.slice(0, queryAt)
  const own = new URLSearchParams(queryAt === -1 ? '' : beforeFragment.slice(queryAt + 1))
  const merged = new URLSearchParams(own)
  for (const [name, value] of visitor) {
    if (!own.has(name)) merged.append(name, value)
  }
  return `${base}?${merged}${fragment}`
}
