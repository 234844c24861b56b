import { describe, expect, test } from 'vitest'

import {
  parseQuizEmailRequest,
  parseQuizReportRequest,
  quizEmailValues,
} from './quiz-report-request'

describe('the report form’s fields', () => {
  test('a quiz, its session and an optional name, trimmed', () => {
    expect(
      parseQuizReportRequest({ quiz: 'gun-trust', session: '{}', name: '  Ada Lovelace ' }),
    ).toEqual({
      ok: true,
      request: { quiz: 'gun-trust', session: '{}', name: 'Ada Lovelace' },
    })
    expect(parseQuizReportRequest({ quiz: 'gun-trust', session: '{}' })).toMatchObject({
      ok: true,
      request: { name: '' },
    })
  })

  test.each([
    ['a name too long', { name: 'a'.repeat(101) }, 'Keep the name under 100 characters.'],
    [
      'a name with a line break',
      { name: 'Ada\nBcc: x' },
      "Use only letters, spaces and . ' - in a name: remove the line breaks and hidden characters.",
    ],
    [
      'a name with a direction override',
      { name: 'Ada\u202e' },
      "Use only letters, spaces and . ' - in a name: remove the line breaks and hidden characters.",
    ],
    [
      'a name that is a link',
      { name: 'Claim your prize http://evil.example/claim' },
      "Use only letters, spaces and . ' - in a name: remove “:”, “/”.",
    ],
    [
      'no session',
      { session: undefined },
      'The answers did not come through. Please go back to the quiz and try again.',
    ],
    [
      'a quiz address too long',
      { quiz: 'q'.repeat(201) },
      'The answers did not come through. Please go back to the quiz and try again.',
    ],
  ])('%s is refused with a message', (_case, change, message) => {
    expect(parseQuizReportRequest({ quiz: 'gun-trust', session: '{}', ...change })).toEqual({
      ok: false,
      message,
    })
  })
})

describe('the form that has the report e-mailed', () => {
  const valid = { name: ' Ada ', email: ' ada@example.com ', consent: 'on' }

  test('an address and the consent ticked, the name optional and trimmed', () => {
    expect(parseQuizEmailRequest(valid)).toEqual({
      ok: true,
      request: { name: 'Ada', email: 'ada@example.com', consent: 'on' },
    })
    expect(parseQuizEmailRequest({ ...valid, name: undefined })).toMatchObject({
      ok: true,
      request: { name: '' },
    })
  })

  test('every field that is wrong gets its own message', () => {
    expect(parseQuizEmailRequest({ name: 'a'.repeat(101), email: 'ada@' })).toEqual({
      ok: false,
      fieldErrors: {
        name: 'Keep the name under 100 characters.',
        email: 'Enter an e-mail address like name@example.com.',
        consent: 'Tick the box to have the report e-mailed to you.',
      },
    })
    expect(parseQuizEmailRequest({ ...valid, email: '   ' })).toEqual({
      ok: false,
      fieldErrors: { email: 'Enter your e-mail address to have the report sent.' },
    })
    expect(parseQuizEmailRequest({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({
      ok: false,
      fieldErrors: { email: 'That e-mail address is too long.' },
    })
  })

  test('the same name rule as the contact form: names of any script pass, the rest is refused', () => {
    expect(parseQuizEmailRequest({ ...valid, name: "Mary-Jane O'Neil" })).toMatchObject({
      ok: true,
      request: { name: "Mary-Jane O'Neil" },
    })
    expect(parseQuizEmailRequest({ ...valid, name: 'Ada <ada@example.com>' })).toEqual({
      ok: false,
      fieldErrors: {
        name: "Use only letters, spaces and . ' - in a name: remove “<”, “@”, “>”.",
      },
    })
  })

  test('what was typed comes back, text only', () => {
    expect(
      quizEmailValues({ name: 'Ada', email: 'ada@', consent: 'on', session: '{}', x: 1 }),
    ).toEqual({
      name: 'Ada',
      email: 'ada@',
      consent: 'on',
    })
    expect(quizEmailValues({ email: 42 })).toEqual({})
  })
})
