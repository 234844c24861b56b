import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { e2eEnv } from './e2e-env'

/** The e-mails the e2e server has "sent" (written to its outbox), as raw RFC 822 text. */
export function outboxMessages(): string[] {
  const directory = path.resolve(e2eEnv.OUTBOX_DIR)
  try {
    return readdirSync(directory).map((file) => readFileSync(path.join(directory, file), 'utf8'))
  } catch {
    return []
  }
}
