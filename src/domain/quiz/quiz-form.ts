import type { QuizDefinition } from './quiz-definition'
import {
  currentStep,
  newQuizSession,
  quizReducer,
  restoredSession,
  type QuizSession,
} from './quiz-session'

export const quizIntents = ['start', 'next', 'back', 'restart'] as const
export type QuizIntent = (typeof quizIntents)[number]

/** Where a visitor is: before the first question (`started` false), on a question, or done. */
export type QuizFormState = {
  started: boolean
  session: QuizSession
  /** Why the last Next did not move on; null when it did, or nothing was asked. */
  problem: string | null
}

export const initialQuizFormState: QuizFormState = {
  started: false,
  session: newQuizSession,
  problem: null,
}

/** What one press of a quiz form's buttons sends: which button, for which question, what ticked. */
export type QuizFormInput = { intent: unknown; questionId: unknown; chosen: readonly unknown[] }

/**
 * The state after a press of one of the quiz form's buttons, the same in the browser and, for a
 * visitor without JavaScript, on the server: the answers ticked are recorded for the question
 * shown (if it is the one the form was for), then the button acts. Anything the quiz does not
 * have is ignored; a Next without an answer stays put and says why.
 */
export function quizFormStep(
  quiz: QuizDefinition,
  state: QuizFormState,
  input: QuizFormInput,
): QuizFormState {
  const reduce = quizReducer(quiz)
  const session = restoredSession(quiz, state.session)
  const intent = quizIntents.find((each) => each === input.intent)
  if (intent === 'restart') return initialQuizFormState
  if (intent === 'start' || !intent) return { started: true, session, problem: null }

  const step = currentStep(quiz, session)
  const chosen = input.chosen.filter((id): id is string => typeof id === 'string')
  const answered =
    step.kind === 'question' && input.questionId === step.question.id
      ? reduce(session, { type: 'choose', questionId: step.question.id, chosen })
      : session
  const moved = reduce(answered, { type: intent })
  const isStuck = intent === 'next' && step.kind === 'question' && moved.at === answered.at
  return {
    started: true,
    session: moved,
    problem: isStuck ? nextProblem(step.question.kind) : null,
  }
}

function nextProblem(kind: QuizDefinition['questions'][number]['kind']): string {
  return kind === 'multiple' ? 'Tick at least one answer to go on.' : 'Choose an answer to go on.'
}
