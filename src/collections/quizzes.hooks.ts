import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { QuizDefinition, QuizQuestionKind } from '@/domain/quiz/quiz-definition'
import { quizProblems } from '@/domain/quiz/quiz-validation'
import type { Quiz } from '@/payload-types'

type QuizFields = Partial<Pick<Quiz, 'questions' | 'bands'>>

/** A quiz as the CMS holds it, as the engine reads it (questions by key, answers by row id). */
export function quizDefinitionOf(quiz: QuizFields): QuizDefinition {
  return {
    questions: (quiz.questions ?? []).map((question) => ({
      id: question.key,
      kind: question.kind as QuizQuestionKind,
      answers: (question.answers ?? []).map((answer, at) => ({
        id: answer.id ?? `${question.key}-${at}`,
        label: answer.label,
        value: answer.value,
        branchTo: answer.branchTo,
        scoreFloor: answer.scoreFloor,
        scoreCeiling: answer.scoreCeiling,
      })),
    })),
    bands: (quiz.bands ?? []).map((band, at) => ({
      id: band.id ?? String(at),
      title: band.title,
      min: band.min,
      max: band.max ?? null,
    })),
  }
}

/**
 * Refuses to save a quiz that could not work, with a message at each field concerned
 * (`quizProblems`): drafts too, so that a preview never shows a broken quiz.
 */
export const rejectBrokenQuiz: CollectionBeforeChangeHook<Quiz> = ({ data, originalDoc, req }) => {
  const errors = quizProblems(quizDefinitionOf({ ...originalDoc, ...data }))
  if (errors.length > 0) throw new ValidationError({ collection: 'quizzes', errors, req })
  return data
}
