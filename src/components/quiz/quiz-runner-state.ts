import { initialQuizFormState, type QuizFormState } from '@/domain/quiz/quiz-form'
import type { QuizEmailField, QuizEmailFieldErrors } from '@/domain/quiz/quiz-report-request'
import type { QuizEmailLimit } from '@/lib/quiz-report/quiz-email-limits'

export type QuizEmailValues = Partial<Record<QuizEmailField, string>>

/** What asking for the report by e-mail came to; every answer but success gives back what was typed. */
export type QuizEmailResult =
  | { status: 'idle' }
  | { status: 'sent'; email: string }
  | { status: 'invalid'; fieldErrors: QuizEmailFieldErrors; values: QuizEmailValues }
  | { status: 'limited'; limit: QuizEmailLimit; values: QuizEmailValues }
  | { status: 'failed'; values: QuizEmailValues }

/** The quiz island's state: where the visitor is, and what became of a report they asked for. */
export type QuizRunnerState = QuizFormState & { email: QuizEmailResult }

export const initialQuizRunnerState: QuizRunnerState = {
  ...initialQuizFormState,
  email: { status: 'idle' },
}
