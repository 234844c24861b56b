import type { QuizQuestionContent } from '@/domain/quiz/quiz-content'

/** A question's answers: radio buttons, or checkboxes for multiple choice; a 1–5 scale in a row. */
export function AnswerChoices({
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
