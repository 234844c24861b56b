import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import { jwtVerify } from 'jose'

import { cookieValue } from '@/domain/http/cookie-value'

/** The cookie Payload keeps a signed-in staff member's token in (`<cookiePrefix>-token`). */
const tokenCookieName = 'payload-token'

/** The staff collection's slug, as Payload writes it into its tokens. */
const staffCollection = 'users'

function sessionToken(request: IncomingMessage): string | null {
  const authorization = request.headers.authorization ?? ''
  const bearer = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(authorization)
  return bearer?.[1] ?? cookieValue(request.headers.cookie ?? '', tokenCookieName)
}

const verdicts = new WeakMap<IncomingMessage, Promise<boolean>>()

/**
 * Tells whether a request carries a staff token that Payload signed and that has not expired,
 * without a database read: enough for the front door to let a staff upload be read, never a
 * grant (Payload checks the session and access again). Payload signs with the first 32 hex
 * digits of the SHA-256 of its secret (BasePayload.init).
 */
export function staffSessionReader(payloadSecret: string) {
  const key = new TextEncoder().encode(
    createHash('sha256').update(payloadSecret).digest('hex').slice(0, 32),
  )
  async function verify(token: string | null): Promise<boolean> {
    if (!token) return false
    try {
      const { payload } = await jwtVerify(token, key)
      return payload.collection === staffCollection
    } catch {
      return false
    }
  }
  /** Whether `request` is a signed-in staff member's (read once per request). */
  return function isStaffRequest(request: IncomingMessage): Promise<boolean> {
    const known = verdicts.get(request)
    if (known) return known
    const verdict = verify(sessionToken(request))
    verdicts.set(request, verdict)
    return verdict
  }
}
