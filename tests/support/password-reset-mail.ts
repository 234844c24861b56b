import { waitFor } from '../../scripts/support/server-process'
import { outboxMessages } from './outbox'

/** A raw e-mail's text with quoted-printable soft line breaks and escapes undone. */
function decodedQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** Whether the raw e-mail `message` is addressed to `recipient` (its bare To line). */
export const isMailTo = (message: string, recipient: string) =>
  message.split(/\r?\n/).includes(`To: ${recipient}`)

/** The links in the raw e-mails `messages` to `recipient`. */
export function linksInMailTo(messages: readonly string[], recipient: string): string[] {
  return messages
    .filter((message) => isMailTo(message, recipient))
    .map(decodedQuotedPrintable)
    .flatMap((message) => [...message.matchAll(/href="([^"]+)"/g)].map(([, link]) => link ?? ''))
}

/** The links in the e-mails to `recipient` in the outbox `outboxDir`. */
export function linksMailedTo(outboxDir: string, recipient: string): string[] {
  return linksInMailTo(outboxMessages(outboxDir), recipient)
}

/**
 * The one link e-mailed to `recipient`, once its e-mail is in the outbox `outboxDir` (the jobs
 * queue sends it after the answer); throws when none comes within 30 s, or more than one came.
 */
export async function soleLinkMailedTo(outboxDir: string, recipient: string): Promise<string> {
  await waitFor(
    async () => linksMailedTo(outboxDir, recipient).length > 0,
    `the e-mail to ${recipient}`,
    30_000,
  )
  const links = linksMailedTo(outboxDir, recipient)
  if (links.length !== 1) {
    throw new Error(`${links.length} links were e-mailed to ${recipient}, not one`)
  }
  return links[0] ?? ''
}
