import { createHmac, timingSafeEqual } from 'node:crypto'

/** The HMAC-SHA-256 of `purpose` under the deployment's secret: each purpose its own value. */
export function purposeDigest(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest()
}

/**
 * A token for one purpose derived from the deployment's secret: every instance of the deployment
 * can make and check it, nobody without the secret can, and no two purposes share one.
 */
export function purposeToken(secret: string, purpose: string): string {
  return purposeDigest(secret, purpose).toString('base64url')
}

/** Whether `given` is `expected`, compared in constant time (length aside). */
export function isSameSecretText(given: string, expected: string): boolean {
  const givenBytes = Buffer.from(given)
  const expectedBytes = Buffer.from(expected)
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes)
}

/** Whether `candidate` is the token of `purpose`. */
export function isPurposeToken(candidate: string, secret: string, purpose: string): boolean {
  return isSameSecretText(candidate.slice(0, 200), purposeToken(secret, purpose))
}
