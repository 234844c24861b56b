import type { ContactChannels } from '../navigation/link-href'
import type {
  QuizAnswerContent,
  QuizBandContent,
  QuizContent,
  QuizQuestionContent,
} from './quiz-content'
import type { QuizAnswers } from './quiz-definition'
import { quizNextStepHref } from './quiz-next-step'
import { quizOutcome, type ChosenAnswer } from './quiz-score'

/** A question on the visitor's way through, with the answers they chose. */
export type QuizReportAnswer = { question: QuizQuestionContent; chosen: QuizAnswerContent[] }

/** The firm as the report's cover and e-mails name it. */
export type QuizReportFirm = { name: string; siteUrl: string; contactLines: string[] }

/** What a finished quiz's report shows, but the visitor's name and the date it is made. */
export type QuizReportContent = {
  quiz: Pick<QuizContent, 'title' | 'slug'>
  band: QuizBandContent
  /** The total that chose the band. */
  total: number
  /** The answers that moved the result most, as the result screen lists them. */
  reasons: QuizReportAnswer[]
  answers: QuizReportAnswer[]
  nextStepHref: string
  firm: QuizReportFirm
}

/** Everything the PDF report shows. */
export type QuizReport = QuizReportContent & {
  /** The name the visitor typed for the report's first page; empty when none. */
  name: string
  generatedOn: Date
}

/**
 * The questions of `chosen` answers with the words the quiz has for them: one entry a question,
 * in the order they come, with the answers of `chosen` that belong to it.
 */
export function answeredQuestions(
  quiz: QuizContent,
  chosen: readonly ChosenAnswer[],
): QuizReportAnswer[] {
  const byQuestion = new Map<string, QuizReportAnswer>()
  for (const { question, answer } of chosen) {
    const content = quiz.questions.find((each) => each.id === question.id)
    const answerContent = content?.answers.find((each) => each.id === answer.id)
    if (!content || !answerContent) continue
    const entry = byQuestion.get(content.id) ?? { question: content, chosen: [] }
    entry.chosen.push(answerContent)
    byQuestion.set(content.id, entry)
  }
  return [...byQuestion.values()]
}

/** The report's content for `answers`, or null unless they finish the quiz with a result. */
export function quizReportOf(
  quiz: QuizContent,
  answers: QuizAnswers,
  firm: QuizReportFirm,
  channels: ContactChannels,
): QuizReportContent | null {
  const outcome = quizOutcome(quiz, answers)
  if (!outcome) return null
  return {
    quiz: { title: quiz.title, slug: quiz.slug },
    band: outcome.band,
    total: outcome.score.total,
    reasons: answeredQuestions(quiz, outcome.reasons),
    answers: answeredQuestions(quiz, outcome.chosen),
    nextStepHref: quizNextStepHref(outcome.band.nextStep, channels),
    firm,
  }
}

/**
 * The chosen answers of `answer` as the report prints them after "Your answer:". Labels as the
 * quiz shows them, joined by semicolons; a scale's label is a bare number, so it names the scale
 * it is on ("2 on a scale of 1 to 5"; the question's help says what the ends mean).
 */
export function answerInWords({ question, chosen }: QuizReportAnswer): string {
  const labels = chosen.map((answer) => answer.label).join('; ')
  if (question.kind !== 'scale') return labels
  const scale = question.answers.map((answer) => answer.label)
  return `${labels} on a scale of ${[scale[0], scale.at(-1)].join(' to ')}`
}
