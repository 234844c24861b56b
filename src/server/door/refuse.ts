import type { IncomingMessage, ServerResponse } from 'node:http'

import { allowedMethods, pathOf, type Refusal } from '@/domain/http/request-screen'
import { logger } from '@/lib/logger'
import { isAwaitingContinue } from '@/server/screen/expect-continue'

import { readBodyText } from './request-body'

/**
 * Answers `refusal` in plain words and logs one warn line (status, method, path: never the query
 * or the body, which may carry what a visitor typed). What the client is still sending is read
 * and dropped first, so it sees the answer rather than a broken connection; a client waiting to
 * be told to send its body is answered at once. The security headers come from their own link.
 */
export function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal) {
  logger.warn({
    msg: 'Refused a request',
    status: refusal.status,
    method: request.method,
    path: pathOf(request.url ?? '').slice(0, 200),
  })
  const answer = () => {
    if (response.headersSent || response.destroyed) return
    response.writeHead(refusal.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'close',
      ...(refusal.status === 405 ? { Allow: allowedMethods.join(', ') } : {}),
    })
    response.end(`${refusal.message}\n`)
  }
  if (isAwaitingContinue(request)) return answer()
  void readBodyText(request, 0).then(answer)
}
