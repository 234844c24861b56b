/** Providers whose addresses ignore dots in the local part, and what each domain stands for. */
const dotlessDomains: ReadonlyMap<string, string> = new Map([
  // Gmail's help, "Dots don't matter in Gmail addresses" (support.google.com/mail/answer/7436150);
  // googlemail.com is Gmail's older domain (still given in Germany and the UK), one inbox with it.
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
])

/**
 * A domain in the ASCII form mail servers look it up by, lower case and without a trailing dot:
 * an internationalized name (bücher.example) becomes its punycode (xn--bcher-kva.example), and
 * full-width letters or dots their plain twins. WHATWG URL's host parser does this mapping
 * (UTS #46) in Node and browsers alike; what it cannot read as a host name is only lower-cased.
 */
function asciiDomain(domain: string): string {
  const url = `http://${domain}`
  const host = URL.canParse(url) ? new URL(url).hostname : domain.toLowerCase()
  return host.replace(/\.+$/, '')
}

/**
 * The mailbox `address` reaches, as the key of every per-address limit (never an address to send
 * to, nor what is stored): spellings a provider delivers to one inbox give one key, so a limit on
 * an address cannot be got round by respelling it. The key is lower case (providers match local
 * parts whatever their case), without a "+tag" subaddress (RFC 5233), with the domain in ASCII and
 * without a trailing dot, and for Gmail without dots and with googlemail.com as gmail.com.
 *
 * "+tag" is dropped for every domain, not only the providers that document it (Gmail, Outlook,
 * iCloud, Fastmail, Proton): a firm's own domain on Google Workspace or Microsoft 365 has it too,
 * and where it does not, two people merely share one limit, a smaller harm than a limit a stranger
 * gets round. Dots are dropped only where the provider says they do not count: elsewhere
 * `ann.lee@` and `annlee@` are usually two people.
 */
export function canonicalMailbox(address: string): string {
  const trimmed = address.trim()
  const at = trimmed.lastIndexOf('@')
  if (at === -1) return trimmed.normalize('NFKC').toLowerCase()
  const domain = asciiDomain(trimmed.slice(at + 1))
  const local = trimmed.slice(0, at).normalize('NFKC').toLowerCase().replace(/\+.*$/s, '')
  const dotless = dotlessDomains.get(domain)
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`
}
