import { isSitePath } from '../navigation/link-href'

/**
 * Redirects (issue 40, item 2): the old addresses staff type when a site moves here, and where
 * they now lead. An old address is kept in one normal form, and every visitor's address is put
 * in the same form before it is looked up, so that what staff type (`/old-contact/`,
 * `/planificaci%C3%B3n`) and what browsers send (`/old-contact`, `/planificacio%CC%81n`) meet:
 * decoded, in Unicode's composed form (NFC), repeated slashes as one, no slash at the end.
 */

/** The answer to what staff typed: the address in normal form, or why it can never be used. */
export type ParsedAddress = { ok: true; path: string } | { ok: false; message: string }

/**
 * The longest old address kept, in characters: with its cache tag's prefix (`redirect:`) it stays
 * within the 256 characters Next allows a tag.
 */
export const redirectSourceMaxLength = 240

/**
 * Addresses the admin, the APIs, Next's own files, the site's internal routes and its uploaded
 * files answer before any page: a redirect from them would never be used.
 */
const reservedPrefixes = ['/admin', '/api', '/next', '/_next', '/files'] as const

const refuse = (message: string): ParsedAddress => ({ ok: false, message })

/** Decoded, composed, repeated slashes as one, no slash at the end (but the root's own). */
function normalForm(decoded: string): string {
  const path = decoded.normalize('NFC').replace(/\/{2,}/g, '/')
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The path of a full address staff pasted (https://old.example/a?b), or null. */
function pathOfFullAddress(value: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//')) return null
  try {
    return new URL(value, 'https://site.invalid').pathname
  } catch {
    return '/'
  }
}

/** Why an address, as typed (still encoded), can never be what a browser asks for, or null. */
function encodedProblem(value: string): string | null {
  if (value.includes('?')) {
    return 'Leave the query ("?…") out of From: a redirect matches the address without it, and passes the visitor’s query on to the new address.'
  }
  if (value.includes('#')) {
    return 'Leave the "#…" part out of From: browsers never send it to the site.'
  }
  if (/%(2f|5c)/i.test(value)) {
    return 'From has an encoded slash (%2F or %5C), which never reaches a page: type "/" instead.'
  }
  if (/%(25|3f|23)/i.test(value) || /%(?![0-9a-f]{2})/i.test(value)) {
    return 'From has a "%" that is not the code of a letter (like %C3%B3 for ó), or codes for "%", "?" or "#": no page address has them.'
  }
  return null
}

/** Why a decoded address can never reach a page, or null. */
function decodedProblem(decoded: string): string | null {
  if (/[\u0000-\u001f\u007f]/.test(decoded)) {
    return 'From has a tab, line break or other control character: remove it.'
  }
  if (decoded.includes('\\')) return 'From has a backslash ("\\"): use "/" between the parts.'
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) {
    return 'From has a "/./" or "/../" part, which browsers remove before they ask: type the address they end up at.'
  }
  if (decoded.split('/').some((segment) => segment !== segment.trim())) {
    return 'From has a space at the start or end of a part (such as "/old page /"): remove it.'
  }
  return null
}

/**
 * Reads an old address as staff typed it in a redirect's From (or a line of an import): its
 * normal form, or a message naming From that says why no visitor could ever reach it. A full
 * address (https://old.example/page) is refused with its path as the suggestion.
 */
export function parseRedirectSource(typed: string): ParsedAddress {
  const value = typed.trim()
  if (value === '') return refuse('Enter the old address in From, e.g. /old-page.')
  const fullAddressPath = pathOfFullAddress(value)
  if (fullAddressPath !== null) {
    return refuse(
      `Enter only the path of the old address in From, without https:// and the site’s name: ${fullAddressPath}`,
    )
  }
  if (!value.startsWith('/')) return refuse('Start From with "/", e.g. /old-page.')
  if (value.length > redirectSourceMaxLength) {
    return refuse(`From is longer than ${redirectSourceMaxLength} characters.`)
  }
  const encoded = encodedProblem(value)
  if (encoded) return refuse(encoded)
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return refuse(
      'From has %-codes that are not UTF-8 (such as %E9 for é), which no browser sends: type the letters themselves.',
    )
  }
  const problem = decodedProblem(decoded)
  if (problem) return refuse(problem)
  const path = normalForm(decoded)
  if (path === '/')
    return refuse(
      'From is the home page, which always exists: a redirect from it would never be used.',
    )
  if (reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return refuse(
      'From is under /admin, /api, /next, /_next or /files, which belong to the site itself: a redirect from there would never be used.',
    )
  }
  return { ok: true, path }
}

/**
 * The normal form of the address a visitor asked for (a request's path, still encoded, without
 * its query), to look up as a redirect's From. Escapes that do not decode are kept as sent.
 */
export function redirectSourceKey(requestPath: string): string {
  let decoded = requestPath
  try {
    decoded = decodeURIComponent(requestPath)
  } catch {
    // Kept as sent: the front door refuses such an address before any lookup (400).
  }
  return normalForm(decoded)
}

/**
 * Why a redirect cannot lead to `to` (a path on this site or an https address), or null: the
 * same words as the To field's help.
 */
export function redirectTargetProblem(to: string): string | null {
  const isValid = to.startsWith('/')
    ? isSitePath(to)
    : URL.canParse(to) && to.startsWith('https://')
  return isValid
    ? null
    : 'Enter a path on this site that starts with "/", e.g. /contact, or a full address that starts with https://.'
}

/**
 * Why a redirect from the old address `fromPath` (normal form) cannot lead to `to`, or null: a
 * path on this site whose own address is `fromPath` would send visitors round in a circle.
 */
export function redirectLoopProblem(fromPath: string, to: string): string | null {
  if (!to.startsWith('/')) return null
  return redirectSourceKey(to.replace(/[?#].*$/s, '')) === fromPath
    ? 'To leads back to the address in From: visitors would go round in a circle.'
    : null
}
