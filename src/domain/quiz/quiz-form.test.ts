import { describe, expect, test } from 'vitest'

import { branchingQuiz } from '../../../tests/support/quiz-fixtures'
import { initialQuizFormState, quizFormStep, type QuizFormState } from './quiz-form'
import { currentStep } from './quiz-session'

const press = (
  state: QuizFormState,
  intent: string,
  questionId?: string,
  ...chosen: unknown[]
): QuizFormState => quizFormStep(branchingQuiz, state, { intent, questionId, chosen })

const shown = (state: QuizFormState) => {
  if (!state.started) return 'intro'
  const step = currentStep(branchingQuiz, state.session)
  return step.kind === 'question' ? step.question.id : 'result'
}

describe('one press of a quiz form’s buttons', () => {
  const started = press(initialQuizFormState, 'start')

  test('Start shows the first question, keeping answers a reload brought back', () => {
    expect(shown(started)).toBe('kids')
    const restored = { ...initialQuizFormState, session: { answers: { kids: ['kidsb'] }, at: 1 } }
    expect(press(restored, 'start')).toMatchObject({ started: true, session: { at: 1 } })
  })

  test('Next records what was ticked for the question shown and moves on, following a branch', () => {
    const next = press(started, 'next', 'kids', 'kidsb')
    expect(shown(next)).toBe('assets')
    expect(next.problem).toBeNull()
    expect(shown(press(next, 'next', 'assets', 'assetsa', 'assetsc'))).toBe('comfort')
  })

  test('Next without an answer stays and says what to do, in words for the kind of question', () => {
    expect(press(started, 'next', 'kids')).toMatchObject({
      problem: 'Choose an answer to go on.',
      session: { at: 0 },
    })
    const onAssets = press(started, 'next', 'kids', 'kidsb')
    expect(press(onAssets, 'next', 'assets').problem).toBe('Tick at least one answer to go on.')
  })

  test('two answers to a one-answer question, or an answer it does not have, do not move on', () => {
    expect(press(started, 'next', 'kids', 'kidsa', 'kidsb').session.at).toBe(0)
    expect(press(started, 'next', 'kids', 'nope').session.at).toBe(0)
    expect(press(started, 'next', 'kids', 42).session.at).toBe(0)
  })

  test('a form for another question than the one shown (an old tab) records nothing', () => {
    const next = press(started, 'next', 'assets', 'assetsa')
    expect(next.session.answers).toEqual({})
    expect(shown(next)).toBe('kids')
  })

  test('Back keeps what was ticked and returns to the question shown before', () => {
    const onAssets = press(started, 'next', 'kids', 'kidsb')
    const back = press(onAssets, 'back', 'assets', 'assetsb')
    expect(shown(back)).toBe('kids')
    expect(back.session.answers.assets).toEqual(['assetsb'])
  })

  test('Start again forgets everything; an unknown button changes nothing but starts', () => {
    const onAssets = press(started, 'next', 'kids', 'kidsb')
    expect(press(onAssets, 'restart')).toEqual(initialQuizFormState)
    expect(press(initialQuizFormState, 'jump')).toMatchObject({ started: true, session: { at: 0 } })
  })

  test('a forged place beyond the answers given is brought back to the first unanswered question', () => {
    const forged = { started: true, session: { answers: {}, at: 3 }, problem: null }
    expect(shown(press(forged, 'start'))).toBe('kids')
  })
})
