import type { ReactNode, RefObject } from 'react'

import { buttonClass } from '@/components/ui/button-class'
import { formControlClass, FormField } from '@/components/ui/form-field'
import type { QuizBandContent, QuizContent } from '@/domain/quiz/quiz-content'
import { answeredQuestions } from '@/domain/quiz/quiz-report'
import { quizReportNameMaxLength, quizReportPath } from '@/domain/quiz/quiz-report-request'
import type { QuizOutcome } from '@/domain/quiz/quiz-score'
import type { QuizSession } from '@/domain/quiz/quiz-session'
import { quizSessionText } from '@/domain/quiz/quiz-session-text'

/**
 * The result screen: the band, what it means, why (the answers that moved the total most), the
 * next step, the PDF report, and a way back to the answers. The result never waits for an
 * e-mail address (the earlier site hid it behind one).
 */
export function QuizResult({
  quiz,
  outcome,
  nextStepHref,
  session,
  headingRef,
  canDownload,
  emailForm,
  changeAnswers,
}: {
  quiz: QuizContent
  outcome: QuizOutcome<QuizBandContent>
  nextStepHref: string
  session: QuizSession
  headingRef: RefObject<HTMLHeadingElement | null>
  /** Off when the quiz's report is sent by e-mail only. */
  canDownload: boolean
  emailForm: ReactNode
  changeAnswers: ReactNode
}) {
  const { band } = outcome
  const reasons = answeredQuestions(quiz, outcome.reasons)
  return (
    <div>
      <p className="text-ink-muted font-semibold">Your result</p>
      <h2 ref={headingRef} tabIndex={-1} className="mt-1 text-3xl focus:outline-none sm:text-4xl">
        {band.title}
      </h2>
      <p className="mt-4 max-w-3xl text-lg">{band.explanation}</p>
      <a href={nextStepHref} className={buttonClass({ className: 'mt-6' })}>
        {band.nextStep.label}
      </a>

      {reasons.length > 0 ? (
        <section aria-labelledby="quiz-why" className="mt-10">
          <h3 id="quiz-why" className="text-2xl">
            Why this result
          </h3>
          <ul className="mt-4 grid max-w-3xl gap-4">
            {reasons.map(({ question, chosen }) => (
              <li key={question.id} className="border-brand-100 rounded-md border-2 p-4">
                <p className="font-semibold">{question.text}</p>
                <p className="mt-1">
                  You answered: {chosen.map((answer) => answer.label).join('; ')}
                </p>
                {chosen.map((answer) =>
                  answer.whyItMatters ? (
                    <p key={answer.id} className="mt-2">
                      {answer.whyItMatters}
                    </p>
                  ) : null,
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="quiz-report" className="bg-brand-50 mt-10 max-w-3xl rounded-lg p-5">
        <h3 id="quiz-report" className="text-2xl">
          Your report
        </h3>
        <p className="mt-2">
          A PDF with your result, every question and your answer, why each matters, and what to read
          next.
        </p>
        {canDownload ? (
          <form method="post" action={quizReportPath} className="mt-4">
            <input type="hidden" name="quiz" value={quiz.slug} />
            <input type="hidden" name="session" value={quizSessionText(session)} />
            <FormField
              id="quiz-report-name"
              label="Your name for the report (optional)"
              className="max-w-md"
            >
              <input
                id="quiz-report-name"
                name="name"
                type="text"
                autoComplete="name"
                maxLength={quizReportNameMaxLength}
                className={formControlClass}
              />
            </FormField>
            <button type="submit" className={buttonClass({ className: 'mt-4' })}>
              Download the report (PDF)
            </button>
            <p className="text-ink-muted mt-2">Made when you ask for it and kept nowhere.</p>
          </form>
        ) : null}
        <h4 className="mt-8 text-xl">{canDownload ? 'Or have it e-mailed' : 'Have it e-mailed'}</h4>
        {emailForm}
      </section>

      <div className="mt-10">{changeAnswers}</div>
      <p className="text-ink-muted mt-8 max-w-3xl">
        This result is general information from your answers, not legal advice about your situation.
        Taking the quiz does not make us your lawyers.
      </p>
    </div>
  )
}
