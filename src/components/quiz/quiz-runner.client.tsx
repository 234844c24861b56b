'use client'

import { useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { buttonClass } from '@/components/ui/button-class'
import { fieldDescribedBy, FieldError } from '@/components/ui/form-field'
import { useHydrated } from '@/components/ui/use-hydrated'
import type { QuizContent, QuizQuestionContent } from '@/domain/quiz/quiz-content'
import { quizFormStep, type QuizFormState, type QuizIntent } from '@/domain/quiz/quiz-form'
import { quizOutcome } from '@/domain/quiz/quiz-score'
import { currentStep, quizReducer, restoredSession } from '@/domain/quiz/quiz-session'
import { quizSessionText, sessionFromText } from '@/domain/quiz/quiz-session-text'

import { QuizEmailForm } from './quiz-email-form'
import { QuizResult } from './quiz-result'
import { initialQuizRunnerState, type QuizRunnerState } from './quiz-runner-state'
import { answerQuiz } from './quiz.actions'

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

const headingClass = 'text-2xl sm:text-3xl focus:outline-none'

/** Answers kept in this tab, for a reload; nothing is sent anywhere until the visitor asks. */
function useKeptSession(
  key: string,
  quiz: QuizContent,
  state: QuizFormState,
  restore: (state: QuizRunnerState) => void,
) {
  const hasRestored = useRef(false)
  useEffect(() => {
    if (hasRestored.current) {
      if (state.started) sessionStorage.setItem(key, quizSessionText(state.session))
      else sessionStorage.removeItem(key)
      return
    }
    hasRestored.current = true
    const kept = sessionStorage.getItem(key)
    if (kept === null || state.started) return
    restore({
      ...initialQuizRunnerState,
      started: true,
      session: restoredSession(quiz, sessionFromText(kept)),
    })
  }, [key, quiz, state, restore])
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
  const [answeredOnServer, formAction, isPending] = useActionState(
    answerQuiz,
    initialQuizRunnerState,
    pagePath,
  )
  const [state, setState] = useState(answeredOnServer)
  // A new answer from the server (the report e-mailed) takes over from the browser's own steps.
  const [lastServerAnswer, setLastServerAnswer] = useState(answeredOnServer)
  if (answeredOnServer !== lastServerAnswer) {
    setLastServerAnswer(answeredOnServer)
    setState(answeredOnServer)
  }
  const isHydrated = useHydrated()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const hasMoved = useRef(false)
  useKeptSession(`quiz:${quiz.slug}:${version}`, quiz, state, setState)

  const step = currentStep(quiz, state.session)
  const screen = !state.started
    ? 'intro'
    : step.kind === 'question'
      ? `question-${step.question.id}`
      : 'result'
  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus()
  }, [screen])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const data = new FormData(event.currentTarget, submitter)
    hasMoved.current = true
    const step = quizFormStep(quiz, state, {
      intent: data.get('intent'),
      questionId: data.get('question'),
      chosen: data.getAll('answer'),
    })
    setState({ ...step, email: initialQuizRunnerState.email })
  }

  function choose(question: QuizQuestionContent, chosen: string[]) {
    setState((previous) => ({
      ...previous,
      problem: null,
      session: quizReducer(quiz)(previous.session, {
        type: 'choose',
        questionId: question.id,
        chosen,
      }),
    }))
  }

  const form = (children: ReactNode, label: string) => (
    <form action={formAction} onSubmit={handleSubmit} aria-label={label}>
      <input type="hidden" name="quiz" value={quiz.slug} />
      <input type="hidden" name="session" value={quizSessionText(state.session)} />
      {children}
    </form>
  )

  if (!state.started) {
    return form(
      <>
        <h2 ref={headingRef} tabIndex={-1} className={headingClass}>
          Before you start
        </h2>
        {notice}
        <IntentButton intent="start" className="mt-6">
          Start the quiz
        </IntentButton>
      </>,
      quiz.title,
    )
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

  const { chosen, number, of } = step
  const question = quiz.questions.find((each) => each.id === step.question.id)
  if (!question) return null
  const errorId = 'quiz-question'
  return form(
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
          error: state.problem ?? undefined,
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
        <FieldError id={errorId} error={state.problem ?? undefined} />
        <AnswerChoices question={question} chosen={chosen} onChoose={choose} />
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
    </>,
    quiz.title,
  )
}

function IntentButton({
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

/** A question's answers: radio buttons, or checkboxes for multiple choice; a 1–5 scale in a row. */
function AnswerChoices({
  question,
  chosen,
  onChoose,
}: {
  question: QuizQuestionContent
  chosen: readonly string[]
  onChoose: (question: QuizQuestionContent, chosen: string[]) => void
}) {
  const isMultiple = question.kind === 'multiple'
  const isScale = question.kind === 'scale'
  return (
    <ul
      className={isScale ? 'mt-4 grid grid-cols-5 gap-2 sm:max-w-md' : 'mt-4 grid gap-3'}
      role="list"
    >
      {question.answers.map((answer) => {
        const isChosen = chosen.includes(answer.id)
        return (
          <li key={answer.id}>
            <label
              className={`border-brand-100 has-checked:border-brand-800 has-checked:bg-brand-50 flex min-h-12 cursor-pointer items-center gap-3 rounded-md border-2 px-4 py-3 text-lg ${isScale ? 'flex-col justify-center px-2' : ''}`}
            >
              <input
                type={isMultiple ? 'checkbox' : 'radio'}
                name="answer"
                value={answer.id}
                checked={isChosen}
                onChange={(event) =>
                  onChoose(
                    question,
                    isMultiple
                      ? event.target.checked
                        ? [...chosen, answer.id]
                        : chosen.filter((id) => id !== answer.id)
                      : [answer.id],
                  )
                }
                className="size-6 shrink-0"
              />
              {answer.label}
            </label>
          </li>
        )
      })}
    </ul>
  )
}
