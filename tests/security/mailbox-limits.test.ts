/**
 * Issue 37, item 6: a per-address limit counts mailboxes, not spellings. The quiz report's
 * 3-a-day cap per address reached one Gmail inbox 4 times through its dotted and googlemail.com
 * spellings; each report still goes to the address as it was typed.
 */
import { FormData } from 'undici'
import { beforeAll, expect, test } from 'vitest'

import { decodeHtmlEntities } from '../../scripts/support/contact-submission'
import { finishQuiz, quizFormOf } from '../../scripts/support/quiz-submission'
import { waitFor } from '../../scripts/support/server-process'
import { outboxMessages } from '../support/outbox'
import { fetchFrom, securityIpOrigin } from './support/client'
import { securityEnvFor, securityPort } from './support/security-env'

const quizPath = '/quizzes/gun-trust'
const outboxDir = securityEnvFor('shared', securityPort).variables.OUTBOX_DIR
/** A client of its own, so the per-client cap (5 in 10 minutes) is this test's alone. */
const client = '127.0.0.61'
/** Letters and digits only: Gmail's dots go around it, never inside. */
const marker = `mbx${Date.now().toString(36)}`

let resultHtml = ''

beforeAll(async () => {
  resultHtml = await finishQuiz(securityIpOrigin, quizPath, ['No', 'I have not decided', '1', 'No'])
})

/** Asks for the report by e-mail as a browser without JavaScript; the page that comes back. */
async function askForReport(email: string): Promise<string> {
  const body = new FormData()
  for (const [name, value] of quizFormOf(resultHtml).hidden) body.append(name, value)
  for (const [name, value] of Object.entries({
    name: 'Ada',
    email,
    consent: 'on',
    website: '',
    intent: 'email',
  })) {
    body.set(name, value)
  }
  const response = await fetchFrom(client, quizPath, {
    method: 'POST',
    body,
    headers: { Origin: securityIpOrigin },
  })
  expect(response.status).toBe(200)
  return decodeHtmlEntities((await response.text()).replaceAll('<!-- -->', ''))
}

/** The reports in the outbox, each by the To line it was sent to. */
const reportRecipients = () =>
  outboxMessages(outboxDir)
    .filter((eml) => eml.includes('Subject: Your report:') && eml.includes(marker))
    .map((eml) => /^To: (.+?)\r?$/m.exec(eml)?.[1])

test('one Gmail inbox gets 3 quiz reports a day, however its address is dotted or its domain spelled', async () => {
  const spellings = [
    `ada.${marker}@gmail.com`,
    `a.d.a${marker}@googlemail.com`,
    `Ada${marker}+quiz@gmail.com`,
    `a.da.${marker}@googlemail.com`,
  ]
  const pages: string[] = []
  for (const email of spellings) pages.push(await askForReport(email))

  expect(pages.map((page) => page.includes('The report is on its way to'))).toEqual([
    true,
    true,
    true,
    false,
  ])
  expect(pages[3]).toContain(
    'Too many reports were asked for to this e-mail address today. Please try again tomorrow, or download the report instead.',
  )
  // The limit's key is not an address: each report went to the address as it was typed.
  await waitFor(async () => reportRecipients().length >= 3, 'the three reports to go out', 30_000)
  expect(reportRecipients().toSorted()).toEqual(spellings.slice(0, 3).toSorted())
})
