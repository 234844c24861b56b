import type { ReactNode } from 'react'

import { buttonClass } from '@/components/ui/button-class'
import type { QuizIntent } from '@/domain/quiz/quiz-form'

/** A submit button of the quiz's form that says what the press means (`intent`). */
export function IntentButton({
  intent,
  variant,
  disabled,
  className,
  children,
}: {
  intent: QuizIntent
  variant?: 'secondary' | 'quiet'
  disabled?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={disabled}
      className={buttonClass({ variant, className })}
    >
      {children}
    </button>
  )
}
