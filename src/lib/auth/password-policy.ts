import { dictionary } from '@zxcvbn-ts/language-common'
import { z } from 'zod'

/** NIST SP 800-63B's advice for a password that is the only factor: length, not composition. */
export const staffPasswordMinLength = 12

/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
const staffPasswordMaxLength = 200

/**
 * The passwords most often found in breaches (zxcvbn-ts's common list, ~49,000, lower case),
 * shipped in the package: checking one needs no network and sends the password nowhere.
 */
const commonPasswords = new Set(dictionary['passwords-common'])

/** What is wrong with `password` as a staff password, in words for the person typing it. */
export const staffPasswordMessages = {
  short: `Use a password of at least ${staffPasswordMinLength} characters.`,
  long: `Use a password of at most ${staffPasswordMaxLength} characters.`,
  common:
    'This password is on a list of common passwords that attackers try first. Choose another, such as a few unrelated words.',
} as const

/**
 * Why `password` may not be a staff password (the message for the password field), or null when
 * it may: at least 12 characters and not on the list of common and breached passwords.
 */
export function staffPasswordProblem(password: string): string | null {
  if (password.length < staffPasswordMinLength) return staffPasswordMessages.short
  if (password.length > staffPasswordMaxLength) return staffPasswordMessages.long
  if (commonPasswords.has(password.toLowerCase())) return staffPasswordMessages.common
  return null
}

/** A staff password, at every place one is set: the admin, the API, the reset, `create-admin`. */
export const StaffPasswordSchema = z.string().superRefine((password, context) => {
  const problem = staffPasswordProblem(password)
  if (problem) context.addIssue({ code: 'custom', message: problem })
})
