import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const secretFilePath = path.resolve(process.cwd(), 'data', '.secret')

function isAlreadyCreated(error: unknown) {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST'
}

/**
 * The secret kept in `data/.secret`, created with 48 random bytes on first use so the quick start
 * needs no set-up. Exclusive creation ('wx') makes parallel build workers agree on one secret.
 */
export function readOrCreateSecretFile(): string {
  mkdirSync(path.dirname(secretFilePath), { recursive: true })
  try {
    writeFileSync(secretFilePath, randomBytes(48).toString('base64url'), {
      flag: 'wx',
      mode: 0o600,
    })
  } catch (error) {
    if (!isAlreadyCreated(error)) throw new Error('Could not create data/.secret', { cause: error })
  }
  return readFileSync(secretFilePath, 'utf8').trim()
}
