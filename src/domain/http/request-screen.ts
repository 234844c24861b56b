/** Methods the site answers; anything else (TRACE, CONNECT, WebDAV verbs) is refused first. */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Whether `method` may carry a body the site reads (a write). */
export const isWriteMethod = (method: string) => bodyMethods.has(method)

/** Largest body of any request but a staff upload: JSON, forms and Server Actions (Next's 1 MiB). */
export const defaultBodyLimitBytes = 1024 * 1024

/** Where files are uploaded (the media collection's REST path); only staff send larger bodies. */
const uploadPath = /^\/api\/media(\/|$)/

/** Whether `path` is where staff upload files. */
export const isUploadPath = (path: string) => uploadPath.test(path)

/**
 * Routes that read a body of unknown length themselves and stop at their own, smaller limit: the
 * search endpoint, whose Node client (algoliasearch) streams its JSON without a length.
 */
const streamedBodyPath = /^\/api\/search(\/|$)/

/** A refusal the server answers itself, before the app reads anything. */
export type Refusal = {
  status: 400 | 403 | 404 | 405 | 411 | 413 | 415 | 417
  message: string
}

/** The path of a request target (`url` as sent), still encoded, without its query. */
export const pathOf = (url: string) => url.replace(/\?.*$/s, '')

/** Whether `path` is the admin's (Payload's screens, which frame themselves for live preview). */
export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/')

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(pathOf(url))
  } catch {
    return null
  }
}

/** Whether the query's escapes decode, as every reader of it (Next, Payload's qs) assumes. */
function hasDecodableQuery(url: string) {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
  try {
    decodeURIComponent(query.replace(/\+/g, ' '))
    return true
  } catch {
    return false
  }
}

/**
 * A path that no page or file of the site can have: not absolute, a NUL, a backslash, a `..`
 * segment (all judged decoded), or a slash hidden in an escape (`%2f`, also double-encoded
 * `%252f`: judged as sent, since decoding turns `%2f` into a plain slash).
 */
function isImpossiblePath(encoded: string, decoded: string) {
  return (
    !decoded.startsWith('/') ||
    /[\u0000\\]/.test(decoded) ||
    decoded.split('/').includes('..') ||
    /%(25)*(2f|5c)/i.test(encoded)
  )
}

/** Payload's paging and depth parameters: small whole numbers, or its database query fails. */
const wholeNumberParameters = ['page', 'limit', 'depth']

/** Why a query to Payload's REST API (`/api/…`) cannot be answered, or null. */
function apiQueryProblem(url: string): string | null {
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '')
  for (const name of wholeNumberParameters) {
    const value = query.get(name)
    if (value !== null && !/^\d{1,6}$/.test(value)) {
      return `Give ${name} as a whole number below 1,000,000.`
    }
  }
  return query.has('where') ? 'Give where as where[field][operator]=value.' : null
}

/**
 * Payload endpoints this site never offers: the database's own bookkeeping, and e-mail
 * verification of accounts (staff accounts are made by staff, not verified by e-mail).
 */
const internalApiPath = /^\/api\/(payload-migrations|[^/]+\/verify)(\/|$)/

/**
 * Why the server refuses `method` at `url` before the app sees it: unknown methods (405),
 * addresses that do not decode or try to climb out of the site (400), Payload endpoints the site
 * never offers (404) and Payload API queries its database cannot run (400). Null when it may go on.
 */
export function methodAndPathRefusal(method: string, url: string): Refusal | null {
  if (!(allowedMethods as readonly string[]).includes(method)) {
    return { status: 405, message: 'This method is not allowed.' }
  }
  const path = decodedPath(url)
  if (path === null || !hasDecodableQuery(url) || isImpossiblePath(pathOf(url), path)) {
    return { status: 400, message: 'This address is not valid.' }
  }
  if (internalApiPath.test(path)) return { status: 404, message: 'Not found.' }
  const queryProblem = path.startsWith('/api/') ? apiQueryProblem(url) : null
  return queryProblem ? { status: 400, message: queryProblem } : null
}

