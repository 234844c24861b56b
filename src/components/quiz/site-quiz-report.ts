import 'server-only'

import type { SiteProfile } from '@/data/site-profile'
import type { QuizContent } from '@/domain/quiz/quiz-content'
import type { QuizAnswers } from '@/domain/quiz/quiz-definition'
import { quizReportOf, type QuizReportContent } from '@/domain/quiz/quiz-report'

/**
 * The report of `answers` (already checked against the published quiz), with the firm named on
 * it as the site settings have it; null unless the answers finish the quiz.
 */
export function siteQuizReport(
  quiz: QuizContent,
  answers: QuizAnswers,
  profile: Pick<SiteProfile, 'name' | 'siteUrl' | 'contact' | 'office' | 'channels'>,
): QuizReportContent | null {
  const { phone, email } = profile.contact
  const firm = {
    name: profile.name,
    siteUrl: profile.siteUrl,
    contactLines: [
      phone ? `Phone ${phone.label}` : null,
      email ? `E-mail ${email.label}` : null,
      profile.office.addressLine,
    ].filter((line): line is string => Boolean(line)),
  }
  return quizReportOf(quiz, answers, firm, profile.channels)
}
