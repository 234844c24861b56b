import { z } from 'zod/mini'

import '../forms/zod-without-eval'

import { invisibleOrControl } from '../forms/visitor-text'
import { quizSessionTextMaxLength } from './quiz-session-text'

/** Where the result screen's form asks for the PDF report (POST: answers never go in an address). */
export const quizReportPath = '/quiz-report'

export const quizReportNameMaxLength = 100

const QuizReportRequestSchema = z.object({
  quiz: z.string().check(z.maxLength(200)),
  session: z.string().check(z.maxLength(quizSessionTextMaxLength)),
  name: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(
        quizReportNameMaxLength,
        `Keep the name under ${quizReportNameMaxLength} characters.`,
      ),
      z.refine(
        (value) => !invisibleOrControl.test(value),
        'Use letters and spaces only in the name.',
      ),
    ),
    '',
  ),
})

export type QuizReportRequest = z.infer<typeof QuizReportRequestSchema>

/** The report form's fields, or the first thing wrong with them, in words for the visitor. */
export function parseQuizReportRequest(
  input: Record<string, unknown>,
): { ok: true; request: QuizReportRequest } | { ok: false; message: string } {
  const parsed = QuizReportRequestSchema.safeParse(input)
  if (parsed.success) return { ok: true, request: parsed.data }
  const issue = parsed.error.issues[0]
  return {
    ok: false,
    message:
      issue?.path[0] === 'name'
        ? issue.message
        : 'The answers did not come through. Please go back to the quiz and try again.',
  }
}
