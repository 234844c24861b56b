/** Reading the shared security server's log: what a request made it write. */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { setTimeout } from 'node:timers/promises'

import { request } from 'undici'
import { expect } from 'vitest'

import { securityIpOrigin } from './client'
import { securityLogFile } from './security-env'

/**
 * Sends a request the server refuses and logs with `id` in its path, and waits until that line is
 * in the log (the server's output reaches the file late on a busy machine): everything the server
 * logged before the mark is then in the file, in order. Gives where the mark's line starts and ends.
 */
export async function markLog(id: string): Promise<{ start: number; end: number }> {
  const response = await request(`${securityIpOrigin}/log-mark/${id}`, { method: 'TRACE' })
  await response.body.arrayBuffer()
  for (let waitedMs = 0; waitedMs < 10_000; waitedMs += 20) {
    const log = readFileSync(securityLogFile, 'utf8')
    const at = log.indexOf(`/log-mark/${id}`)
    if (at !== -1) return { start: log.lastIndexOf('\n', at) + 1, end: log.indexOf('\n', at) + 1 }
    await setTimeout(20)
  }
  throw new Error(`The server never logged the mark ${id}`)
}

/** What the server logged while `send` ran. */
export async function loggedWhile(send: () => Promise<void>): Promise<string> {
  const id = randomUUID()
  const before = await markLog(`${id}-before`)
  await send()
  const after = await markLog(`${id}-after`)
  return readFileSync(securityLogFile, 'utf8').slice(before.end, after.start)
}

/** What the server logged while `send` ran: nothing at error level, no stack, one warn line at most. */
export async function expectOneWarnLineAtMost(send: () => Promise<void>) {
  const logged = await loggedWhile(send)
  expect(logged).not.toMatch(/"level":(50|60)/)
  expect(logged).not.toMatch(/\n\s+at /)
  // Info lines are the server's own background work (the jobs runner makes the seeded posts'
  // PDFs just after start, inside the first checks' windows); a request's refusal is a warn line.
  const warnings = logged.split('\n').filter((line) => !/^\{"level":30,/.test(line) && line)
  expect(warnings.length).toBeLessThanOrEqual(1)
}
