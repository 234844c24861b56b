/**
 * The text a reader sees in an e-mail as the site's outbox keeps it (raw RFC 822): the body of its
 * plain-text part, its transfer encoding (quoted-printable or base64) undone, read as UTF-8.
 */

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/quoted-printable/i.test(encoding)) {
    const joined = body.replace(/=\r?\n/g, '')
    const bytes: number[] = []
    for (let index = 0; index < joined.length; index += 1) {
      const hex = joined.slice(index + 1, index + 3)
      if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16))
        index += 2
      } else {
        bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'))
      }
    }
    return Buffer.from(bytes).toString('utf8')
  }
  return body
}

function headerOf(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? ''
}

/** The plain text of `message`: its text/plain part's body, decoded. */
export function mailText(message: string): string {
  const split = message.search(/\r?\n\r?\n/)
  const headers = split < 0 ? message : message.slice(0, split)
  const body = split < 0 ? '' : message.slice(split).replace(/^\r?\n\r?\n/, '')
  const type = headerOf(headers, 'Content-Type')
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1)
    const plain = parts
      .map((part) => part.replace(/^\r?\n/, ''))
      .find((part) => /^content-type:\s*text\/plain/im.test(part.split(/\r?\n\r?\n/)[0] ?? ''))
    return plain ? mailText(plain) : ''
  }
  return decodeBody(body.replace(/\r?\n$/, ''), headerOf(headers, 'Content-Transfer-Encoding'))
}
