import { describe, expect, test } from 'vitest'

import { branchingQuiz, question } from '../../../tests/support/quiz-fixtures'
import type { QuizDefinition } from './quiz-definition'
import { isAnswered, longestRemaining, nextQuestionId, questionPath } from './quiz-path'

const ids = (quiz: QuizDefinition, answers: Record<string, string[]>) =>
  questionPath(quiz, answers).path.map((each) => each.id)

describe('the way through a quiz', () => {
  test('a question is answered by one of its answers, or for multiple choice one or more', () => {
    const [kids, , assets] = branchingQuiz.questions
    expect(isAnswered(kids!, ['kidsa'])).toBe(true)
    expect(isAnswered(kids!, ['kidsa', 'kidsb'])).toBe(false)
    expect(isAnswered(kids!, [])).toBe(false)
    expect(isAnswered(kids!, undefined)).toBe(false)
    expect(isAnswered(kids!, ['assetsa'])).toBe(false)
    expect(isAnswered(assets!, ['assetsa', 'assetsc'])).toBe(true)
    expect(isAnswered(assets!, ['assetsa', 'assetsa'])).toBe(false)
  })

  test('follows the order the quiz lists, not the order of the questions’ keys (the earlier site sorted by id)', () => {
    const quiz: QuizDefinition = {
      questions: [question('q3', 'yesNo', [1, 0]), question('q1', 'yesNo', [1, 0])],
      bands: [],
    }
    expect(ids(quiz, { q3: ['q3a'], q1: ['q1b'] })).toEqual(['q3', 'q1'])
    expect(questionPath(quiz, { q3: ['q3a'], q1: ['q1b'] }).complete).toBe(true)
  })

  test('a branching answer leads past the questions it skips; the others go on in order', () => {
    expect(ids(branchingQuiz, { kids: ['kidsb'] })).toEqual(['kids', 'assets'])
    expect(ids(branchingQuiz, { kids: ['kidsa'] })).toEqual(['kids', 'guardian'])
    const all = {
      kids: ['kidsb'],
      guardian: ['guardiana'],
      assets: ['assetsb'],
      comfort: ['comforta'],
    }
    expect(questionPath(branchingQuiz, all)).toMatchObject({ complete: true })
    expect(ids(branchingQuiz, all)).toEqual(['kids', 'assets', 'comfort'])
  })

  test('with several answers ticked, the first in the question’s order that branches decides', () => {
    const quiz: QuizDefinition = {
      questions: [
        question('pick', 'multiple', [1, 1, 1], {
          1: { branchTo: 'four' },
          2: { branchTo: 'three' },
        }),
        question('two', 'yesNo', [0, 0]),
        question('three', 'yesNo', [0, 0]),
        question('four', 'yesNo', [0, 0]),
      ],
      bands: [],
    }
    const pick = quiz.questions[0]!
    expect(nextQuestionId(quiz, pick, ['pickc', 'pickb'])).toBe('four')
    expect(nextQuestionId(quiz, pick, ['pickc'])).toBe('three')
    expect(nextQuestionId(quiz, pick, ['picka'])).toBe('two')
    expect(nextQuestionId(quiz, quiz.questions[3]!, ['foura'])).toBeNull()
  })

  test('stops at the first unanswered question, or at a branch that would loop or goes nowhere', () => {
    expect(questionPath(branchingQuiz, {})).toMatchObject({ complete: false })
    expect(ids(branchingQuiz, { kids: ['kidsa'], guardian: ['nonsense'] })).toEqual([
      'kids',
      'guardian',
    ])
    const looping: QuizDefinition = {
      questions: [
        question('one', 'yesNo', [0, 0]),
        question('two', 'yesNo', [0, 0], { 0: { branchTo: 'one' } }),
      ],
      bands: [],
    }
    expect(questionPath(looping, { one: ['onea'], two: ['twoa'] })).toEqual({
      path: looping.questions,
      complete: false,
    })
    const nowhere: QuizDefinition = {
      questions: [question('one', 'yesNo', [0, 0], { 0: { branchTo: 'gone' } })],
      bands: [],
    }
    expect(questionPath(nowhere, { one: ['onea'] })).toMatchObject({ complete: false })
    expect(questionPath({ questions: [], bands: [] }, {})).toEqual({ path: [], complete: false })
  })

  test('counts the most questions the answers can still lead through', () => {
    expect(longestRemaining(branchingQuiz, 'kids')).toBe(4)
    expect(longestRemaining(branchingQuiz, 'assets')).toBe(2)
    expect(longestRemaining(branchingQuiz, 'comfort')).toBe(1)
    expect(longestRemaining(branchingQuiz, 'gone')).toBe(0)
    const nowhere: QuizDefinition = {
      questions: [question('one', 'yesNo', [0, 0], { 0: { branchTo: 'gone' } })],
      bands: [],
    }
    expect(longestRemaining(nowhere, 'one')).toBe(1)
    const skipping: QuizDefinition = {
      questions: [
        question('one', 'yesNo', [0, 0], { 0: { branchTo: 'three' }, 1: { branchTo: 'three' } }),
        question('two', 'yesNo', [0, 0]),
        question('three', 'yesNo', [0, 0], { 0: { branchTo: 'one' } }),
      ],
      bands: [],
    }
    expect(longestRemaining(skipping, 'one')).toBe(2)
    // A branch back (refused on save) does not count as a way on.
    expect(longestRemaining(skipping, 'three')).toBe(1)
  })
})
