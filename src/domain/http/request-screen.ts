/** Methods the site answers; anything else (TRACE, CONNECT, WebDAV verbs) is refused first. */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Largest body of any request but an upload: JSON, forms and Server Actions (Next's own 1 MiB). */
export const defaultBodyLimitBytes = 1024 * 1024

/** Where files are uploaded (the media collection's REST path); only these take larger bodies. */
const uploadPath = /^\/api\/media(\/|$)/

/**
 * Routes that read a body of unknown length themselves and stop at their own, smaller limit: the
 * search endpoint, whose Node client (algoliasearch) streams its JSON without a length.
 */
const streamedBodyPath = /^\/api\/search(\/|$)/

/** A refusal the server answers itself, before the app reads anything. */
export type Refusal = { status: 400 | 403 | 404 | 405 | 411 | 413; message: string }

export type RequestLine = {
  method: string
  /** The request target as sent, path and query. */
  url: string
  /** The Content-Length header, if any. */
  contentLength: string | undefined
  /** The Transfer-Encoding header, if any. */
  transferEncoding: string | undefined
  /** The Origin header, if any: browsers send it with every form post and script request. */
  origin: string | undefined
  /** The Host header. */
  host: string | undefined
}

function decodedPath(url: string): string | null {
  const path = url.replace(/\?.*$/s, '')
  try {
    return decodeURIComponent(path)
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
 * segment, or a slash hidden in an escape (`%2f`, also double-encoded `%252f`).
 */
function isImpossiblePath(path: string) {
  return (
    !path.startsWith('/') ||
    /[\u0000\\]/.test(path) ||
    path.split('/').includes('..') ||
    /%(25)*(2f|5c)/i.test(path)
  )
}

/** Whether `origin` names the site itself (scheme aside: a proxy in front may end TLS). */
function isSameSite(origin: string, host: string | undefined) {
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
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
 * Whether the server should refuse a request before handing it to the app, and how: unknown
 * methods, addresses that do not decode or try to climb out of the site, Payload API queries
 * its database cannot run (404 for its internal collections), writes sent from another site's
 * page (403: cross-site request forgery), and bodies over the
 * limit (`uploadLimitBytes` for uploads, else `defaultBodyLimitBytes`: 413) or of unknown length
 * (411: the limit could not be enforced before reading; except where the route enforces its own).
 * Null when the app should handle it.
 */
export function screenRequest(
  { method, url, contentLength, transferEncoding, origin, host }: RequestLine,
  { uploadLimitBytes }: { uploadLimitBytes: number },
): Refusal | null {
  if (!(allowedMethods as readonly string[]).includes(method)) {
    return { status: 405, message: 'This method is not allowed.' }
  }
  const path = decodedPath(url)
  if (path === null || !hasDecodableQuery(url) || isImpossiblePath(path)) {
    return { status: 400, message: 'This address is not valid.' }
  }
  if (internalApiPath.test(path)) return { status: 404, message: 'Not found.' }
  const queryProblem = path.startsWith('/api/') ? apiQueryProblem(url) : null
  if (queryProblem) return { status: 400, message: queryProblem }
  if (!bodyMethods.has(method)) return null
  if (origin !== undefined && !isSameSite(origin, host)) {
    return { status: 403, message: 'Requests from other sites are not accepted.' }
  }
  if (contentLength === undefined) {
    return transferEncoding === undefined || streamedBodyPath.test(path)
      ? null
      : { status: 411, message: 'Send the length of the request body.' }
  }
  if (!/^\d{1,15}$/.test(contentLength)) {
    return { status: 400, message: 'The length of the request body is not valid.' }
  }
  const limitBytes = uploadPath.test(path) ? uploadLimitBytes : defaultBodyLimitBytes
  if (Number(contentLength) > limitBytes) {
    return { status: 413, message: 'The request body is too large.' }
  }
  return null
}