/** Whether `origin` names the site itself (scheme aside: a proxy in front may end TLS). */
function isSameSite(origin: string, host: string | undefined) {
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

/**
 * A write (`POST`, `PUT`, `PATCH`, `DELETE`) whose `Origin` names another site is cross-site
 * request forgery: 403. Browsers send `Origin` with every form post and script request.
 */
export function crossSiteWriteRefusal({
  method,
  origin,
  host,
}: {
  method: string
  origin: string | undefined
  host: string | undefined
}): Refusal | null {
  if (!isWriteMethod(method) || origin === undefined || isSameSite(origin, host)) return null
  return { status: 403, message: 'Requests from other sites are not accepted.' }
}

export type BodyLine = {
  method: string
  /** The request target as sent. */
  url: string
  /** The Content-Length header, if any. */
  contentLength: string | undefined
  /** The Transfer-Encoding header, if any. */
  transferEncoding: string | undefined
  /** Whether the request carries a valid staff session (only staff upload large files). */
  isStaff: boolean
}

/**
 * Why a body is refused before a byte of it is read: over the limit by its length (413:
 * `uploadLimitBytes` for staff uploads, else `defaultBodyLimitBytes`), a length that is not a
 * number (400), or of unknown length (411: the limit could not be enforced before reading; except
 * where the route enforces its own). Null when it may be read.
 */
export function bodyLengthRefusal(
  { method, url, contentLength, transferEncoding, isStaff }: BodyLine,
  { uploadLimitBytes }: { uploadLimitBytes: number },
): Refusal | null {
  if (!isWriteMethod(method)) return null
  const path = pathOf(url)
  if (contentLength === undefined) {
    return transferEncoding === undefined || streamedBodyPath.test(path)
      ? null
      : { status: 411, message: 'Send the length of the request body.' }
  }
  if (!/^\d{1,15}$/.test(contentLength)) {
    return { status: 400, message: 'The length of the request body is not valid.' }
  }
  const limitBytes = isStaff && isUploadPath(path) ? uploadLimitBytes : defaultBodyLimitBytes
  if (Number(contentLength) > limitBytes) {
    return { status: 413, message: 'The request body is too large.' }
  }
  return null
}

/** What a multipart body may hold: form fields only for visitors, one file among them for staff. */
export type MultipartLimits = { parts: number; files: number; fieldSizeBytes: number }

/**
 * The multipart limits of a request: a visitor's form (Server Actions, sign-in) has a few dozen
 * fields and no file; a staff member's document save has its JSON and at most one upload.
 */
export function multipartLimitsFor(isStaff: boolean): MultipartLimits {
  return isStaff
    ? { parts: 100, files: 1, fieldSizeBytes: defaultBodyLimitBytes }
    : { parts: 100, files: 0, fieldSizeBytes: defaultBodyLimitBytes }
}

/**
 * Why a write's content type is refused: `multipart/*` other than `multipart/form-data` (mixed,
 * related, …) is read by no route of the site, and Payload answered it with a 500 (415). Null
 * otherwise.
 */
export function contentTypeRefusal(
  method: string,
  contentType: string | undefined,
): Refusal | null {
  if (!isWriteMethod(method) || !/^\s*multipart\//i.test(contentType ?? '')) return null
  return isMultipartFormData(contentType)
    ? null
    : { status: 415, message: 'Send forms as multipart/form-data.' }
}

/** A form body that does not parse, or that the page it was posted to could not have sent. */
export const unreadableFormRefusal: Refusal = {
  status: 400,
  message: 'The form data could not be read.',
}

/** Whether a content type is `multipart/form-data` (forms with or without files). */
export const isMultipartFormData = (contentType: string | undefined) =>
  /^\s*multipart\/form-data\b/i.test(contentType ?? '')
