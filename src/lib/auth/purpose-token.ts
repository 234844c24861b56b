import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A token for one purpose derived from the deployment's secret: every instance of the deployment
 * can make and check it, nobody without the secret can, and no two purposes share one.
 */
export function purposeToken(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url')
}

/** Whether `candidate` is the token of `purpose`, compared in constant time. */
export function isPurposeToken(candidate: string, secret: string, purpose: string): boolean {
  const expected = Buffer.from(purposeToken(secret, purpose))
  const given = Buffer.from(candidate.slice(0, 200))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
