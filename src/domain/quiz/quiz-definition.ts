/**
 * A quiz as the engine reads it: questions in the order shown, each with its answers, and the
 * result bands its total falls in. Ids are the CMS's question keys and answer row ids.
 */

/** Single choice, multiple choice (any number, at least one), yes/no and a 1–5 scale. */
export const quizQuestionKinds = ['single', 'multiple', 'yesNo', 'scale'] as const
export type QuizQuestionKind = (typeof quizQuestionKinds)[number]

export type QuizAnswer = {
  id: string
  label: string
  /** Points added to the total when chosen (may be negative). */
  value: number
  /** The question shown next when this answer is chosen, instead of the next in order. */
  branchTo?: string | null
  /** When chosen, the total is at least this… */
  scoreFloor?: number | null
  /** …and at most this (applied after the floor). */
  scoreCeiling?: number | null
}

export type QuizQuestion = { id: string; kind: QuizQuestionKind; answers: readonly QuizAnswer[] }

/** A result: totals from `min` to `max` (no upper end when null) fall in it. */
export type QuizBand = { id: string; title: string; min: number; max: number | null }

export type QuizDefinition = {
  questions: readonly QuizQuestion[]
  bands: readonly QuizBand[]
}

/** The answers chosen so far, by question id. */
export type QuizAnswers = Readonly<Record<string, readonly string[]>>

/** How many answers a question of each kind has: at least `min`, at most `max`. */
export const answerCounts: Record<QuizQuestionKind, { min: number; max: number }> = {
  single: { min: 2, max: 12 },
  multiple: { min: 2, max: 12 },
  yesNo: { min: 2, max: 2 },
  scale: { min: 5, max: 5 },
}
