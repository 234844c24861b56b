import type { IncomingMessage } from 'node:http'

import { bodyLengthRefusal, isWriteMethod } from '@/domain/http/request-screen'
import type { Middleware } from '@/server/door/chain'
import { refuse } from '@/server/door/refuse'

import { continueIfExpected } from './expect-continue'

/**
 * Refuses a body by its declared length before a byte of it is read: over 1 MiB (20 MiB for a
 * staff member's upload, `uploadLimitBytes`), a length that is no number, or no length at all
 * where the route cannot stop a long body itself. Then tells a client waiting with
 * `Expect: 100-continue` to send it. Here because Payload reads a JSON body whole (100 MB cost
 * 125 MB of memory) and Next answered an oversized Server Action with a 500.
 */
export function limitBodies({
  uploadLimitBytes,
  isStaffRequest,
}: {
  uploadLimitBytes: number
  isStaffRequest: (request: IncomingMessage) => Promise<boolean>
}): Middleware {
  return async (request, response, next) => {
    const method = request.method ?? ''
    const refusal = bodyLengthRefusal(
      {
        method,
        url: request.url ?? '',
        contentLength: request.headers['content-length'],
        transferEncoding: request.headers['transfer-encoding'],
        isStaff: isWriteMethod(method) && (await isStaffRequest(request)),
      },
      { uploadLimitBytes },
    )
    if (refusal) return refuse(request, response, refusal)
    continueIfExpected(request, response)
    next()
  }
}
