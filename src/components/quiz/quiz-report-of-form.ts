import 'server-only'

import type { SiteProfile } from '@/data/site-profile'
import type { QuizContent } from '@/domain/quiz/quiz-content'
import { quizReportOf, type QuizReportContent } from '@/domain/quiz/quiz-report'
import { restoredSession } from '@/domain/quiz/quiz-session'
import { sessionFromText } from '@/domain/quiz/quiz-session-text'

/**
 * The report of the session a form sent (its hidden field's text), checked against the quiz as
 * published; null unless those answers finish it. The firm is named on it as the settings have it.
 */
export function quizReportOfForm(
  quiz: QuizContent,
  sessionText: unknown,
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
  const { answers } = restoredSession(quiz, sessionFromText(sessionText))
  return quizReportOf(quiz, answers, firm, profile.channels)
}
