import { siteQuizReport } from '@/components/quiz/site-quiz-report'
import { findQuizNamedInForm } from '@/data/quizzes'
import { getSiteProfile } from '@/data/site-profile'
import { parseQuizReportRequest } from '@/domain/quiz/quiz-report-request'
import { restoredSession } from '@/domain/quiz/quiz-session'
import { sessionFromText } from '@/domain/quiz/quiz-session-text'
import { quizReportFileName, quizReportPdf } from '@/pdf/documents/quiz-report.pdf-name'
import { plainTextResponse } from '@/pdf/kit/pdf-responses'
import { rateLimitedReportRoute, reportDownloadResponse } from '@/pdf/kit/report-route'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const lostAnswers = 'The answers did not come through. Please go back to the quiz and try again.'

/**
 * `POST /quiz-report` (the result screen's form: quiz, session, optional name): the PDF report of
 * a finished quiz, made for this request and kept nowhere. Only answers to the published quiz
 * that reach a result make a report; anything else is a 400 with a message, a quiz whose report
 * goes by e-mail only a 403, too many reports a minute a 429, every render thread busy a 503.
 */
export const POST = rateLimitedReportRoute('quizReport', async (request) => {
  const form = await request.formData().catch(() => null)
  if (!form) return plainTextResponse(lostAnswers, 400)
  const parsed = parseQuizReportRequest(Object.fromEntries(form))
  if (!parsed.ok) return plainTextResponse(parsed.message, 400)
  const { quiz: slug, session: sessionText, name } = parsed.request

  const [quiz, profile] = await Promise.all([findQuizNamedInForm(slug), getSiteProfile()])
  const report =
    quiz &&
    siteQuizReport(quiz, restoredSession(quiz, sessionFromText(sessionText)).answers, profile)
  if (!report) return plainTextResponse(lostAnswers, 400)
  if (quiz.pdfNeedsEmail) {
    return plainTextResponse(
      'This quiz’s report is sent by e-mail. Please use the form under your result.',
      403,
    )
  }

  const generatedOn = new Date()
  return reportDownloadResponse(
    quizReportPdf,
    { ...report, name, generatedOn },
    quizReportFileName(quiz.slug, generatedOn),
  )
})
