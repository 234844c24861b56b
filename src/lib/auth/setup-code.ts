import { isSameSecretText, purposeDigest } from './purpose-token'

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/**
 * The code that lets whoever runs the server create the first staff account of a new install:
 * derived from the secret, so every instance of one deployment agrees on it and nobody without
 * the server's console (where `npm start` prints it) or its secret can know it. Sixteen
 * characters of a 32-letter alphabet (80 bits), in groups of four: XXXX-XXXX-XXXX-XXXX.
 */
export function firstAccountSetupCode(secret: string): string {
  const digest = purposeDigest(secret, 'first-staff-account')
  const characters = [...digest.subarray(0, 16)].map((byte) => alphabet[byte % alphabet.length])
  return characters.join('').replace(/(.{4})(?!$)/g, '$1-')
}

/** Whether `candidate` is the setup code, ignoring case, spaces and dashes as people type them. */
export function isFirstAccountSetupCode(candidate: unknown, secret: string): boolean {
  if (typeof candidate !== 'string') return false
  const normalize = (code: string) => code.toUpperCase().replace(/[\s-]/g, '')
  return isSameSecretText(
    normalize(candidate.slice(0, 64)),
    normalize(firstAccountSetupCode(secret)),
  )
}

/** What the operator reads while there is no staff account: the two ways to make the first. */
export function firstAccountInstructions(siteUrl: string, secret: string): string {
  return [
    '',
    'There is no staff account yet. Make the first one either way:',
    `  - open ${siteUrl}/admin and enter the setup code ${firstAccountSetupCode(secret)}`,
    '  - or run `npm run create-admin` on this machine.',
    '',
  ].join('\n')
}
