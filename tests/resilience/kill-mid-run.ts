/**
 * The resilience tests' crash check: submissions arrive `concurrency` at a time while the server
 * is killed (SIGKILL, as in a crash) once `killAfterThanked` of them were thanked; after a
 * restart on the same database, every thanked submission must be stored.
 */
import assert from 'node:assert/strict'

import type { SubmissionOutcome } from '../../scripts/support/contact-submission'
import { stopServer } from '../../scripts/support/server-process'
import { startResilienceServer } from './resilience-server'

export async function killMidRun({
  name,
  port,
  env,
  total,
  concurrency,
  killAfterThanked,
  submit,
  storedNumbers,
}: {
  name: string
  port: number
  env: Record<string, string>
  total: number
  concurrency: number
  killAfterThanked: number
  /** Sends submission `number` to the server at `origin`. */
  submit: (origin: string, number: number) => Promise<SubmissionOutcome>
  /** The numbers of the submissions the restarted server at `origin` has stored. */
  storedNumbers: (origin: string) => Promise<Set<number>>
}) {
  const first = await startResilienceServer(name, port, env)
  const outcomes = new Map<number, SubmissionOutcome>()
  let next = 0
  let thanked = 0
  let killing: Promise<void> | null = null
  async function worker() {
    while (next < total) {
      const number = (next += 1)
      const outcome = await submit(first.origin, number)
      outcomes.set(number, outcome)
      if (outcome === 'sent' && (thanked += 1) === killAfterThanked) {
        killing = stopServer(first.server, { kill: true })
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  await killing

  const second = await startResilienceServer(name, port, env, { freshCopy: false })
  try {
    const stored = await storedNumbers(second.origin)
    const thankedNumbers = [...outcomes].filter(([, outcome]) => outcome === 'sent').map(([n]) => n)
    const lost = thankedNumbers.filter((number) => !stored.has(number))
    assert.ok(thankedNumbers.length >= killAfterThanked, 'the server was killed mid-run')
    assert.ok(thankedNumbers.length < total, 'some submissions were cut off by the kill')
    assert.deepEqual(lost, [], 'every thanked submission is stored')
    process.stdout.write(
      `${name}: killed mid-run, ${thankedNumbers.length} of ${total} submissions were thanked before the kill; ` +
        `after the restart ${stored.size} are stored, none of the thanked ones lost.\n`,
    )
  } finally {
    await stopServer(second.server)
  }
}
