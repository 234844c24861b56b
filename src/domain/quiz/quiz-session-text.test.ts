import { describe, expect, test } from 'vitest'

import { newQuizSession } from './quiz-session'
import { quizSessionText, quizSessionTextMaxLength, sessionFromText } from './quiz-session-text'

describe('a quiz session as text', () => {
  test('reads back what it wrote', () => {
    const session = { answers: { kids: ['kidsa'], assets: ['a1', 'a2'] }, at: 2 }
    expect(sessionFromText(quizSessionText(session))).toEqual(session)
  })

  test.each([
    ['nothing', undefined],
    ['a number', 42],
    ['text that is not JSON', '{answers'],
    ['JSON of another shape', '{"answers":[],"at":0}'],
    ['a place that is not a whole number', '{"answers":{},"at":1.5}'],
    ['a negative place', '{"answers":{},"at":-1}'],
    ['answers that are not lists', '{"answers":{"kids":"kidsa"},"at":0}'],
    ['an answer id too long', `{"answers":{"kids":["${'x'.repeat(41)}"]},"at":0}`],
    [
      'more answers than a question has',
      `{"answers":{"k":${JSON.stringify(Array(13).fill('a'))}},"at":0}`,
    ],
    [
      'text over the limit',
      `{"answers":{},"at":0,"pad":"${'x'.repeat(quizSessionTextMaxLength)}"}`,
    ],
  ])('%s is a new session', (_case, text) => {
    expect(sessionFromText(text)).toEqual(newQuizSession)
  })
})
