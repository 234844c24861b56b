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
