import 'server-only'

import type { PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { findQuizSubmission, stampQuizSubmission } from '@/data/quiz-submissions'
import { readSiteProfile } from '@/data/site-profile'
import type { QuizReportContent } from '@/domain/quiz/quiz-report'
import { quizReportEmail, quizSubmissionNotice } from '@/domain/quiz/quiz-report-email'
import { absoluteUrl } from '@/domain/seo/structured-data'
import { logger } from '@/lib/logger'
import { quizReportFileName, quizReportPdf } from '@/pdf/documents/quiz-report.pdf-name'
import { renderPdf } from '@/pdf/kit/render-in-worker'

/**
 * Sends what is still unsent of a stored submission: the visitor's report (the PDF made from
 * the report kept with it, dated when it was asked for), then the office's notice.
 */
export async function emailQuizReportFor(req: PayloadRequest, submissionId: number) {
  const submission = await findQuizSubmission(req, submissionId)
  const report = submission.report as QuizReportContent
  const facts = {
    quizTitle: submission.quizTitle,
    band: submission.band,
    name: submission.name ?? '',
    email: submission.email,
  }
  const profile = await readSiteProfile(req)

  if (!submission.reportSentAt) {
    const generatedOn = new Date(submission.consentAt)
    // The address was typed by whoever asked and may be a stranger's: the mail to it, the PDF
    // inside included, carries nothing else they typed, not even the name (quizReportEmail).
    const pdf = await renderPdf(
      quizReportPdf,
      { ...report, name: '', generatedOn },
      { whenBusy: 'wait' },
    )
    const email = quizReportEmail(facts, report.firm)
    await req.payload.sendEmail({
      to: facts.email,
      replyTo: profile.email,
      subject: email.subject,
      text: email.text,
      attachments: [
        {
          filename: quizReportFileName(report.quiz.slug, generatedOn),
          content: pdf,
          contentType: 'application/pdf',
        },
      ],
    })
    await stampQuizSubmission(req, submission.id, 'reportSentAt')
  }
  if (!submission.firmNotifiedAt) {
    const notice = quizSubmissionNotice(
      { ...facts, total: submission.total, answerSummary: submission.answerSummary },
      absoluteUrl(env.NEXT_PUBLIC_SITE_URL, `/admin/collections/quiz-submissions/${submission.id}`),
    )
    await req.payload.sendEmail({
      to: profile.email,
      replyTo: facts.email,
      subject: notice.subject,
      text: notice.text,
    })
    await stampQuizSubmission(req, submission.id, 'firmNotifiedAt')
  }
  logger.info({ msg: `Quiz submission ${submission.id} e-mailed` })
}
