import 'server-only'

import type { PayloadRequest } from 'payload'

import type { QuizAnswers } from '@/domain/quiz/quiz-definition'
import type { QuizReportContent } from '@/domain/quiz/quiz-report'
import { quizAnswerSummary } from '@/domain/quiz/quiz-report-email'
import type { QuizSubmission } from '@/payload-types'

import { storeWithQueuedJob, type StoredWithJob } from './queued-jobs'

export type QuizSubmissionInput = {
  quizId: number
  report: QuizReportContent
  answers: QuizAnswers
  name: string
  email: string
}

/**
 * Stores a visitor's quiz submission (answers, result, report, address) with the queued e-mail
 * of their report: both, or neither. Nothing is sent here; the jobs queue does that afterwards.
 */
export function saveQuizSubmission(submission: QuizSubmissionInput): Promise<StoredWithJob> {
  const { report } = submission
  return storeWithQueuedJob({
    what: 'A quiz submission',
    collection: 'quiz-submissions',
    data: {
      quiz: submission.quizId,
      quizTitle: report.quiz.title,
      band: report.band.title,
      total: report.total,
      name: submission.name,
      email: submission.email,
      answerSummary: quizAnswerSummary(report.answers),
      answers: submission.answers,
      report,
      consentAt: new Date().toISOString(),
    },
    jobFor: (id) => ({ task: 'emailQuizReport', input: { submissionId: id } }),
  })
}

/** Stored submission `id`, read in the request `req` of the job that e-mails it (throws if gone). */
export function findQuizSubmission(req: PayloadRequest, id: number): Promise<QuizSubmission> {
  return req.payload.findByID({
    collection: 'quiz-submissions',
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/** Records that the e-mail `sent` (the visitor's report, the office's notice) of submission `id` went out, now. */
export async function stampQuizSubmission(
  req: PayloadRequest,
  id: number,
  sent: 'reportSentAt' | 'firmNotifiedAt',
): Promise<void> {
  await req.payload.update({
    collection: 'quiz-submissions',
    id,
    data: { [sent]: new Date().toISOString() },
    overrideAccess: true,
    req,
  })
}
