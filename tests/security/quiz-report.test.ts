/**
 * The quiz report (POST /quiz-report): a PDF only for answers that finish a published quiz,
 * a clear 400 for anything else, rate-limited per client whatever X-Forwarded-For says.
 */
import { FormData } from 'undici'
import { describe, expect, test } from 'vitest'

import { finishQuiz, quizFormOf } from '../../scripts/support/quiz-submission'
import { fetchFrom, securityIpOrigin } from './support/client'

const unfinished = JSON.stringify({ answers: {}, at: 0 })

/** The seeded gun trust quiz answered "No" (no registered items) and on to its result. */
async function finishedGunTrustSession(): Promise<string> {
  const html = await finishQuiz(securityIpOrigin, '/quizzes/gun-trust', [
    'No',
    'Family members in Colorado',
    '5',
    'Yes',
  ])
  const session = quizFormOf(html).hidden.find(([name]) => name === 'session')?.[1]
  if (!session) throw new Error('The result screen has no report form')
  return session
}

const report = (
  from: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  fetchFrom(from, '/quiz-report', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })

describe('the quiz form without JavaScript', () => {
  test('a forged form (state sent back, session, quiz, answers) starts over or is refused, never a 5xx', async () => {
    const html = await (await fetchFrom('127.0.0.77', '/quizzes/gun-trust')).text()
    const { hidden } = quizFormOf(html)
    const forgeries: Array<Record<string, string>> = [
      { '$ACTION_1:1': '[{"started":true,"session":null,"problem":7}]' },
      // With no published quiz named, a state taken from the form as it came would be rendered.
      { '$ACTION_1:1': '[{"started":true,"session":null}]', quiz: 'nope' },
      { session: '{"answers":{"nfa-items":["x","y"]},"at":9}' },
      { session: 'x'.repeat(20_000) },
      { quiz: 'gun-trust/../../etc' },
    ]
    for (const forged of forgeries) {
      const body = new FormData()
      for (const [name, value] of hidden) body.append(name, forged[name] ?? value)
      if (forged.session === undefined && forged.quiz) body.set('quiz', forged.quiz)
      body.append('intent', 'next')
      body.append('question', 'nfa-items')
      body.append('answer', 'forged')
      const response = await fetchFrom('127.0.0.77', '/quizzes/gun-trust', {
        method: 'POST',
        headers: { Origin: securityIpOrigin },
        body,
      })
      expect(response.status).toBeLessThan(500)
      await response.arrayBuffer()
    }
  })
})

describe('POST /quiz-report', () => {
  test('answers that finish the published quiz get its PDF, named for the quiz and day', async () => {
    const response = await report('127.0.0.76', {
      quiz: 'gun-trust',
      session: await finishedGunTrustSession(),
      name: 'Ada Lovelace',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="gun-trust-quiz-report-\d{4}-\d{2}-\d{2}\.pdf"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')
  })

  test.each([
    ['no fields at all', {}],
    ['a quiz that is not published', { quiz: 'no-such-quiz', session: unfinished }],
    ['a session that is not JSON', { quiz: 'gun-trust', session: '{answers' }],
    ['answers that do not finish the quiz', { quiz: 'gun-trust', session: unfinished }],
    ['a forged place past the answers', { quiz: 'gun-trust', session: '{"answers":{},"at":6}' }],
  ])('%s is a 400 that says what to do, with no PDF', async (_case, fields) => {
    const response = await report('127.0.0.71', fields)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await response.text()).toBe(
      'The answers did not come through. Please go back to the quiz and try again.\n',
    )
  })

  test('a name with a line break is a 400 about the name', async () => {
    const response = await report('127.0.0.72', {
      quiz: 'gun-trust',
      session: unfinished,
      name: 'Ada\r\nBcc: someone@example.com',
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(
      "Use only letters, spaces and . ' - in a name: remove the line breaks and hidden characters.\n",
    )
  })

  test('a body that is not a form is a 400, and one over 1 MB a 413', async () => {
    const json = await fetchFrom('127.0.0.73', '/quiz-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"quiz":',
    })
    expect(json.status).toBe(400)
    const huge = await report('127.0.0.73', {
      quiz: 'gun-trust',
      session: 'x'.repeat(2 * 1024 * 1024),
    })
    expect(huge.status).toBe(413)
  })

  test('GET is refused', async () => {
    const response = await fetchFrom('127.0.0.74', '/quiz-report')
    expect(response.status).toBe(405)
  })

  test('the 31st report request in a minute is a 429, a forged X-Forwarded-For changes nothing', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 31; index += 1) {
      const response = await report(
        '127.0.0.75',
        { quiz: 'gun-trust', session: unfinished },
        { 'X-Forwarded-For': `203.0.113.${index}` },
      )
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})
