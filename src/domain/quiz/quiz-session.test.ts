import { describe, expect, test } from 'vitest'

import { branchingQuiz } from '../../../tests/support/quiz-fixtures'
import {
  currentStep,
  newQuizSession,
  quizReducer,
  restoredSession,
  type QuizAction,
  type QuizSession,
} from './quiz-session'

const reduce = quizReducer(branchingQuiz)
const run = (...actions: QuizAction[]) => actions.reduce(reduce, newQuizSession)
const choose = (questionId: string, ...chosen: string[]): QuizAction => ({
  type: 'choose',
  questionId,
  chosen,
})
const next: QuizAction = { type: 'next' }
const back: QuizAction = { type: 'back' }

const shown = (session: QuizSession) => {
  const step = currentStep(branchingQuiz, session)
  return step.kind === 'question'
    ? `${step.question.id} ${step.number}/${step.of}${step.canGoNext ? ' next' : ''}${step.canGoBack ? ' back' : ''}`
    : 'result'
}

describe('a visitor going through a quiz', () => {
  test('one question at a time, Next only once answered, numbered out of the longest way left', () => {
    expect(shown(newQuizSession)).toBe('kids 1/4')
    expect(shown(run(next))).toBe('kids 1/4')
    expect(shown(run(choose('kids', 'kidsa')))).toBe('kids 1/4 next')
    expect(shown(run(choose('kids', 'kidsa'), next))).toBe('guardian 2/4 back')
    expect(shown(run(choose('kids', 'kidsb'), next))).toBe('assets 2/3 back')
  })

  test('the result always follows the last question (the earlier site never showed it)', () => {
    const done = run(
      choose('kids', 'kidsb'),
      next,
      choose('assets', 'assetsa', 'assetsb'),
      next,
      choose('comfort', 'comfortc'),
      next,
    )
    expect(shown(done)).toBe('result')
    expect(shown(reduce(done, next))).toBe('result')
    expect(shown(reduce(done, back))).toBe('comfort 3/3 next back')
  })

  test('Back after a branch returns to the question actually shown before, with its answer kept', () => {
    const branched = run(choose('kids', 'kidsb'), next)
    const returned = reduce(branched, back)
    expect(shown(returned)).toBe('kids 1/4 next')
    expect(currentStep(branchingQuiz, returned)).toMatchObject({ chosen: ['kidsb'] })
    expect(shown(reduce(returned, back))).toBe('kids 1/4 next')
    const otherWay = run(choose('kids', 'kidsb'), next, back, choose('kids', 'kidsa'), next)
    expect(shown(otherWay)).toBe('guardian 2/4 back')
  })

  test('answers only the question shown; Restart forgets everything', () => {
    const session = run(choose('kids', 'kidsa'))
    expect(reduce(session, choose('comfort', 'comforta'))).toBe(session)
    expect(
      reduce(
        run(
          choose('kids', 'kidsb'),
          next,
          choose('assets', 'assetsa'),
          next,
          choose('comfort', 'comforta'),
          next,
        ),
        choose('comfort', 'comfortb'),
      ),
    ).toMatchObject({ answers: { comfort: ['comforta'] } })
    expect(reduce(session, { type: 'restart' })).toEqual(newQuizSession)
  })

  test('a session read back from a reload or a form keeps only what the quiz can use', () => {
    expect(
      restoredSession(branchingQuiz, {
        answers: { kids: ['kidsb'], assets: ['assetsa', 'nope'], unknown: ['x'] },
        at: 7,
      }),
    ).toEqual({ answers: { kids: ['kidsb'] }, at: 1 })
    const finished = {
      answers: { kids: ['kidsb'], assets: ['assetsa'], comfort: ['comforte'] },
      at: 3,
    }
    expect(restoredSession(branchingQuiz, finished)).toEqual(finished)
    expect(restoredSession(branchingQuiz, { answers: {}, at: -2 })).toEqual(newQuizSession)
    expect(restoredSession(branchingQuiz, { answers: {}, at: Number.NaN })).toEqual(newQuizSession)
  })
})
