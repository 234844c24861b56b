/** A North American phone number as its ten digits, or null when the text is not one. */
export function parseNanpDigits(text: string): string | null {
  if (!/^[\d\s().+-]+$/.test(text)) return null
  const digits = text.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  // NANP area codes and exchanges never start with 0 or 1.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null
}

/** The number formatted for reading, e.g. "(303) 555-0142"; the input unchanged if it is not one. */
export function formatPhoneNumber(text: string): string {
  const digits = parseNanpDigits(text)
  if (!digits) return text
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** The number in E.164 form for `tel:` and `sms:` links and structured data, e.g. "+13035550142". */
export function toE164(text: string): string | null {
  const digits = parseNanpDigits(text)
  return digits ? `+1${digits}` : null
}
