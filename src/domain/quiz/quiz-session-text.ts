import { z } from 'zod/mini'

import '../forms/zod-without-eval'

import { newQuizSession, type QuizSession } from './quiz-session'

/** The longest session text read: 30 questions of 12 answers with ids far longer than Payload's. */
export const quizSessionTextMaxLength = 16_000

const QuizSessionSchema = z.object({
  answers: z.record(
    z.string().check(z.maxLength(40)),
    z.array(z.string().check(z.maxLength(40))).check(z.maxLength(12)),
  ),
  at: z.int().check(z.minimum(0), z.maximum(30)),
})

/** A session as text, for a form's hidden field and the browser's session storage. */
export function quizSessionText(session: QuizSession): string {
  return JSON.stringify({ answers: session.answers, at: session.at })
}

/**
 * The session a text holds, or a new one when the text is missing, too long or not a session
 * (a forged form, storage from another version). What it holds still needs `restoredSession`
 * against the quiz itself.
 */
export function sessionFromText(text: unknown): QuizSession {
  if (typeof text !== 'string' || text.length > quizSessionTextMaxLength) return newQuizSession
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return newQuizSession
  }
  const parsed = QuizSessionSchema.safeParse(data)
  return parsed.success ? parsed.data : newQuizSession
}
