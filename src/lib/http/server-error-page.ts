import type { IncomingMessage, ServerResponse } from 'node:http'

/** Where the site serves its error screen for status 500, to the server's own code only. */
export const serverErrorPagePath = '/next/server-error'

const isHtml = (response: ServerResponse) =>
  /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))

/**
 * Makes `response` carry `errorPage()` (the error screen, server-rendered) when Next answers the
 * page view `request` with a 5xx HTML document: Next renders a page that fails on the server as
 * an empty document that only a script fills in (vercel/next.js#62228). The status stays; what
 * Next writes after it (possibly compressed by its own middleware) is dropped, and the page is
 * sent uncompressed. Nothing changes when `errorPage()` is null (not read yet).
 */
export function sendErrorPageOnServerError(
  request: IncomingMessage,
  response: ServerResponse,
  errorPage: () => string | null,
) {
  const { writeHead, write, end } = response
  let replacement: string | null = null

  // Node starts every response through writeHead (also for write, end and flushHeaders), after
  // Next's compression has chosen its encoding: the one place to decide before a byte is sent.
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const [statusCode] = args
    if (typeof statusCode === 'number' && statusCode >= 500 && isHtml(this)) {
      replacement = errorPage()
    }
    if (replacement !== null) {
      this.removeHeader('content-encoding')
      this.removeHeader('content-length')
      this.setHeader('cache-control', 'no-store')
    }
    return Reflect.apply(writeHead, this, args) as ServerResponse
  } as ServerResponse['writeHead']

  response.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (replacement === null) return Reflect.apply(write, this, args) as boolean
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (callback) process.nextTick(callback)
    return true
  } as ServerResponse['write']

  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (replacement === null) return Reflect.apply(end, this, args) as ServerResponse
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    const body = request.method === 'HEAD' ? '' : replacement
    return Reflect.apply(end, this, callback ? [body, callback] : [body]) as ServerResponse
  } as ServerResponse['end']
}
