/**
 * Part of `npm run test:resilience`: while the mail server is down, a contact message is still
 * stored and the visitor thanked; when the mail server comes back, the queued e-mail goes out.
 */
import assert from 'node:assert/strict'

import {
  contactFormHiddenFields,
  submitContactForm,
} from '../../scripts/support/contact-submission'
import { stopServer, waitFor } from '../../scripts/support/server-process'
import { inquiriesMarked, staffToken } from '../../scripts/support/staff-api'
import { e2ePort } from '../support/e2e-env'
import { createMailSink } from '../support/mail-sink'
import { startResilienceServer } from './resilience-server'

const smtpPort = e2ePort + 13
const marker = `outage-${Date.now()}`
const mailSink = createMailSink()
const { received } = mailSink

const { server, origin } = await startResilienceServer('mail-outage', e2ePort + 10, {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  JOBS_CRON: '* * * * * *',
})
try {
  const outcome = await submitContactForm(origin, await contactFormHiddenFields(origin), {
    name: 'Mail Outage',
    email: 'outage@example.com',
    message: `Sent while the mail server is down (${marker}).`,
  })
  assert.equal(outcome, 'sent', 'the visitor is thanked although no e-mail can go out')

  const botMarker = `${marker}-bot`
  const botOutcome = await submitContactForm(origin, await contactFormHiddenFields(origin), {
    name: 'Spam Bot',
    email: 'bot@example.com',
    message: `Filled the hidden field too (${botMarker}).`,
    website: 'https://spam.example.com',
  })
  assert.equal(botOutcome, 'sent', 'a bot that fills the honeypot is told it worked')

  const token = await staffToken(origin)
  assert.equal(
    (await inquiriesMarked(origin, token, botMarker)).inquiries.length,
    0,
    'but nothing it sent is stored',
  )
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const whileDown = await inquiriesMarked(origin, token, marker)
  assert.equal(whileDown.inquiries.length, 1, 'the inquiry is stored')
  assert.equal(whileDown.jobs.length, 1, 'its e-mail is queued')
  assert.ok(!whileDown.inquiries[0]?.firmNotifiedAt, 'no e-mail has gone out yet')
  assert.equal(received.length, 0)

  await mailSink.listen(smtpPort)
  const backAt = Date.now()
  await waitFor(
    async () => received.some((message) => message.includes(marker)),
    'the queued e-mail to arrive',
    90_000,
  )
  const delaySeconds = ((Date.now() - backAt) / 1000).toFixed(1)
  await waitFor(
    async () =>
      Boolean((await inquiriesMarked(origin, token, marker)).inquiries[0]?.firmNotifiedAt),
    'the inquiry to record the e-mail',
    10_000,
  )
  const sentCopies = received.filter((message) => message.includes(marker)).length
  assert.equal(sentCopies, 1, 'the e-mail goes out once')
  process.stdout.write(
    `Mail server down: the message was stored and thanked; its e-mail arrived ${delaySeconds} s after the mail server came back, once.\n`,
  )
} finally {
  await stopServer(server)
  await mailSink.close()
}
