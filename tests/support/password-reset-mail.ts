import { outboxMessages } from './outbox'

/** A raw e-mail's text with quoted-printable soft line breaks and escapes undone. */
function decodedQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** The links in the e-mails to `recipient` in the outbox `outboxDir`. */
export function linksMailedTo(outboxDir: string, recipient: string): string[] {
  return outboxMessages(outboxDir)
    .filter((message) => message.split(/\r?\n/).includes(`To: ${recipient}`))
    .map(decodedQuotedPrintable)
    .flatMap((message) => [...message.matchAll(/href="([^"]+)"/g)].map(([, link]) => link ?? ''))
}
