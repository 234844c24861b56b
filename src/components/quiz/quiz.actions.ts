'use server'

import { saveQuizSubmission } from '@/data/quiz-submissions'
import { findQuizNamedInForm, type QuizDetail } from '@/data/quizzes'
import { getSiteProfile } from '@/data/site-profile'
import type { QuizAnswers } from '@/domain/quiz/quiz-definition'
import { quizFormStep } from '@/domain/quiz/quiz-form'
import { parseQuizEmailRequest, quizEmailValues } from '@/domain/quiz/quiz-report-request'
import { restoredSession } from '@/domain/quiz/quiz-session'
import { sessionFromText } from '@/domain/quiz/quiz-session-text'
import { screenPublicForm } from '@/lib/forms/screen-public-form'
import { quizEmailLimitReached } from '@/lib/quiz-report/quiz-email-limits'

import {
  initialQuizRunnerState,
  type QuizEmailResult,
  type QuizRunnerState,
} from './quiz-runner-state'
import { siteQuizReport } from './site-quiz-report'

/**
 * Has the report of a finished quiz (`answers`, already checked against it) e-mailed: validates
 * the form, counts it against the client's, the address's and the site's caps, stores the
 * submission with its queued e-mail; the jobs runner sends it within seconds of the answer.
 */
async function emailReport(
  quiz: QuizDetail,
  answers: QuizAnswers,
  formData: FormData,
): Promise<QuizEmailResult> {
  const form = await screenPublicForm(formData, {
    values: quizEmailValues,
    check: parseQuizEmailRequest,
  })
  if (form.status === 'invalid') return form
  const { request } = form.valid
  const sent = { status: 'sent' as const, email: request.email }
  if (form.status === 'bot') return sent

  const { values } = form
  const limit = await quizEmailLimitReached(form.client, request.email)
  if (limit) return { status: 'limited', limit, values }

  const report = siteQuizReport(quiz, answers, await getSiteProfile())
  if (!report) return { status: 'failed', values }
  const stored = await saveQuizSubmission({
    quizId: quiz.id,
    report,
    answers,
    name: request.name,
    email: request.email,
  })
  if (!stored.ok) return { status: 'failed', values }
  return sent
}

/**
 * The quiz form's Server Action. For visitors without JavaScript (with it, the browser takes the
 * same step itself): one press of Start, Next, Back or Start again, with the answers ticked and
 * the session so far from the form's hidden field, checked against the published quiz; nothing
 * is stored. For everyone: "E-mail the report", which stores the submission first. A form naming
 * no published quiz starts over.
 */
export async function answerQuiz(
  // The previous state comes back from the browser with the form, so it is never trusted: the
  // session is read again from the form's field and checked against the quiz.
  _previous: QuizRunnerState,
  formData: FormData,
): Promise<QuizRunnerState> {
  // A script can call the action with anything at all: what is not a form starts nothing.
  if (!(formData instanceof FormData)) return initialQuizRunnerState
  const quiz = await findQuizNamedInForm(formData.get('quiz'))
  if (!quiz) return initialQuizRunnerState
  const session = restoredSession(quiz, sessionFromText(formData.get('session')))
  if (formData.get('intent') === 'email') {
    return {
      started: true,
      session,
      problem: null,
      email: await emailReport(quiz, session.answers, formData),
    }
  }
  const step = quizFormStep(
    quiz,
    { started: true, session, problem: null },
    {
      intent: formData.get('intent'),
      questionId: formData.get('question'),
      chosen: formData.getAll('answer'),
    },
  )
  return { ...step, email: initialQuizRunnerState.email }
}
