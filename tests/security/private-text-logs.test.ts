/**
 * Issue 28: the privacy policy says messages never reach the server's logs, which are kept 30
 * days outside the retention schedule. A contact message and a quiz report request, each sent
 * and e-mailed, leave no trace of what the visitor typed in the log (only in the database and
 * the mail, which the schedule and requests by address reach).
 */
import { randomUUID } from 'node:crypto'
import { setTimeout } from 'node:timers/promises'

import { Agent } from 'undici'
import { expect, test } from 'vitest'

import {
  contactFormHiddenFields,
  submitContactForm,
} from '../../scripts/support/contact-submission'
import { emailQuizReport, finishQuiz } from '../../scripts/support/quiz-submission'
import { outboxMessages } from '../support/outbox'
import { securityIpOrigin } from './support/client'
import { securityEnvFor, securityPort } from './support/security-env'
import { loggedWhile } from './support/server-log'

const outboxDir = securityEnvFor('shared', securityPort).variables.OUTBOX_DIR

async function waitForMailWith(text: string) {
  for (let waitedMs = 0; waitedMs < 20_000; waitedMs += 100) {
    if (outboxMessages(outboxDir).some((message) => message.includes(text))) return
    await setTimeout(100)
  }
  throw new Error(`No e-mail with ${text} was sent`)
}

test('what a visitor types in the contact form or the quiz never reaches the log', async () => {
  const marker = randomUUID().slice(0, 8)
  const visitor = {
    name: `Quintessa Logtest ${marker.replace(/\d/g, 'x')}`,
    email: `private-${marker}@example.com`,
    message: `My confidential question ${marker} about my estate.`,
  }
  const quizVisitor = { name: 'Ximena Quizlog', email: `quiz-${marker}@example.com` }

  const logged = await loggedWhile(async () => {
    const sent = await submitContactForm(
      securityIpOrigin,
      await contactFormHiddenFields(securityIpOrigin),
      visitor,
      // A client of its own, apart from the other tests' share of the contact form's limit.
      { dispatcher: new Agent({ localAddress: '127.0.0.28' }) },
    )
    expect(sent).toBe('sent')
    const resultHtml = await finishQuiz(securityIpOrigin, '/quizzes/gun-trust', [
      'No',
      'Family members in Colorado',
      '5',
      'Yes',
    ])
    expect(
      await emailQuizReport(securityIpOrigin, '/quizzes/gun-trust', resultHtml, quizVisitor),
    ).toBe('sent')
    // The e-mails go out after the answer: wait until both are written, so their logging is in.
    await waitForMailWith(marker)
    await waitForMailWith(quizVisitor.email)
  })

  expect(logged).not.toBe('')
  for (const typed of [
    visitor.name,
    visitor.email,
    marker,
    'confidential',
    quizVisitor.name,
    quizVisitor.email,
  ]) {
    expect(logged).not.toContain(typed)
  }
})
