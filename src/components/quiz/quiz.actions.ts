'use server'

import { findQuizNamedInForm } from '@/data/quizzes'
import { initialQuizFormState, quizFormStep, type QuizFormState } from '@/domain/quiz/quiz-form'
import { sessionFromText } from '@/domain/quiz/quiz-session-text'

/**
 * The quiz form's Server Action, for visitors without JavaScript (with it, the browser takes the
 * same step itself): one press of Start, Next, Back or Start again, with the answers ticked and
 * the session so far from the form's hidden field, checked against the published quiz. Nothing is
 * stored or logged; a form naming no published quiz starts over.
 */
export async function answerQuiz(
  // The previous state comes back from the browser with the form, so it is never trusted: the
  // session is read again from the form's field and checked against the quiz.
  _previous: QuizFormState,
  formData: FormData,
): Promise<QuizFormState> {
  const quiz = await findQuizNamedInForm(formData.get('quiz'))
  if (!quiz) return initialQuizFormState
  return quizFormStep(
    quiz,
    { started: true, session: sessionFromText(formData.get('session')), problem: null },
    {
      intent: formData.get('intent'),
      questionId: formData.get('question'),
      chosen: formData.getAll('answer'),
    },
  )
}
