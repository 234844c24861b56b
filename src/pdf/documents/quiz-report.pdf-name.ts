import 'server-only'

import type { QuizReport } from '@/domain/quiz/quiz-report'
import { firmDateStamp } from '@/domain/text/firm-dates'
import { pdfDocumentName } from '@/pdf/kit/pdf-document-name'

/** The report's file name, e.g. "gun-trust-quiz-report-2026-11-26.pdf". */
export function quizReportFileName(slug: string, generatedOn: Date): string {
  return `${slug.replaceAll('/', '-')}-quiz-report-${firmDateStamp(generatedOn)}.pdf`
}

/**
 * A quiz’s report of one visitor’s answers (`quiz-report.typ`, its data from `quiz-report.pdf-data.ts`), as the route and the e-mail
 * job ask the render worker for it.
 */
export const quizReportPdf = pdfDocumentName<QuizReport>('quiz-report')
