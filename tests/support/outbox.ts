import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { e2eEnv } from './e2e-env'

/**
 * The e-mails a server has "sent" (written to its outbox `directory`, by default the e2e
 * server's), as raw RFC 822 text.
 */
export function outboxMessages(outboxDir: string = e2eEnv.OUTBOX_DIR): string[] {
  const directory = path.resolve(outboxDir)
  try {
    return readdirSync(directory).map((file) => readFileSync(path.join(directory, file), 'utf8'))
  } catch {
    return []
  }
}

/** The decoded body of the first part of `message` (a multipart e-mail) of `contentType`. */
export function attachmentOf(message: string, contentType: string): Buffer | null {
  const boundary = /boundary="?([^"\r\n;]+)"?/.exec(message)?.[1]
  if (!boundary) return null
  const part = message
    .split(`--${boundary}`)
    .find((each) => new RegExp(`^Content-Type: ${contentType}`, 'im').test(each))
  if (!part) return null
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n')
  return Buffer.from(body.replace(/\s+/g, ''), 'base64')
}
