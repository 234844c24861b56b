import type { ServerResponse } from 'node:http'

import { isbot } from 'isbot'
import onHeaders from 'on-headers'

import type { Middleware } from '@/server/door/chain'
import { isHtml } from '@/server/door/html-response'

/** What a crawler or link-preview bot gets for a failed page: the status, no error screen (seed §2). */
const botErrorBody = 'Error.'

/**
 * Sends the error screen (`errorPage()`: server-rendered, in the base layout) when Next answers a
 * page view with a 5xx HTML document, status kept, and a bot a bare "Error." instead. Next sends a
 * page that failed on the server as an empty document only a script fills in
 * (vercel/next.js#62228; docs/workarounds.md). Decided as the headers go out, after the door's
 * compression (compress-responses.ts) has chosen its encoding (then dropped); what Next writes
 * after them is dropped, and the replacement is sent uncompressed. Nothing changes while
 * `errorPage()` is null (not read yet).
 */
export function errorScreen({ errorPage }: { errorPage: () => string | null }): Middleware {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const isBot = isbot(request.headers['user-agent'])
    let replacement: string | null = null
    onHeaders(response, function (this: ServerResponse) {
      if (this.statusCode < 500 || !isHtml(this)) return
      replacement = isBot ? botErrorBody : errorPage()
      if (replacement === null) return
      this.removeHeader('content-encoding')
      this.removeHeader('content-length')
      this.setHeader('cache-control', 'no-store')
      if (isBot) this.setHeader('content-type', 'text/plain; charset=utf-8')
    })
    const { write, end } = response
    // The body Next writes after the headers is dropped once a replacement was chosen; Node (or
    // the door's compression) sends the headers on the first write, so they are settled first.
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
    next()
  }
}
