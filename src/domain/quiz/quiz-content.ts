import type { SchedulingKind } from '../contact/scheduling-kinds'
import type { QuizAnswer, QuizBand, QuizQuestion } from './quiz-definition'

/**
 * A quiz with the words its screens and report show: the engine's definition (questions by key,
 * answers by row id, bands) and, on each part, what the visitor reads.
 */

/** A blog post an answer recommends: its title and address. */
export type QuizReading = { title: string; path: string }

export type QuizAnswerContent = QuizAnswer & {
  whyItMatters: string | null
  reading: QuizReading | null
}

export type QuizQuestionContent = Omit<QuizQuestion, 'answers'> & {
  text: string
  help: string | null
  answers: QuizAnswerContent[]
}

/** What a result suggests next: a meeting of a kind, or a page. */
export type QuizNextStep = {
  label: string
  schedulingKind: SchedulingKind | null
  url: string | null
}

export type QuizBandContent = QuizBand & { explanation: string; nextStep: QuizNextStep }

export type QuizContent = {
  slug: string
  title: string
  questions: QuizQuestionContent[]
  bands: QuizBandContent[]
}
