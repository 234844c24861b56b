import { resolveLinkHref, type ContactChannels } from '../navigation/link-href'
import type { QuizNextStep } from './quiz-content'

/**
 * Where a result's next step goes: the booking link of its meeting kind, or its page; the
 * contact page when the settings have no link for that kind (the button never goes nowhere).
 */
export function quizNextStepHref(nextStep: QuizNextStep, channels: ContactChannels): string {
  const href = nextStep.schedulingKind
    ? resolveLinkHref({ type: 'schedule', schedulingKind: nextStep.schedulingKind }, channels)
    : nextStep.url
  return href || '/contact'
}
