import 'server-only'

import type { QuizReading } from '@/domain/quiz/quiz-content'
import { answerInWords, type QuizReport, type QuizReportAnswer } from '@/domain/quiz/quiz-report'
import { absoluteUrl } from '@/domain/seo/structured-data'
import { dateInWords } from '@/domain/text/firm-dates'
import { titleWithSubtitle } from '@/domain/text/titles'
import { qrCodePath } from '@/lib/qr/qr-code-path'
import type { TypstPdf } from '@/pdf/kit/typst'

const quizReportDisclaimer =
  'This report is general information drawn from your answers, not legal advice about your situation. Taking the quiz does not make you a client of the firm; only a signed engagement letter does. Laws change: talk with a lawyer before you act on it.'

/** A QR code of `url` as an SVG drawing, black modules on the page's white. */
function qrSvg(url: string): string {
  const { d, sizeModules } = qrCodePath(url)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${sizeModules} ${sizeModules}"><path d="${d}" fill="#000000"/></svg>`
}

/** A page the report points to: its title, its address and the address's QR code. */
function resource(title: string, url: string) {
  return { title, href: url, svg: qrSvg(url) }
}

function answerItem(answer: QuizReportAnswer) {
  const { question, chosen } = answer
  return {
    question: question.text,
    // A scale's numbers mean what its help says (e.g. "1: not at all. 5: completely.").
    help: question.kind === 'scale' && question.help ? question.help : null,
    answer: answerInWords(answer),
    whyItMatters: chosen.flatMap((each) => (each.whyItMatters ? [each.whyItMatters] : [])),
  }
}

/** The posts the chosen answers recommend, each once, in the order of the answers. */
function readingsOf(answers: readonly QuizReportAnswer[]): QuizReading[] {
  const byPath = new Map<string, QuizReading>()
  for (const { chosen } of answers)
    for (const { reading } of chosen) if (reading) byPath.set(reading.path, reading)
  return [...byPath.values()]
}

/**
 * The quiz report as `documents/quiz-report.typ` makes it. Its first page opens with the quiz,
 * who it was made for and when, how to reach the firm and the result with its explanation, and
 * goes straight on: why this result, every question with the answer and why it matters, the next
 * step, further reading with QR codes, and the disclaimer.
 */
export function quizReportPdfData(report: QuizReport): TypstPdf {
  const { quiz, band, firm } = report
  const quizUrl = absoluteUrl(firm.siteUrl, `/quizzes/${quiz.slug}`)
  const nextStepUrl = report.nextStepHref.startsWith('/')
    ? absoluteUrl(firm.siteUrl, report.nextStepHref)
    : report.nextStepHref
  const generatedOn = dateInWords(report.generatedOn)
  const data = {
    title: titleWithSubtitle(quiz.title, 'your report'),
    quizTitle: quiz.title,
    firmName: firm.name,
    footerLine: `${quiz.title} · ${generatedOn}`,
    prepared: report.name
      ? `Prepared for ${report.name} on ${generatedOn} by ${firm.name}`
      : `Prepared on ${generatedOn} by ${firm.name}`,
    contacts: [...firm.contactLines, firm.siteUrl].join(' · '),
    result: { title: band.title, explanation: band.explanation },
    reasons: report.reasons.map(answerItem),
    answers: report.answers.map(answerItem),
    nextStep: resource(band.nextStep.label, nextStepUrl),
    resources: [
      ...readingsOf(report.answers).map((reading) =>
        resource(reading.title, absoluteUrl(firm.siteUrl, reading.path)),
      ),
      resource('Take the quiz again', quizUrl),
    ],
    disclaimer: quizReportDisclaimer,
  }
  return { template: 'documents/quiz-report.typ', data }
}
