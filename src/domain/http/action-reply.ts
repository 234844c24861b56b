/**
 * Whether `root`, the first field ("0") of a Server Action call's form body, is what React sends
 * to one of the site's form actions, `(previousState, formData)`: a JSON array of the state, as
 * plain JSON, and a reference to the form's fields (`"$K<id>"`). In React's encoding a string of
 * the state that starts with `$` is written `$$…`; a lone `$` would be a reference (a promise, a
 * file, a date…) that React resolves while decoding, and a malformed one makes it throw, which
 * Next answers with a 500 (vercel/next.js#86945). Anything else is not a call of a form action.
 */
export function isFormActionReply(root: string): boolean {
  const parsed = parsedJson(root)
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

const notJson = Symbol('not JSON')

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return notJson
  }
}

/**
 * The function named by `root` if it is what the admin sends Payload's server functions
 * (`serverFunction({ name, args })`): a JSON array of one object naming the function; else null.
 */
export function serverFunctionNameOf(root: string): string | null {
  const parsed = parsedJson(root)
  if (!Array.isArray(parsed) || parsed.length !== 1) return null
  const [call] = parsed as [unknown]
  if (call === null || typeof call !== 'object') return null
  const { name } = call as { name?: unknown }
  return typeof name === 'string' ? name : null
}

/**
 * Whether `root` is a call of one of Payload's server functions (`serverFunctionNameOf`). Payload
 * hands anything else to the function it would name and fails there with a 500; React fails on
 * text that is not JSON (vercel/next.js#86945).
 */
export function isServerFunctionReply(root: string): boolean {
  return serverFunctionNameOf(root) !== null
}
