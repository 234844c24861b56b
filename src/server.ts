/**
 * The production server: Next's request handler behind a front door that settles, before the app
 * reads anything, who the client is (X-Forwarded-For only from trusted proxies) and refuses what
 * no page or API accepts (unknown methods, undecodable or climbing paths, oversized bodies). See
 * ADR 003. `npm start` and the test suites run the site through it.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import next from 'next'

import { env } from '@/config/env'
import { securityHeaders } from '@/config/security-headers'
import { uploadLimitBytes } from '@/config/upload-limits'
import { clientAddressHeader, resolveClientAddress } from '@/domain/http/client-address'
import { allowedMethods, screenRequest, type Refusal } from '@/domain/http/request-screen'
import { isUnknownPagePath, pageRoutesOf } from '@/domain/http/unknown-page-path'
import { searchBodyLimitBytes } from '@/domain/search/search-limits'
import {
  fetchInternalRoute,
  internalRoutePurposes,
  isInternalRequest,
  type InternalRoutePurpose,
} from '@/lib/auth/internal-routes'
import { isDraftViewRequest, markDraftViewResponse } from '@/lib/http/draft-view-policy'
import { createFreshReader } from '@/lib/http/fresh-reader'
import { handedSearch, type HandedAnswer, type HandedHandler } from '@/lib/http/front-door-handoff'
import { allowGoogleTagForConsentingVisitor } from '@/lib/http/google-tag-policy'
import { isReadableFormData, readRequestBody, withReadBody } from '@/lib/http/request-body'
import { sendErrorPageOnServerError, serverErrorPagePath } from '@/lib/http/server-error-page'
import { logger } from '@/lib/logger'

/**
 * Body bytes read and thrown away before a refusal is sent, so that a client still sending sees
 * the answer rather than a broken connection; a client that sends more than this is cut off.
 */
const maxDiscardedBytes = 32 * 1024 * 1024

/**
 * Reads what is left of the request's body and gives it as text, or null when it is longer than
 * `keptBytes` (the rest is read and dropped, so that a client still sending sees the answer
 * rather than a broken connection; past `maxDiscardedBytes` the client is cut off).
 */
function readBodyText(request: IncomingMessage, keptBytes: number): Promise<string | null> {
  if (request.readableEnded) return Promise.resolve('')
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= keptBytes) chunks.push(chunk)
      else if (size > maxDiscardedBytes) request.socket.destroy()
    })
    request.once('end', () =>
      resolve(size > keptBytes ? null : Buffer.concat(chunks).toString('utf8')),
    )
  })
}

function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal) {
  logger.warn({
    msg: 'Refused a request',
    status: refusal.status,
    method: request.method,
    path: (request.url ?? '').split('?')[0]?.slice(0, 200),
  })
  void readBodyText(request, 0).then(() => {
    response.writeHead(refusal.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'close',
      ...(refusal.status === 405 ? { Allow: allowedMethods.join(', ') } : {}),
    })
    response.end(`${refusal.message}\n`)
  })
}

/** `/api/search` and the Algolia paths under it, each part of the path already decodable. */
const searchPath = /^\/api\/search((?:\/[^/]+)*)$/

/** Headers of every answer the front door gives for the app, as Next would add them. */
const appHeaders = Object.fromEntries(
  securityHeaders({ isProduction: env.NODE_ENV === 'production', isAdmin: false }).map(
    ({ key, value }) => [key, value],
  ),
)

/** What a handler that failed answers, in the API's own shape: a 503 to try again shortly. */
const serviceUnavailable: HandedAnswer = {
  status: 503,
  headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Retry-After': '5' },
  body: JSON.stringify({
    message: 'Not available for a moment. Please try again shortly.',
    status: 503,
  }),
}

/** Answers a search with the handler the app handed over, without Next's routing (ADR 010). */
async function answerHanded(
  request: IncomingMessage,
  response: ServerResponse,
  handler: HandedHandler,
  { subpath, clientAddress }: { subpath: string; clientAddress: string },
) {
  const body = await readBodyText(request, searchBodyLimitBytes)
  const answer = await handler({
    path: subpath.split('/').filter(Boolean).map(decodeURIComponent),
    body,
    clientAddress,
  }).catch((error: unknown) => {
    logger.error({
      msg: 'A handed-over request failed',
      path: '/api/search',
      error: error instanceof Error ? error.message : String(error),
    })
    return serviceUnavailable
  })
  response.writeHead(answer.status, { ...appHeaders, ...answer.headers })
  response.end(answer.body)
}

const malformedFormData: Refusal = { status: 400, message: 'The form data could not be read.' }

const app = next({ dev: false, port: env.PORT })
const handle = app.getRequestHandler()
await app.prepare()

const pageRoutes = pageRoutesOf(
  JSON.parse(readFileSync('.next/app-path-routes-manifest.json', 'utf8')) as Record<string, string>,
)
/** The build's secret preview id, the value of Next's draft-mode cookie (ADR 006). */
const { previewModeId } = (
  JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as {
    preview: { previewModeId: string }
  }
).preview
/** How often the addresses of CMS pages, aliases and redirects are read again (deletions). */
const knownPathsRefreshMs = 2_000

/**
 * Reads one of the site's internal routes from this server with the token of `purpose`; on a
 * failure, logs it and gives null, so that the caller keeps what it read last.
 */
async function readInternalRoute<T>(
  path: string,
  purpose: InternalRoutePurpose,
  parse: (response: Response) => Promise<T>,
): Promise<T | null> {
  try {
    return await parse(await fetchInternalRoute(path, purpose))
  } catch (error) {
    logger.warn({
      msg: 'Could not read an internal route; keeping what was read last',
      path,
      error: error instanceof Error ? error.message : String(error),
    })
    return null
  }
}

