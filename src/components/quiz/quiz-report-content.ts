import 'server-only'

import type { SiteProfile } from '@/data/site-profile'
import type { QuizContent } from '@/domain/quiz/quiz-content'
import type { QuizAnswers } from '@/domain/quiz/quiz-definition'
import { quizNextStepHref } from '@/domain/quiz/quiz-next-step'
import { questionPath } from '@/domain/quiz/quiz-path'
import { quizOutcome } from '@/domain/quiz/quiz-score'

import type { QuizReport, QuizReportAnswer } from './quiz-report.pdf'

/**
 * What the report of `answers` shows, but the visitor's name and the date; null unless the
 * answers finish the quiz with a result.
 */
export function quizReportOf(
  quiz: QuizContent,
  answers: QuizAnswers,
  profile: Pick<SiteProfile, 'name' | 'siteUrl' | 'channels' | 'contact' | 'office'>,
): Omit<QuizReport, 'name' | 'generatedOn'> | null {
  const outcome = quizOutcome(quiz, answers)
  if (!outcome) return null
  const answered = (questionId: string): QuizReportAnswer | null => {
    const question = quiz.questions.find((each) => each.id === questionId)
    if (!question) return null
    const chosen = question.answers.filter((answer) => answers[questionId]?.includes(answer.id))
    return { question, chosen }
  }
  const { phone, email } = profile.contact
  return {
    quiz,
    band: outcome.band,
    reasons: outcome.reasons.flatMap(({ question }) => answered(question.id) ?? []),
    answers: questionPath(quiz, answers).path.flatMap((question) => answered(question.id) ?? []),
    nextStepHref: quizNextStepHref(outcome.band.nextStep, profile.channels),
    firm: {
      name: profile.name,
      siteUrl: profile.siteUrl,
      contactLines: [
        phone ? `Phone ${phone.label}` : null,
        email ? `E-mail ${email.label}` : null,
        profile.office.addressLine,
      ].filter((line): line is string => Boolean(line)),
    },
  }
}
