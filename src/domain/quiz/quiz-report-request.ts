import { z } from 'zod/mini'

import '../forms/zod-without-eval'

import { firstMessageByField, typedValues } from '../forms/form-fields'
import { personNameCheck } from '../forms/person-name'
import { quizSessionTextMaxLength } from './quiz-session-text'

/** Where the result screen's form asks for the PDF report (POST: answers never go in an address). */
export const quizReportPath = '/quiz-report'

export const quizReportNameMaxLength = 100

const name = z._default(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(
        quizReportNameMaxLength,
        `Keep the name under ${quizReportNameMaxLength} characters.`,
      ),
      personNameCheck,
    ),
  '',
)

const QuizReportRequestSchema = z.object({
  quiz: z.string().check(z.maxLength(200)),
  session: z.string().check(z.maxLength(quizSessionTextMaxLength)),
  name,
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

/** The fields of the form that has the report e-mailed, in the order its error summary lists them. */
export const quizEmailFields = ['name', 'email', 'consent'] as const
export type QuizEmailField = (typeof quizEmailFields)[number]
export type QuizEmailFieldErrors = Partial<Record<QuizEmailField, string>>

const QuizEmailRequestSchema = z.object({
  name,
  email: z
    .string({ error: 'Enter your e-mail address to have the report sent.' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter your e-mail address to have the report sent.'),
      z.maxLength(254, 'That e-mail address is too long.'),
      z.email('Enter an e-mail address like name@example.com.'),
    ),
  consent: z.literal('on', { error: 'Tick the box to have the report e-mailed to you.' }),
})

export type QuizEmailRequest = z.infer<typeof QuizEmailRequestSchema>

/** What the visitor typed into the e-mail form, to put back after a mistake; text only. */
export function quizEmailValues(
  input: Record<string, unknown>,
): Partial<Record<QuizEmailField, string>> {
  return typedValues(quizEmailFields, input)
}

/** The e-mail form's fields, or the first message for each that is wrong. */
export function parseQuizEmailRequest(
  input: Record<string, unknown>,
): { ok: true; request: QuizEmailRequest } | { ok: false; fieldErrors: QuizEmailFieldErrors } {
  const parsed = QuizEmailRequestSchema.safeParse(input)
  if (parsed.success) return { ok: true, request: parsed.data }
  return { ok: false, fieldErrors: firstMessageByField<QuizEmailField>(parsed.error.issues) }
}
