import type { ReactNode, RefObject } from 'react'

import { fieldDescribedBy, FieldError } from '@/components/ui/form-field'
import type { QuizQuestionContent } from '@/domain/quiz/quiz-content'
import type { QuizStep } from '@/domain/quiz/quiz-session'

import { AnswerChoices } from './answer-choices'
import { IntentButton } from './intent-button'

const headingClass = 'text-2xl sm:text-3xl focus:outline-none'

type HeadingRef = RefObject<HTMLHeadingElement | null>

/** The screen before the first question: what answering does (`notice`), and the start button. */
export function QuizIntro({ headingRef, notice }: { headingRef: HeadingRef; notice: ReactNode }) {
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className={headingClass}>
        Before you start
      </h2>
      {notice}
      <IntentButton intent="start" className="mt-6">
        Start the quiz
      </IntentButton>
    </>
  )
}

/**
 * One question's screen: the progress, the question as the legend of its answers with its help
 * and the reason it cannot move on (`problem`), then Next and Back.
 */
export function QuizQuestion({
  question,
  step,
  problem,
  headingRef,
  isHydrated,
  onChoose,
}: {
  question: QuizQuestionContent
  step: Extract<QuizStep, { kind: 'question' }>
  problem: string | null
  headingRef: HeadingRef
  isHydrated: boolean
  onChoose: (question: QuizQuestionContent, chosen: string[]) => void
}) {
  const { chosen, number, of } = step
  const errorId = 'quiz-question'
  return (
    <>
      <input type="hidden" name="question" value={question.id} />
      <p id="quiz-progress" className="text-ink-muted font-semibold">
        Question {number} of {of}
      </p>
      <div aria-hidden="true" className="bg-brand-100 mt-2 h-2 rounded-full">
        <div
          className="bg-brand-800 h-2 rounded-full motion-safe:transition-[width]"
          style={{ width: `${(100 * number) / of}%` }}
        />
      </div>
      <fieldset
        id={errorId}
        className="mt-6"
        aria-describedby={fieldDescribedBy({
          id: errorId,
          hint: question.help,
          error: problem ?? undefined,
        })}
      >
        <legend>
          <h2 ref={headingRef} tabIndex={-1} className={headingClass}>
            {question.text}
          </h2>
        </legend>
        {question.help ? (
          <p id={`${errorId}-hint`} className="text-ink-muted mt-2">
            {question.help}
          </p>
        ) : null}
        <FieldError id={errorId} error={problem ?? undefined} />
        <AnswerChoices question={question} chosen={chosen} onChoose={onChoose} />
      </fieldset>
      <div className="mt-8 flex flex-wrap gap-4">
        <IntentButton intent="next" disabled={isHydrated && !step.canGoNext}>
          {number === of ? 'See my result' : 'Next'}
        </IntentButton>
        {step.canGoBack ? (
          <IntentButton intent="back" variant="secondary">
            Back
          </IntentButton>
        ) : null}
      </div>
    </>
  )
}
