import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated'
import type { QuizContent, QuizQuestionContent } from '@/domain/quiz/quiz-content'
import { quizFormStep } from '@/domain/quiz/quiz-form'
import { currentStep, quizReducer } from '@/domain/quiz/quiz-session'

import { initialQuizRunnerState } from './quiz-runner-state'
import { answerQuiz } from './quiz.actions'
import { useKeptSession } from './use-kept-session'

/**
 * The quiz island's state: the server's answers (the report e-mailed, or every step without
 * JavaScript), the browser's own steps (`handleSubmit`, `choose`), the answers kept in this tab,
 * and `headingRef`, which takes focus whenever the visitor moves to a new screen.
 */
export function useQuizRunner(quiz: QuizContent, pagePath: string, version: string) {
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

  return { state, step, formAction, isPending, isHydrated, headingRef, handleSubmit, choose }
}
