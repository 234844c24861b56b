/**
 * Item 8, the quiz e-mail as a relay: a stranger can type anyone's address, so the mail to it
 * carries nothing else they typed (not the name, not in the PDF); names are letters only
 * (item 14); one address gets 3 reports a day and the site sends a capped number an hour, and a
 * refusal says so, keeps what was typed and stores nothing. On a server of its own, with the
 * site's cap lowered to 6 an hour and the per-client cap lifted (every request here comes from
 * 127.0.0.1).
 */
import type { ChildProcess } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { decodeHtmlEntities } from '../../scripts/support/contact-submission'
import { finishQuiz, postQuizForm, quizFormOf } from '../../scripts/support/quiz-submission'
import { stopServer, waitFor } from '../../scripts/support/server-process'
import { quizSubmissionsMarked, staffToken } from '../../scripts/support/staff-api'
import { attachmentOf, outboxMessages } from '../support/outbox'
import { readPdfPages } from '../support/pdf-pages'
import { securityEnvFor } from './support/security-env'
import { startSecurityServer } from './support/security-server'

const port = 3232
const origin = `http://127.0.0.1:${port}`
const quizPath = '/quizzes/gun-trust'
const siteHourlyLimit = 6
const outboxDir = securityEnvFor('quiz-email-relay', port).variables.OUTBOX_DIR
const marker = `relay-${Date.now()}`

let server: ChildProcess | undefined
let resultHtml = ''

beforeAll(async () => {
  server = await startSecurityServer('quiz-email-relay', port, {
    variables: {
      QUIZ_EMAIL_RATE_LIMIT: '1000',
      QUIZ_EMAIL_SITE_HOURLY_LIMIT: String(siteHourlyLimit),
    },
  })
  resultHtml = await finishQuiz(origin, quizPath, ['No', 'I have not decided', '1', 'No'])
})

afterAll(async () => {
  if (server) await stopServer(server)
})

/** Asks for the report by e-mail as a browser without JavaScript; the page that comes back, as text. */
async function askForReport(visitor: { name: string; email: string }): Promise<string> {
  const response = await postQuizForm(origin, quizPath, quizFormOf(resultHtml).hidden, {
    ...visitor,
    consent: 'on',
    website: '',
    intent: 'email',
  })
  expect(response.status).toBe(200)
  // React marks where typed text meets its own words with <!-- --> in the HTML.
  return decodeHtmlEntities((await response.text()).replaceAll('<!-- -->', ''))
}

const thanked = (page: string, email: string) =>
  page.includes(`The report is on its way to ${email}`)

/** The reports (not the office's notices) in the outbox whose To line is `email` exactly. */
const reportsTo = (email: string) =>
  outboxMessages(outboxDir).filter(
    (eml) => eml.includes('Subject: Your report:') && eml.split(/\r?\n/).includes(`To: ${email}`),
  )

/** Every report the site has e-mailed, whoever to. */
const allReports = () =>
  outboxMessages(outboxDir).filter((eml) => eml.includes('Subject: Your report:'))

// The tests run in order and share the site's hourly count: the last one counts on the others.
describe('the quiz report by e-mail', () => {
  test('a name that is a link or an encoded-word is refused next to the field, and nothing goes out', async () => {
    const email = `${marker}-refused@example.com`
    for (const [name, refused] of [
      ['Claim your prize http://evil.example/claim', 'remove “:”, “/”.'],
      ['=?utf-8?q?Claim_your_prize?=', 'remove “=”, “?”, “8”, “_”.'],
      ['Prize <claim@evil.example>', 'remove “<”, “@”, “>”.'],
    ] as const) {
      const page = await askForReport({ name, email })
      expect(page).toContain(`Use only letters, spaces and . ' - in a name: ${refused}`)
      expect(page).toContain(`value="${email}"`)
      expect(thanked(page, email)).toBe(false)
    }
    const token = await staffToken(origin)
    expect((await quizSubmissionsMarked(origin, token, `${marker}-refused`)).submissions).toEqual(
      [],
    )
  })

  test('the mail to the typed address has the firm’s words only: bare To, plain greeting, no name in the PDF', async () => {
    const email = `${marker}-words@example.com`
    // Letters, spaces and a dot pass the name rule; what is left must still reach nobody.
    const name = 'Claim your prize at evil.example'
    expect(thanked(await askForReport({ name, email }), email)).toBe(true)
    await waitFor(async () => reportsTo(email).length === 1, 'the report to go out', 30_000)

    const [eml = ''] = reportsTo(email)
    // Headers and text, without the PDF's base64 (whose letters could spell anything).
    const headersAndText = eml.replace(/^Content-Type: application\/pdf[\s\S]*?(?=^--)/m, '')
    expect(headersAndText).toMatch(/^Hello,\r?$/m)
    expect(headersAndText).not.toMatch(/claim|prize|evil/i)
    const pages = await readPdfPages(attachmentOf(eml, 'application/pdf') ?? Buffer.alloc(0))
    const pdfText = pages.map((page) => page.text).join(' ')
    expect(pdfText).toContain('Prepared on ')
    expect(pdfText).not.toMatch(/claim|prize|evil/i)
  })

  test('one address gets 3 reports a day, however it is spelled; the 4th is refused and not stored', async () => {
    const victim = `${marker}-victim@example.com`
    const spellings = [victim, victim.toUpperCase(), victim.replace('@', '+again@'), victim]
    const pages: string[] = []
    for (const email of spellings) pages.push(await askForReport({ name: 'Ada', email }))
    expect(pages.slice(0, 3).map((page, index) => thanked(page, spellings[index] ?? ''))).toEqual([
      true,
      true,
      true,
    ])
    const refused = pages[3] ?? ''
    expect(refused).toContain(
      'Too many reports were asked for to this e-mail address today. Please try again tomorrow, or download the report instead.',
    )
    expect(refused).toContain(`value="${victim}"`)
    expect(refused).toContain('value="Ada"')

    const token = await staffToken(origin)
    await waitFor(
      async () =>
        outboxMessages(outboxDir).filter((eml) => eml.toLowerCase().includes(`${marker}-victim`))
          .length >= 6,
      'three reports and three notices',
      30_000,
    )
    const { submissions } = await quizSubmissionsMarked(origin, token, `${marker}-victim`)
    expect(submissions).toHaveLength(3)
  })

  test(`the site sends ${siteHourlyLimit} reports an hour in all, then refuses with a message and stores nothing`, async () => {
    const pages: string[] = []
    for (let index = 0; index < siteHourlyLimit; index += 1) {
      pages.push(await askForReport({ name: 'Ada', email: `${marker}-site-${index}@example.com` }))
    }
    // 4 reports went out above (1 + 3; the refusals used none of the site's allowance).
    expect(pages.map((page) => page.includes('The report is on its way'))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ])
    expect(pages[2]).toContain(
      'Too many reports were asked for on this website in the last hour. Please try again in an hour, or download the report instead.',
    )
    await waitFor(async () => allReports().length >= siteHourlyLimit, 'the reports to go out')
    const token = await staffToken(origin)
    const { submissions } = await quizSubmissionsMarked(origin, token, marker)
    expect(submissions).toHaveLength(siteHourlyLimit)
    // A moment later, still none beyond the cap.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(allReports()).toHaveLength(siteHourlyLimit)
  })
})
