import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from './env'

/** A token derived from PAYLOAD_SECRET for calls the server makes to itself (never public). */
export function internalToken(purpose: string): string {
  return createHmac('sha256', env.PAYLOAD_SECRET).update(purpose).digest('base64url')
}

/** True when `candidate` is the internal token for `purpose`, compared in constant time. */
export function isInternalToken(purpose: string, candidate: string | null): boolean {
  const expected = Buffer.from(internalToken(purpose))
  const given = Buffer.from(candidate ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
