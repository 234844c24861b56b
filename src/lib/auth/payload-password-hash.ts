import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/**
 * Payload 3.90's password hash (`generatePasswordSaltHash.js` and `authenticate.js` in
 * payload/dist/auth/strategies/local), which it does not export: PBKDF2-SHA-256, 600,000
 * iterations, 32 bytes, stored hex after a version prefix; hashes from before that prefix used
 * 25,000 iterations and 512 bytes. If an upgrade changes it, the tests in
 * src/collections/users.int.test.ts fail (the timing ratio, and the current password's check).
 */
const currentPrefix = 'pbkdf2-sha256-v1:'
const current = { iterations: 600_000, keyLengthBytes: 32 }
const legacy = { iterations: 25_000, keyLengthBytes: 512 }

/** A salt of the length Payload makes, for a hash that no account has. */
const salt = randomBytes(32).toString('hex')

/**
 * Hashes `password` as Payload does to check it against an account, for a sign-in with an e-mail
 * address that has none: without it, such an answer came in ~3.5 ms instead of the 160–370 ms a
 * wrong password takes, which told a stranger which addresses are staff accounts.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  await derive(password, salt, current.iterations, current.keyLengthBytes, 'sha256')
}

/**
 * Whether `password` is the one whose hash and salt an account stores, checked as Payload's sign-in
 * checks it (in constant time); false when the account has none.
 */
export async function isStoredPassword(
  stored: { hash?: unknown; salt?: unknown },
  password: string,
): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const isCurrent = stored.hash.startsWith(currentPrefix)
  const { iterations, keyLengthBytes } = isCurrent ? current : legacy
  const expected = Buffer.from(
    isCurrent ? stored.hash.slice(currentPrefix.length) : stored.hash,
    'hex',
  )
  const given = await derive(password, stored.salt, iterations, keyLengthBytes, 'sha256')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
