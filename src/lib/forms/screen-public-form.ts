import 'server-only'

import { headers } from 'next/headers'

import { isHoneypotFilled } from '@/domain/forms/honeypot'
import { clientAddress } from '@/lib/rate-limit/client-address'

type FormInput = Record<string, unknown>

/** A form schema's check: the valid submission, or a message for each field that is wrong. */
type FormCheck<Valid, FieldErrors> =
  ({ ok: true } & Valid) | { ok: false; fieldErrors: FieldErrors }

/** What a public form's Server Action knows once the submission has been screened. */
export type ScreenedForm<Valid, FieldErrors, Values> =
  | { status: 'invalid'; fieldErrors: FieldErrors; values: Values }
  /** The honeypot was filled: answer as if it worked, store and send nothing. */
  | { status: 'bot'; valid: Valid }
  /** A person's valid submission, with the client its rate limits count. */
  | { status: 'valid'; valid: Valid; values: Values; client: string }

/**
 * The steps every public form's Server Action takes first, in this order: read the fields (a
 * script can call the action with anything at all: what is not a form is an empty one), keep what
 * was typed to give back, check it, answer a filled honeypot as a success without acting, and
 * name the client for the action's rate limits.
 */
export async function screenPublicForm<Valid, FieldErrors, Values>(
  formData: unknown,
  form: {
    values: (input: FormInput) => Values
    check: (input: FormInput) => FormCheck<Valid, FieldErrors>
  },
): Promise<ScreenedForm<Valid, FieldErrors, Values>> {
  const input: FormInput = formData instanceof FormData ? Object.fromEntries(formData) : {}
  const values = form.values(input)
  const valid = form.check(input)
  if (!valid.ok) return { status: 'invalid', fieldErrors: valid.fieldErrors, values }
  if (isHoneypotFilled(input)) return { status: 'bot', valid }
  return { status: 'valid', valid, values, client: clientAddress(await headers()) }
}
