import type { NextRequest } from 'next/server'

import { quizReportOfForm } from '@/components/quiz/quiz-report-of-form'
import { quizReportFileName, renderQuizReportPdf } from '@/components/quiz/quiz-report.pdf'
import { findQuizNamedInForm } from '@/data/quizzes'
import { getSiteProfile } from '@/data/site-profile'
import { parseQuizReportRequest } from '@/domain/quiz/quiz-report-request'
import { renderInSlot } from '@/lib/pdf/render-slots'
import { clientAddress } from '@/lib/rate-limit/client-address'
import { rateLimiterFor, retryAfterSeconds } from '@/lib/rate-limit/limiters'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** Seconds a client is asked to wait while every render slot is busy. */
const busyRetrySeconds = 5

const plainText = (message: string, status: number, headers: Record<string, string> = {}) =>
  new Response(`${message}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })

const lostAnswers = 'The answers did not come through. Please go back to the quiz and try again.'

/**
 * `POST /quiz-report` (the result screen's form: quiz, session, optional name): the PDF report of
 * a finished quiz, made for this request and kept nowhere. Only answers to the published quiz
 * that reach a result make a report; anything else is a 400 with a message, too many reports a
 * minute a 429, every render slot busy a 503.
 */
export async function POST(request: NextRequest) {
  if (!(await rateLimiterFor('quizReport').allow(clientAddress(request.headers)))) {
    return plainText('Too many reports in a minute. Please wait a minute and try again.', 429, {
      'Retry-After': String(retryAfterSeconds('quizReport')),
    })
  }
  const form = await request.formData().catch(() => null)
  if (!form) return plainText(lostAnswers, 400)
  const parsed = parseQuizReportRequest(Object.fromEntries(form))
  if (!parsed.ok) return plainText(parsed.message, 400)
  const { quiz: slug, session: sessionText, name } = parsed.request

  const [quiz, profile] = await Promise.all([findQuizNamedInForm(slug), getSiteProfile()])
  const report = quiz && quizReportOfForm(quiz, sessionText, profile)
  if (!report) return plainText(lostAnswers, 400)
  if (quiz.pdfNeedsEmail) {
    return plainText(
      'This quiz’s report is sent by e-mail. Please use the form under your result.',
      403,
    )
  }

  const generatedOn = new Date()
  const pdf = await renderInSlot(() => renderQuizReportPdf({ ...report, name, generatedOn }))
  if (!pdf) {
    return plainText(
      'The server is busy making other reports. Please try again in a moment.',
      503,
      {
        'Retry-After': String(busyRetrySeconds),
      },
    )
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${quizReportFileName(quiz.slug, generatedOn)}"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
