/**
 * Part of `npm run test:resilience`: the server is killed (SIGKILL, as in a crash) while contact
 * messages are arriving; after a restart, every message the visitor was thanked for is stored.
 */
import assert from 'node:assert/strict'

import {
  contactFormHiddenFields,
  submitContactForm,
  type SubmissionOutcome,
} from '../../scripts/support/contact-submission'
import { stopServer } from '../../scripts/support/server-process'
import { inquiriesMarked, staffToken } from '../../scripts/support/staff-api'
import { startResilienceServer } from './resilience-server'

const port = 3111
const total = 80
const concurrency = 8
const killAfterThanked = 25
const marker = `crash-${Date.now()}`
const env = { CONTACT_RATE_LIMIT: '10000' }

const first = await startResilienceServer('crash', port, env)
const hiddenFields = await contactFormHiddenFields(first.origin)
const outcomes = new Map<number, SubmissionOutcome>()
let next = 0
let thanked = 0
let killing: Promise<void> | null = null

async function worker() {
  while (next < total) {
    const number = (next += 1)
    const outcome = await submitContactForm(
      first.origin,
      hiddenFields,
      {
        name: `Crash Test ${number}`,
        email: `crash${number}@example.com`,
        message: `#${number}# ${marker}`,
      },
      { timeoutMs: 10_000 },
    )
    outcomes.set(number, outcome)
    if (outcome === 'sent' && (thanked += 1) === killAfterThanked) {
      killing = stopServer(first.server, { kill: true })
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, worker))
await killing

const second = await startResilienceServer('crash', port, env, { freshCopy: false })
try {
  const token = await staffToken(second.origin)
  const { inquiries } = await inquiriesMarked(second.origin, token, marker)
  const storedNumbers = new Set(
    inquiries.map((inquiry) => Number(/#(\d+)#/.exec(inquiry.message)?.[1])),
  )
  const thankedNumbers = [...outcomes].filter(([, outcome]) => outcome === 'sent').map(([n]) => n)
  const lost = thankedNumbers.filter((number) => !storedNumbers.has(number))
  assert.ok(thankedNumbers.length >= killAfterThanked, 'the server was killed mid-run')
  assert.ok(thankedNumbers.length < total, 'some submissions were cut off by the kill')
  assert.deepEqual(lost, [], 'every thanked submission is stored')
  process.stdout.write(
    `Killed mid-run: ${thankedNumbers.length} of ${total} submissions were thanked before the kill; ` +
      `after the restart ${storedNumbers.size} are stored, none of the thanked ones lost.\n`,
  )
} finally {
  await stopServer(second.server)
}
