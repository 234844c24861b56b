import { describe, expect, test } from 'vitest'

import { branchingQuiz } from '../../../tests/support/quiz-fixtures'
import type { QuizContent } from './quiz-content'
import { answeredQuestions, answerInWords, quizReportOf } from './quiz-report'

/** The fixture quiz with words: each question "Question {id}?", each band's next step a page. */
const quiz: QuizContent = {
  slug: 'tests/branching',
  title: 'A branching quiz',
  questions: branchingQuiz.questions.map((question) => ({
    ...question,
    text: `Question ${question.id}?`,
    help: null,
    answers: question.answers.map((answer) => ({
      ...answer,
      whyItMatters: null,
      reading: answer.id === 'assetsc' ? { title: 'A post', path: '/blog/a-post' } : null,
    })),
  })),
  bands: branchingQuiz.bands.map((band) => ({
    ...band,
    explanation: `Band ${band.id}.`,
    nextStep: { label: 'Next', schedulingKind: null, url: `/${band.id}` },
  })),
}
const firm = { name: 'Juniper Hill Law', siteUrl: 'https://example.com', contactLines: [] }

describe('a quiz report’s content', () => {
  test('the band, the total, the answers on the way in order, the reasons and the next step', () => {
    const report = quizReportOf(
      quiz,
      {
        kids: ['kidsb'],
        guardian: ['guardianb'],
        assets: ['assetsa', 'assetsc'],
        comfort: ['comforta'],
      },
      firm,
      { schedulingLinks: {} },
    )
    expect(report?.band.id).toBe('guided')
    expect(report?.total).toBe(6)
    expect(
      report?.answers.map(({ question, chosen }) => [question.text, chosen.map((a) => a.id)]),
    ).toEqual([
      ['Question kids?', ['kidsb']],
      ['Question assets?', ['assetsa', 'assetsc']],
      ['Question comfort?', ['comforta']],
    ])
    // Two answers of one question moved the total most: one entry, with both.
    expect(
      report?.reasons.map(({ question, chosen }) => [question.id, chosen.map((a) => a.id)]),
    ).toEqual([['assets', ['assetsc', 'assetsa']]])
    expect(report?.nextStepHref).toBe('/guided')
    expect(report?.quiz).toEqual({ title: 'A branching quiz', slug: 'tests/branching' })
  })

  test('answers that do not finish the quiz make no report', () => {
    expect(quizReportOf(quiz, { kids: ['kidsa'] }, firm, { schedulingLinks: {} })).toBeNull()
  })

  test('answers the quiz does not have are left out of the questions answered', () => {
    const [kids] = branchingQuiz.questions
    if (!kids) throw new Error('The fixture has questions')
    const foreign = { question: { ...kids, id: 'gone' }, answer: { id: 'x', label: 'X', value: 0 } }
    const other = { question: kids, answer: { id: 'x', label: 'X', value: 0 } }
    expect(answeredQuestions(quiz, [foreign, other])).toEqual([])
  })

  test('an answer reads as its label; a scale’s number names its scale', () => {
    const [, guardian, assets, comfort] = quiz.questions
    if (!guardian || !assets || !comfort) throw new Error('The fixture has four questions')
    const labelled = (question: typeof comfort, ids: string[]) => ({
      question,
      chosen: question.answers
        .filter((answer) => ids.includes(answer.id))
        .map((answer, index) => ({ ...answer, label: ['Yes', 'A house', '2'][index] ?? '' })),
    })
    const scale = {
      ...comfort,
      answers: comfort.answers.map((answer, index) => ({ ...answer, label: String(index + 1) })),
    }
    expect(answerInWords(labelled(guardian, ['guardiana']))).toBe('Yes')
    expect(answerInWords(labelled(assets, ['assetsa', 'assetsc']))).toBe('Yes; A house')
    expect(answerInWords({ question: scale, chosen: [scale.answers[1]!] })).toBe(
      '2 on a scale of 1 to 5',
    )
  })
})
