import { mkdirSync, writeFileSync } from 'node:fs'
import { readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/config/env'
import { messageCarriesAddress } from '@/domain/privacy/personal-data'

/** Without SMTP_URL, e-mail is not sent but kept as .eml files in the outbox (OUTBOX_DIR). */
export const isOutboxMode = !env.SMTP_URL

const outboxDirectory = () => path.resolve(env.OUTBOX_DIR)

/** Writes one message (raw RFC 822 bytes) to the outbox; returns the file's path. */
export function writeToOutbox(raw: Buffer, messageId: string): string {
  const directory = outboxDirectory()
  mkdirSync(directory, { recursive: true })
  const file = path.join(directory, `${Date.now()}-${messageId.replace(/[^\w.-]/g, '')}.eml`)
  writeFileSync(file, raw)
  return file
}

/** A message kept in the outbox: its file's name, its subject line and when it was written. */
export type OutboxMessage = { file: string; subject: string; writtenAt: Date }

async function messageFiles(): Promise<string[]> {
  try {
    return (await readdir(outboxDirectory())).filter((name) => name.endsWith('.eml')).sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/**
 * The outbox's messages that carry `address` (already parsed) in a header or text body, oldest
 * first; none when e-mail goes out by SMTP (then nothing is kept here).
 */
export async function outboxMessagesCarrying(address: string): Promise<OutboxMessage[]> {
  if (!isOutboxMode) return []
  const found: OutboxMessage[] = []
  for (const file of await messageFiles()) {
    const full = path.join(outboxDirectory(), file)
    const raw = await readFile(full, 'utf8')
    if (!messageCarriesAddress(raw, address)) continue
    const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? ''
    found.push({ file, subject, writtenAt: (await stat(full)).mtime })
  }
  return found
}

/** Deletes the outbox's messages named `files` (names as `outboxMessagesCarrying` gave them). */
export async function deleteOutboxMessages(files: readonly string[]): Promise<number> {
  for (const file of files) await rm(path.join(outboxDirectory(), path.basename(file)))
  return files.length
}

/** The outbox's messages written before `cutoff` (file names), for the retention schedule. */
export async function outboxMessagesWrittenBefore(cutoff: Date): Promise<string[]> {
  const old: string[] = []
  for (const file of await messageFiles()) {
    if ((await stat(path.join(outboxDirectory(), file))).mtime < cutoff) old.push(file)
  }
  return old
}