const readKnownCmsPaths = () =>
  readInternalRoute('/next/known-paths', internalRoutePurposes.knownPaths, async (response) => {
    const { paths } = (await response.json()) as { paths: string[] }
    return new Set(paths) as ReadonlySet<string>
  })

/** The addresses the CMS owns; none until the first read (then nothing is judged unknown). */
const knownCmsPaths = createFreshReader(readKnownCmsPaths)

/** How often the error screen is read again (it shows the firm's current contact details). */
const serverErrorPageRefreshMs = 60_000

const readServerErrorPage = () =>
  readInternalRoute(serverErrorPagePath, internalRoutePurposes.errorPage, (response) =>
    response.text(),
  )

/** The error screen sent with status 500 in place of Next's empty document. */
const serverErrorPage = createFreshReader(readServerErrorPage)

/** Whether the request is for the error screen's own page from outside the server. */
function isOutsideReadOfErrorPage(request: IncomingMessage, path: string) {
  return (
    path === serverErrorPagePath &&
    !isInternalRequest(
      { headers: new Headers({ authorization: request.headers.authorization ?? '' }) },
      internalRoutePurposes.errorPage,
    )
  )
}

/**
 * An address no route and no CMS page, alias or redirect owns is served Next's 404 page
 * (app/global-not-found.tsx: server-rendered, prerendered once) instead of the CMS catch-all,
 * which would render each miss with an empty body (vercel/next.js#62228) and cache it on disk
 * for good. An address missing from the last read is checked against a read made after it
 * arrived, so a page published a moment ago is found at once; concurrent misses share one read.
 */
async function isKnownMiss(request: IncomingMessage, encodedPath: string): Promise<boolean> {
  const lastRead = knownCmsPaths.latest()
  if (lastRead === null || (request.method !== 'GET' && request.method !== 'HEAD')) return false
  const path = decodeURIComponent(encodedPath)
  if (!isUnknownPagePath(path, pageRoutes, lastRead)) return false
  const freshRead = (await knownCmsPaths.fresh()) ?? lastRead
  return isUnknownPagePath(path, pageRoutes, freshRead)
}

const multipartWriteMethods = new Set(['POST', 'PUT', 'PATCH'])

/**
 * A form post or upload whose multipart body has been read and found well formed, ready for the
 * app to read again; null when it is malformed (a 400 for the caller to send).
 */
async function withCheckedFormData(request: IncomingMessage): Promise<IncomingMessage | null> {
  const contentType = request.headers['content-type'] ?? ''
  const body = await readRequestBody(request)
  return (await isReadableFormData(contentType, body)) ? withReadBody(request, body) : null
}

const server = createServer(async (incoming, response) => {
  let request = incoming
  const refusal = screenRequest(
    {
      method: request.method ?? '',
      url: request.url ?? '',
      contentLength: request.headers['content-length'],
      transferEncoding: request.headers['transfer-encoding'],
      origin: request.headers.origin,
      host: request.headers.host,
    },
    { uploadLimitBytes },
  )
  if (refusal) return refuse(request, response, refusal)
  const isMultipartWrite =
    multipartWriteMethods.has(request.method ?? '') &&
    /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')
  if (isMultipartWrite) {
    const checked = await withCheckedFormData(request)
    if (!checked) return refuse(request, response, malformedFormData)
    request = checked
  }
  const clientAddress = resolveClientAddress({
    socketAddress: request.socket.remoteAddress,
    forwardedFor: request.headers['x-forwarded-for']?.toString(),
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
  })
  // Downstream code (rate limits, Next's own X-Forwarded-For) sees only the settled address.
  request.headers[clientAddressHeader] = clientAddress
  request.headers['x-forwarded-for'] = clientAddress
  const path = (request.url ?? '/').replace(/\?.*$/s, '')
  const search = request.method === 'POST' ? searchPath.exec(path) : null
  const searchHandler = search ? handedSearch() : undefined
  if (search && searchHandler)
    return answerHanded(request, response, searchHandler, {
      subpath: search[1] ?? '',
      clientAddress,
    })
  // Staff in draft view may open a page that has never been published (ADR 006).
  const isDraftView = isDraftViewRequest(request, previewModeId) && !path.startsWith('/_next/')
  if (isDraftView) markDraftViewResponse(response)
  if (
    isOutsideReadOfErrorPage(request, path) ||
    (!isDraftView && (await isKnownMiss(request, path)))
  ) {
    request.url = '/_not-found'
  }
  if (request.method === 'GET' || request.method === 'HEAD') {
    sendErrorPageOnServerError(request, response, serverErrorPage.latest)
    allowGoogleTagForConsentingVisitor(request, response, path)
  }
  void handle(request, response)
})
// An idle keep-alive connection is kept longer than load balancers keep theirs (60 s is common):
// closed by the server first, a connection the balancer (or a client) reuses at that instant is
// reset, and the request on it fails (seen as ECONNRESET after 5 s idle, Node's default).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(env.PORT, () => {
  logger.info({ msg: `Serving on port ${env.PORT}`, port: env.PORT })
  void knownCmsPaths.fresh()
  setInterval(() => void knownCmsPaths.fresh(), knownPathsRefreshMs).unref()
  void serverErrorPage.fresh()
  setInterval(() => void serverErrorPage.fresh(), serverErrorPageRefreshMs).unref()
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections would hold the close open; a stop should not wait on visitors.
    server.closeAllConnections()
  })
}
