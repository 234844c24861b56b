/**
 * The honeypot of every public form: a field hidden from people (off screen, out of the tab
 * order, hidden from screen readers) that form-filling bots fill in. A submission with it filled
 * is answered as if it worked and nothing is stored.
 */
export const honeypotFieldName = 'website'

/** True when `input` (a form's fields) has the honeypot filled in. */
export function isHoneypotFilled(input: Record<string, unknown>): boolean {
  const value = input[honeypotFieldName]
  return typeof value === 'string' && value !== ''
}
