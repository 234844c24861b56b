import { useEffect, useRef } from 'react'

import type { QuizContent } from '@/domain/quiz/quiz-content'
import type { QuizFormState } from '@/domain/quiz/quiz-form'
import { restoredSession } from '@/domain/quiz/quiz-session'
import { quizSessionText, sessionFromText } from '@/domain/quiz/quiz-session-text'

import { initialQuizRunnerState, type QuizRunnerState } from './quiz-runner-state'

/** Answers kept in this tab, for a reload; nothing is sent anywhere until the visitor asks. */
export function useKeptSession(
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
