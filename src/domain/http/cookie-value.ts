/** The value of cookie `name` in a `Cookie` header or `document.cookie`, or null when absent. */
export function cookieValue(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=')
    if (separator !== -1 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim()
    }
  }
  return null
}
