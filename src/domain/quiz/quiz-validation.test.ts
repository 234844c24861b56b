import { describe, expect, test } from 'vitest'

import { branchingQuiz, question } from '../../../tests/support/quiz-fixtures'
import type { QuizDefinition } from './quiz-definition'
import { quizProblems, reachableTotals } from './quiz-validation'

const withBands = (bands: QuizDefinition['bands']): QuizDefinition => ({ ...branchingQuiz, bands })

describe('checking a quiz before it is saved', () => {
  test('a sound quiz has no problems, and every total it can reach is known', () => {
    expect(quizProblems(branchingQuiz)).toEqual([])
    expect(reachableTotals(branchingQuiz)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
    ])
  })

  test('a quiz needs a question and a band', () => {
    expect(quizProblems({ questions: [], bands: branchingQuiz.bands })).toEqual([
      { path: 'questions', message: 'Add at least one question.' },
    ])
    expect(quizProblems(withBands([]))).toEqual([
      { path: 'bands', message: 'Add at least one result band.' },
    ])
  })

  test('each kind of question has its number of answers', () => {
    const quiz: QuizDefinition = {
      questions: [
        question('yes', 'yesNo', [1, 0, 2]),
        question('scale', 'scale', [1, 2, 3]),
        question('one', 'single', [1]),
      ],
      bands: branchingQuiz.bands,
    }
    expect(quizProblems(quiz)).toEqual([
      {
        path: 'questions.0.answers',
        message: 'This kind of question has exactly 2 answers; it has 3.',
      },
      {
        path: 'questions.1.answers',
        message: 'This kind of question has exactly 5 answers; it has 3.',
      },
      {
        path: 'questions.2.answers',
        message: 'This kind of question has 2 to 12 answers; it has 1.',
      },
    ])
  })

  test('a key names one question only: the repeats are refused at their key', () => {
    const quiz: QuizDefinition = {
      questions: [
        question('same', 'yesNo', [1, 0]),
        question('other', 'yesNo', [1, 0]),
        question('same', 'yesNo', [1, 0]),
      ],
      bands: branchingQuiz.bands,
    }
    expect(quizProblems(quiz)).toEqual([
      { path: 'questions.2.key', message: 'Another question has this key.' },
    ])
  })

  test('a branch must lead to a later question that exists (no loops), and a floor may not top its ceiling', () => {
    const quiz: QuizDefinition = {
      questions: [
        question('one', 'single', [1, 2], { 0: { branchTo: 'missing' } }),
        question('two', 'single', [1, 2], { 0: { branchTo: 'one' }, 1: { branchTo: 'two' } }),
        question('three', 'single', [1, 2], { 1: { scoreFloor: 9, scoreCeiling: 4 } }),
      ],
      bands: branchingQuiz.bands,
    }
    expect(quizProblems(quiz)).toEqual([
      { path: 'questions.0.answers.0.branchTo', message: 'No question has the key “missing”.' },
      {
        path: 'questions.1.answers.0.branchTo',
        message: 'An answer can only lead to a later question (an earlier one would loop).',
      },
      {
        path: 'questions.1.answers.1.branchTo',
        message: 'An answer can only lead to a later question (an earlier one would loop).',
      },
      {
        path: 'questions.2.answers.1.scoreCeiling',
        message: 'The ceiling cannot be below the floor.',
      },
    ])
  })

  test('every reachable total falls in exactly one band: gaps and overlaps are named with their totals', () => {
    expect(
      quizProblems(
        withBands([
          { id: 'low', title: 'Low', min: 0, max: 4 },
          { id: 'mid', title: 'Mid', min: 4, max: 9 },
          { id: 'high', title: 'High', min: 12, max: 16 },
        ]),
      ),
    ).toEqual([
      {
        path: 'bands',
        message: 'Totals the quiz can reach fall in no band: 10 to 11, 17 to 18.',
      },
      { path: 'bands.1.min', message: 'Overlaps an earlier band for totals 4.' },
    ])
    expect(quizProblems(withBands([{ id: 'wrong', title: 'Wrong', min: 5, max: 2 }]))).toEqual([
      { path: 'bands.0.max', message: 'The highest total is below the lowest.' },
    ])
  })

  test('floors and ceilings are part of what a total can be', () => {
    const quiz: QuizDefinition = {
      questions: [
        question('estate', 'single', [0, 1], { 1: { scoreFloor: 20 } }),
        question('simple', 'multiple', [1, 2], { 0: { scoreCeiling: 1 } }),
      ],
      bands: [{ id: 'all', title: 'All', min: 1, max: 3 }],
    }
    expect(reachableTotals(quiz)).toEqual([1, 2, 20])
    expect(quizProblems(quiz)).toEqual([
      { path: 'bands', message: 'Totals the quiz can reach fall in no band: 20.' },
    ])
  })
})
