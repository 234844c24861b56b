/**
 * The inbox `address` (a valid e-mail address) reaches, for counting the mail sent to it:
 * lower-cased and without a "+tag" subaddress (RFC 5233), which Gmail, Outlook, iCloud and most
 * other providers deliver to the same inbox, so `Ada+1@x` and `ada+2@x` count as `ada@x`.
 */
export function inboxOf(address: string): string {
  return address
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*(?=@[^@]*$)/, '')
}
