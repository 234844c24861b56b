import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/**
 * Payload 3.90's password hash (`generatePasswordSaltHash.js` in payload/dist/auth/strategies/
 * local): PBKDF2-SHA-256, 600,000 iterations, 32 bytes. If an upgrade changes it, the timing test
 * in src/collections/users.int.test.ts fails.
 */
const iterations = 600_000
const keyLengthBytes = 32

/** A salt of the length Payload makes, for a hash that no account has. */
const salt = randomBytes(32).toString('hex')

/**
 * Hashes `password` as Payload does to check it against an account, for a sign-in with an e-mail
 * address that has none: without it, such an answer came in ~3.5 ms instead of the 160–370 ms a
 * wrong password takes, which told a stranger which addresses are staff accounts.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  await derive(password, salt, iterations, keyLengthBytes, 'sha256')
}
