import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { findQuizBySlug, findQuizNamedInForm } from '@/data/quizzes'
import type { Quiz } from '@/payload-types'

import { getTestPayload } from '../../tests/support/payload'

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'quizzes', id })
})

type QuizData = Omit<Quiz, 'id' | 'createdAt' | 'updatedAt'>

const yesNo = (key: string, yes: number, extra: { branchTo?: string } = {}) => ({
  key,
  kind: 'yesNo' as const,
  text: `Question ${key}?`,
  answers: [
    { label: 'Yes', value: yes, ...extra },
    { label: 'No', value: 0 },
  ],
})

const soundQuiz = (): QuizData => ({
  title: 'A Test Quiz With a Branch',
  slug: '',
  intro: 'A quiz the integration tests save and delete again, never seen by visitors.',
  estimatedMinutes: 2,
  questions: [yesNo('first', 1, { branchTo: 'third' }), yesNo('second', 2), yesNo('third', 4)],
  bands: [
    {
      title: 'Low',
      min: 0,
      max: 2,
      explanation: 'Few points.',
      nextStep: { label: 'Read more', url: '/blog' },
    },
    {
      title: 'High',
      min: 3,
      max: null,
      explanation: 'Many points.',
      nextStep: { label: 'Book', schedulingKind: 'newClient' },
    },
  ],
  _status: 'published',
})

/** The field errors a save is refused with, as the admin shows them. */
async function refusal(data: QuizData): Promise<Array<{ path: string; message: string }>> {
  try {
    const quiz = await payload.create({ collection: 'quizzes', data })
    created.push(quiz.id)
  } catch (error) {
    if (error instanceof ValidationError) return error.data.errors
    throw error
  }
  return []
}

describe('saving a quiz', () => {
  test('a quiz that works is saved, its address made from its title', async () => {
    const quiz = await payload.create({ collection: 'quizzes', data: soundQuiz() })
    created.push(quiz.id)
    expect(quiz.slug).toBe('a-test-quiz-with-a-branch')
  })

  test('a loop, a gap between results and a repeated key are refused at their fields', async () => {
    const looping = soundQuiz()
    looping.slug = 'tests/looping'
    looping.questions[2] = yesNo('third', 4, { branchTo: 'first' })
    expect(await refusal(looping)).toEqual([
      {
        path: 'questions.2.answers.0.branchTo',
        message: 'An answer can only lead to a later question (an earlier one would loop).',
      },
    ])

    const gap = soundQuiz()
    gap.slug = 'tests/gap'
    gap.bands[1]!.min = 5
    expect(await refusal(gap)).toEqual([
      { path: 'bands', message: 'Totals the quiz can reach fall in no band: 4.' },
    ])

    const twice = soundQuiz()
    twice.slug = 'tests/twice'
    twice.questions[1]!.key = 'first'
    expect(await refusal(twice)).toEqual([
      { path: 'questions.1.key', message: 'Another question has this key.' },
    ])
  })

  test('drafts are checked too, and points must be whole numbers', async () => {
    const draft = { ...soundQuiz(), slug: 'tests/draft', _status: 'draft' as const }
    draft.bands = [draft.bands[0]!]
    expect(await refusal(draft)).toEqual([
      { path: 'bands', message: 'Totals the quiz can reach fall in no band: 4 to 6.' },
    ])
    const fraction = { ...soundQuiz(), slug: 'tests/fraction' }
    fraction.questions[0]!.answers[0]!.value = 1.5
    await expect(payload.create({ collection: 'quizzes', data: fraction })).rejects.toThrow(
      /Points/,
    )
  })
})

async function searchRecordOf(id: number) {
  const { docs } = await payload.find({
    collection: 'search-records',
    where: { objectID: { equals: `quizzes:${id}` } },
  })
  return docs[0] ?? null
}

describe('a published quiz', () => {
  test('is found by the site search, and leaves it when unpublished or deleted', async () => {
    const quiz = await payload.create({
      collection: 'quizzes',
      data: { ...soundQuiz(), slug: 'estate-planning/tests-searchable', _status: 'draft' },
    })
    expect(await searchRecordOf(quiz.id)).toBeNull()
    await payload.update({ collection: 'quizzes', id: quiz.id, data: { _status: 'published' } })
    expect(await searchRecordOf(quiz.id)).toMatchObject({
      type: 'quiz',
      title: 'A Test Quiz With a Branch',
      url: '/quizzes/estate-planning/tests-searchable',
      serviceLine: 'estatePlanning',
      body: expect.stringContaining('Question second?'),
    })
    await payload.update({ collection: 'quizzes', id: quiz.id, data: { _status: 'draft' } })
    expect(await searchRecordOf(quiz.id)).toBeNull()
    await payload.update({ collection: 'quizzes', id: quiz.id, data: { _status: 'published' } })
    await payload.delete({ collection: 'quizzes', id: quiz.id })
    expect(await searchRecordOf(quiz.id)).toBeNull()
  })

  test('is read with the words of each screen; a form naming no published quiz finds none', async () => {
    const quiz = await payload.create({
      collection: 'quizzes',
      data: { ...soundQuiz(), slug: 'tests/readable' },
    })
    created.push(quiz.id)
    const read = await findQuizBySlug('tests/readable')
    expect(read?.questions.map((question) => [question.id, question.text])).toEqual([
      ['first', 'Question first?'],
      ['second', 'Question second?'],
      ['third', 'Question third?'],
    ])
    expect(read?.questions[0]?.answers[0]).toMatchObject({
      label: 'Yes',
      value: 1,
      branchTo: 'third',
      reading: null,
    })
    expect(read?.bands[1]?.nextStep).toEqual({
      label: 'Book',
      schedulingKind: 'newClient',
      url: null,
    })
    expect((await findQuizNamedInForm('tests/readable'))?.id).toBe(quiz.id)
    expect(await findQuizNamedInForm('tests/no-such-quiz')).toBeNull()
    expect(await findQuizNamedInForm(['tests/readable'])).toBeNull()

    await payload.update({ collection: 'quizzes', id: quiz.id, data: { _status: 'draft' } })
    expect(await findQuizNamedInForm('tests/readable')).toBeNull()
    expect((await findQuizBySlug('tests/readable', { draft: true }))?.id).toBe(quiz.id)
  })
})
