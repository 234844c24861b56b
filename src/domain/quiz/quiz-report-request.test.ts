import { describe, expect, test } from 'vitest'

import { parseQuizReportRequest } from './quiz-report-request'

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
      'Use letters and spaces only in the name.',
    ],
    [
      'a name with a direction override',
      { name: 'Ada\u202e' },
      'Use letters and spaces only in the name.',
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
