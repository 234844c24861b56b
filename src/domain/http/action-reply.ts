/**
 * Whether `root`, the first field ("0") of a Server Action call's form body, is what React sends
 * to one of the site's form actions, `(previousState, formData)`: a JSON array of the state, as
 * plain JSON, and a reference to the form's fields (`"$K<id>"`). In React's encoding a string of
 * the state that starts with `$` is written `$$…`; a lone `$` would be a reference (a promise, a
 * file, a date…) that React resolves while decoding, and a malformed one makes it throw, which
 * Next answers with a 500 (vercel/next.js#86945). Anything else is not a call of a form action.
 */
export function isFormActionReply(root: string): boolean {
  let parsed: unknown
  try {
    parsed = JSON.parse(root)
  } catch {
    return false
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return false
  const [state, form] = parsed as [unknown, unknown]
  return typeof form === 'string' && /^\$K[0-9a-f]+$/.test(form) && holdsNoReference(state)
}

/** Whether `value` holds no string that React would read as a reference (a lone leading `$`). */
function holdsNoReference(value: unknown): boolean {
  if (typeof value === 'string') return !value.startsWith('$') || value.startsWith('$$')
  if (Array.isArray(value)) return value.every(holdsNoReference)
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(
      ([key, entry]) => holdsNoReference(key) && holdsNoReference(entry),
    )
  }
  return true
}
