import type { IncomingMessage, ServerResponse } from 'node:http'

import { logger } from '@/lib/logger'

/**
 * Hands the request on to the next link; a link that had to replace the request (one whose body
 * it has read) passes the replacement.
 */
export type Next = (request?: IncomingMessage) => void

/** One link of the front door: answers the request itself, or calls `next` to pass it on. */
export type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: Next,
) => void | Promise<void>

/** What a link that failed unexpectedly answers: plain words, no details. */
function answerFailure(response: ServerResponse, error: unknown) {
  logger.error({
    msg: 'The front door failed on a request',
    err: error,
  })
  if (response.headersSent) return void response.destroy()
  response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
  response.end('Something went wrong. Please try again.\n')
}

/**
 * A request handler that runs `links` in order, then `app`: each link answers the request or
 * passes it on. A link that throws (or rejects) answers a plain 500 and logs one line.
 */
export function chainOf(
  links: readonly Middleware[],
  app: (request: IncomingMessage, response: ServerResponse) => unknown,
) {
  return function handle(request: IncomingMessage, response: ServerResponse) {
    const run = (index: number, current: IncomingMessage) => {
      const link = links[index]
      if (!link) return void app(current, response)
      try {
        const result = link(current, response, (replacement) =>
          run(index + 1, replacement ?? current),
        )
        if (result instanceof Promise)
          result.catch((error: unknown) => answerFailure(response, error))
      } catch (error) {
        answerFailure(response, error)
      }
    }
    run(0, request)
  }
}
