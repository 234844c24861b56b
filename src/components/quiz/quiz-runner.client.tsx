'use client'

import type { ReactNode } from 'react'

import type { QuizContent } from '@/domain/quiz/quiz-content'
import { quizOutcome } from '@/domain/quiz/quiz-score'

import { IntentButton } from './intent-button'
import { QuizEmailForm } from './quiz-email-form'
import { QuizResult } from './quiz-result'
import { QuizIntro, QuizQuestion } from './quiz-screens'
import { QuizStepForm } from './quiz-step-form'
import { useQuizRunner } from './use-quiz-runner'

type QuizRunnerProps = {
  quiz: QuizContent
  /** Where each band's next step goes, by band id (a booking link, or a page). */
  nextStepHrefs: Record<string, string>
  /** The quiz's page: a press before the script runs posts there (the answer comes back to it). */
  pagePath: string
  /** Changes whenever the quiz is published again, so answers to an older version are dropped. */
  version: string
  /** Off when the quiz's report is sent by e-mail only. */
  canDownload: boolean
  notice: ReactNode
}

/**
 * The quiz: an introduction, one question a screen, then the result. In the browser each press
 * is worked out at once (`quizFormStep`); without JavaScript the same form posts to the server,
 * which takes the same step and renders the next screen. Focus moves to each new screen's heading.
 */
export function QuizRunner({
  quiz,
  nextStepHrefs,
  pagePath,
  version,
  canDownload,
  notice,
}: QuizRunnerProps) {
  const { state, step, formAction, isPending, isHydrated, headingRef, handleSubmit, choose } =
    useQuizRunner(quiz, pagePath, version)

  const form = (children: ReactNode, label: string) => (
    <QuizStepForm
      action={formAction}
      onSubmit={handleSubmit}
      quizSlug={quiz.slug}
      session={state.session}
      label={label}
    >
      {children}
    </QuizStepForm>
  )

  if (!state.started) {
    return form(<QuizIntro headingRef={headingRef} notice={notice} />, quiz.title)
  }

  if (step.kind === 'result') {
    const outcome = quizOutcome(quiz, state.session.answers)
    if (!outcome) return null
    return (
      <QuizResult
        quiz={quiz}
        outcome={outcome}
        nextStepHref={nextStepHrefs[outcome.band.id] ?? '/contact'}
        session={state.session}
        headingRef={headingRef}
        canDownload={canDownload}
        emailForm={
          <QuizEmailForm
            quizSlug={quiz.slug}
            session={state.session}
            result={state.email}
            formAction={formAction}
            isPending={isPending}
          />
        }
        changeAnswers={form(
          <div className="flex flex-wrap gap-4">
            <IntentButton intent="back" variant="secondary">
              Change my last answer
            </IntentButton>
            <IntentButton intent="restart" variant="quiet">
              Start again
            </IntentButton>
          </div>,
          'Change your answers',
        )}
      />
    )
  }

  const question = quiz.questions.find((each) => each.id === step.question.id)
  if (!question) return null
  return form(
    <QuizQuestion
      question={question}
      step={step}
      problem={state.problem}
      headingRef={headingRef}
      isHydrated={isHydrated}
      onChoose={choose}
    />,
    quiz.title,
  )
}
