import type { QuizAnswers, QuizDefinition, QuizQuestion } from './quiz-definition'
import { isAnswered, longestRemaining, questionPath } from './quiz-path'

/**
 * Where a visitor is in a quiz: the answers given (kept when going back) and the place on the
 * way through they lead (`at`: the index of the question shown; the way's length for the result).
 * Plain data, so it survives a reload and travels in a form without JavaScript.
 */
export type QuizSession = { answers: QuizAnswers; at: number }

export type QuizAction =
  | { type: 'choose'; questionId: string; chosen: readonly string[] }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'restart' }

export type QuizStep =
  | {
      kind: 'question'
      question: QuizQuestion
      chosen: readonly string[]
      /** "Question {number} of {of}": `of` counts the longest way the answers can still take. */
      number: number
      of: number
      canGoBack: boolean
      canGoNext: boolean
    }
  | { kind: 'result' }

export const newQuizSession: QuizSession = { answers: {}, at: 0 }

/**
 * A session as read from a reload or a form: answers only to questions and answers the quiz has,
 * and a place it can reach (the result only when every question on the way is answered).
 */
export function restoredSession(quiz: QuizDefinition, session: QuizSession): QuizSession {
  const answers: Record<string, readonly string[]> = {}
  for (const question of quiz.questions) {
    const chosen = session.answers[question.id]
    if (isAnswered(question, chosen)) answers[question.id] = chosen as readonly string[]
  }
  const { path, complete } = questionPath(quiz, answers)
  const last = complete ? path.length : path.length - 1
  const at = Number.isInteger(session.at) ? Math.min(Math.max(session.at, 0), last) : 0
  return { answers, at }
}

/** What the visitor sees for `session`. */
export function currentStep(quiz: QuizDefinition, session: QuizSession): QuizStep {
  const { path } = questionPath(quiz, session.answers)
  const question = path[session.at]
  if (!question) return { kind: 'result' }
  const chosen = session.answers[question.id] ?? []
  return {
    kind: 'question',
    question,
    chosen,
    number: session.at + 1,
    of: session.at + longestRemaining(quiz, question.id),
    canGoBack: session.at > 0,
    canGoNext: isAnswered(question, chosen),
  }
}

/**
 * The next session after an action: choosing answers the question shown (nothing else), Next
 * moves on once it is answered (to the result after the last), Back returns to the question
 * shown before it on this way through, whatever branch led here; Restart forgets everything.
 */
export function quizReducer(quiz: QuizDefinition) {
  return (session: QuizSession, action: QuizAction): QuizSession => {
    const step = currentStep(quiz, session)
    switch (action.type) {
      case 'choose':
        if (step.kind !== 'question' || step.question.id !== action.questionId) return session
        return { ...session, answers: { ...session.answers, [action.questionId]: action.chosen } }
      case 'next':
        return step.kind === 'question' && step.canGoNext
          ? { ...session, at: session.at + 1 }
          : session
      case 'back':
        return { ...session, at: Math.max(session.at - 1, 0) }
      case 'restart':
        return newQuizSession
    }
  }
}
