import type { FormEvent, ReactNode } from 'react'

import type { QuizSession } from '@/domain/quiz/quiz-session'
import { quizSessionText } from '@/domain/quiz/quiz-session-text'

/**
 * The form around every quiz screen: it carries the quiz and the answers so far, so a press before
 * the script runs posts to the quiz's Server Action; once it runs, `onSubmit` takes the step.
 */
export function QuizStepForm({
  action,
  onSubmit,
  quizSlug,
  session,
  label,
  children,
}: {
  action: (formData: FormData) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  quizSlug: string
  session: QuizSession
  label: string
  children: ReactNode
}) {
  return (
    <form action={action} onSubmit={onSubmit} aria-label={label}>
      <input type="hidden" name="quiz" value={quizSlug} />
      <input type="hidden" name="session" value={quizSessionText(session)} />
      {children}
    </form>
  )
}
