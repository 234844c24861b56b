import { describe, expect, test } from 'vitest'

import { branchingQuiz, question } from '../../../tests/support/quiz-fixtures'
import type { QuizDefinition } from './quiz-definition'
import { bandsOf, chosenAnswers, quizOutcome, quizScore, resultReasons } from './quiz-score'

const titles = (quiz: QuizDefinition, total: number) =>
  bandsOf(quiz.bands, total).map((band) => band.title)

describe('the score and the result', () => {
  test('adds the values of the answers on the way through; answers off it count for nothing', () => {
    const answers = {
      kids: ['kidsb'],
      guardian: ['guardianb'],
      assets: ['assetsa', 'assetsc'],
      comfort: ['comfortd'],
    }
    const chosen = chosenAnswers(branchingQuiz, answers)
    expect(chosen.map(({ answer }) => answer.id)).toEqual([
      'kidsb',
      'assetsa',
      'assetsc',
      'comfortd',
    ])
    expect(quizScore(chosen)).toEqual({ sum: 9, total: 9, clampedBy: null })
    expect(titles(branchingQuiz, 9)).toEqual(['Guided help'])
  })

  test('a floor or ceiling clamps the total, and the band follows the clamped total (the earlier site picked the lowest band)', () => {
    const quiz: QuizDefinition = {
      questions: [
        question('estate', 'single', [1, 2], { 1: { scoreFloor: 13 } }),
        question('simple', 'single', [0, 1], { 1: { scoreCeiling: 5 } }),
      ],
      bands: branchingQuiz.bands,
    }
    const floored = quizScore(chosenAnswers(quiz, { estate: ['estateb'], simple: ['simplea'] }))
    expect(floored).toMatchObject({ sum: 2, total: 13 })
    expect(floored.clampedBy?.answer.id).toBe('estateb')
    expect(titles(quiz, floored.total)).toEqual(['A full plan'])

    const ceiled = quizScore(chosenAnswers(quiz, { estate: ['estatea'], simple: ['simpleb'] }))
    expect(ceiled).toMatchObject({ sum: 2, total: 2, clampedBy: null })

    const both = quizScore(chosenAnswers(quiz, { estate: ['estateb'], simple: ['simpleb'] }))
    expect(both).toMatchObject({ sum: 3, total: 5 })
    expect(both.clampedBy?.answer.id).toBe('simpleb')
  })

  test('a total in no band, or above an open band, is found as such', () => {
    expect(titles(branchingQuiz, -1)).toEqual([])
    expect(titles(branchingQuiz, 1_000)).toEqual(['A full plan'])
  })

  test('why this result: the deciding floor or ceiling first, then the answers that moved the total most', () => {
    const quiz: QuizDefinition = {
      questions: [
        question('a', 'single', [0, 1]),
        question('b', 'single', [-6, 2]),
        question('c', 'single', [4, 0], { 0: { scoreCeiling: 3 } }),
        question('d', 'single', [5, 1]),
      ],
      bands: [],
    }
    const chosen = chosenAnswers(quiz, { a: ['aa'], b: ['ba'], c: ['ca'], d: ['da'] })
    const score = quizScore(chosen)
    expect(score).toMatchObject({ sum: 3, total: 3, clampedBy: null })
    expect(resultReasons(chosen, score).map(({ answer }) => answer.id)).toEqual(['ba', 'da', 'ca'])
    expect(resultReasons(chosen, score, 1).map(({ answer }) => answer.id)).toEqual(['ba'])

    const capped = chosenAnswers(quiz, { a: ['ab'], b: ['bb'], c: ['ca'], d: ['da'] })
    const cappedScore = quizScore(capped)
    expect(cappedScore).toMatchObject({ sum: 12, total: 3 })
    expect(resultReasons(capped, cappedScore).map(({ answer }) => answer.id)).toEqual([
      'ca',
      'da',
      'bb',
    ])
  })

  test('the outcome of a finished quiz: its band, total and reasons; none before the end', () => {
    const answers = { kids: ['kidsa'], guardian: ['guardianb'], assets: ['assetsc'] }
    expect(quizOutcome(branchingQuiz, answers)).toBeNull()
    const outcome = quizOutcome(branchingQuiz, { ...answers, comfort: ['comforte'] })
    expect(outcome?.band.id).toBe('full')
    expect(outcome?.score.total).toBe(15)
    expect(outcome?.reasons.map(({ answer }) => answer.id)).toEqual([
      'assetsc',
      'guardianb',
      'kidsa',
    ])
  })

  test('a total in no band (a quiz the CMS would refuse) has no outcome', () => {
    const gappy = { ...branchingQuiz, bands: [{ id: 'low', title: 'Low', min: 0, max: 1 }] }
    const answers = { kids: ['kidsb'], assets: ['assetsc'], comfort: ['comforta'] }
    expect(quizOutcome(gappy, answers)).toBeNull()
  })
})
