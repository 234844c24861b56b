/**
 * `npm run load:contact`: starts the production server on loopback (port 3300, a fresh database
 * under .tmp/load, the contact rate limit raised to 1,000), posts 200 valid contact-form
 * submissions 20 at a time, and prints how many were answered, stored and queued for e-mail, and
 * how many e-mails had gone out (to the local outbox) shortly after.
 */
import { rmSync } from 'node:fs'

import { contactFormHiddenFields, submitContactForm } from './support/contact-submission'
import { describeLoad, runLoad } from './support/load-run'
import { startServer, stopServer, waitFor } from './support/server-process'
import { inquiriesMarked, staffToken } from './support/staff-api'

const port = Number(process.env.LOAD_PORT ?? 3300)
const origin = `http://127.0.0.1:${port}`
const total = 200
const concurrency = 20
const marker = `load-${Date.now()}`

rmSync('.tmp/load', { recursive: true, force: true })
const server = await startServer({
  port,
  command: ['node_modules/.bin/tsx', 'scripts/start.ts'],
  timeoutMs: 600_000,
  env: {
    DATABASE_URL: 'file:./.tmp/load/site.db',
    MEDIA_DIR: '.tmp/load/media',
    FILES_DIR: '.tmp/load/files',
    OUTBOX_DIR: '.tmp/load/outbox',
    NEXT_PUBLIC_SITE_URL: origin,
    CONTACT_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  },
})
try {
  const hiddenFields = await contactFormHiddenFields(origin)
  const run = await runLoad(total, concurrency, (number) =>
    submitContactForm(origin, hiddenFields, {
      name: 'Load Tester',
      email: `load${number}@example.com`,
      message: `Load test message ${number} (${marker}).`,
    }),
  )

  const token = await staffToken(origin)
  const { inquiries, jobs } = await inquiriesMarked(origin, token, marker)
  let sent = 0
  await waitFor(
    async () => {
      const latest = await inquiriesMarked(origin, token, marker)
      sent = latest.inquiries.filter((inquiry) => inquiry.firmNotifiedAt).length
      return sent === latest.inquiries.length
    },
    'every e-mail to go out',
    120_000,
  ).catch(() => undefined)

  process.stdout.write(
    describeLoad(run, concurrency) +
      `  stored:   ${inquiries.length}\n` +
      `  e-mails queued: ${jobs.length}\n` +
      `  e-mails sent (outbox) shortly after: ${sent}\n`,
  )
  if (inquiries.length !== total || jobs.length !== total) process.exitCode = 1
} finally {
  await stopServer(server)
}
