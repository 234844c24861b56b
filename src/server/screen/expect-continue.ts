import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Middleware } from '@/server/door/chain'
import { refuse } from '@/server/door/refuse'

/** Requests told to go on sending their body (`100 Continue`). */
const continued = new WeakSet<IncomingMessage>()

const expectsContinue = (request: IncomingMessage) =>
  /^\s*100-continue\s*$/i.test(request.headers.expect ?? '')

/**
 * Tells a client that sent `Expect: 100-continue` to send its body, once every check that needs
 * no body has passed: Node would otherwise say so before any check (the server listens for
 * `checkContinue`), and a client refused afterwards would already have uploaded.
 */
export function continueIfExpected(request: IncomingMessage, response: ServerResponse) {
  if (!expectsContinue(request) || continued.has(request)) return
  continued.add(request)
  response.writeContinue()
}

/**
 * Whether the client may be waiting before it sends its body: it sent an `Expect` (for
 * `100-continue`, one the server has not met yet).
 */
export const isAwaitingContinue = (request: IncomingMessage) =>
  request.headers.expect !== undefined && !continued.has(request)

/**
 * Refuses an `Expect` the server cannot meet (anything but `100-continue`) with 417, through the
 * front door so that the answer carries its headers; Node would answer it bare.
 */
export function refuseUnmetExpectations(): Middleware {
  return (request, response, next) => {
    const expectation = request.headers.expect
    if (expectation === undefined || expectsContinue(request)) return next()
    refuse(request, response, { status: 417, message: 'This expectation cannot be met.' })
  }
}
