import type { QuizAnswers, QuizDefinition, QuizQuestion } from './quiz-definition'

/** Whether `chosen` answers `question`: one of its answers, or for multiple choice one or more. */
export function isAnswered(question: QuizQuestion, chosen: readonly string[] | undefined): boolean {
  if (!chosen || chosen.length === 0) return false
  if (question.kind !== 'multiple' && chosen.length !== 1) return false
  const ids = new Set(question.answers.map((answer) => answer.id))
  return new Set(chosen).size === chosen.length && chosen.every((id) => ids.has(id))
}

/**
 * The question after `question` for these answers: where the first chosen answer (in the
 * question's order) that branches goes, else the next in order; null after the last.
 */
export function nextQuestionId(
  quiz: QuizDefinition,
  question: QuizQuestion,
  chosen: readonly string[],
): string | null {
  const branch = question.answers.find(
    (answer) => answer.branchTo && chosen.includes(answer.id),
  )?.branchTo
  if (branch) return branch
  return quiz.questions[quiz.questions.indexOf(question) + 1]?.id ?? null
}

/**
 * The questions shown for these answers, in order: the first, then where each answered one
 * leads, up to the first unanswered question (included). `complete` when every question on the
 * way is answered and the last leads to the result. Answers to questions off the way are kept
 * (for a visitor who goes back and changes course again) and count for nothing.
 */
export function questionPath(
  quiz: QuizDefinition,
  answers: QuizAnswers,
): { path: QuizQuestion[]; complete: boolean } {
  const byId = new Map(quiz.questions.map((question) => [question.id, question]))
  const path: QuizQuestion[] = []
  let question = quiz.questions[0]
  // A branch back to an earlier question is refused when the quiz is saved; stop all the same.
  while (question && !path.includes(question)) {
    path.push(question)
    const chosen = answers[question.id]
    if (!chosen || !isAnswered(question, chosen)) return { path, complete: false }
    const next = nextQuestionId(quiz, question, chosen)
    if (next === null) return { path, complete: true }
    question = byId.get(next)
  }
  return { path, complete: false }
}

/**
 * The most questions a visitor can still be shown from `questionId` (itself included), over
 * every way the answers can branch: the "of N" of the progress.
 */
export function longestRemaining(quiz: QuizDefinition, questionId: string): number {
  const memo = new Map<string, number>()
  const index = new Map(quiz.questions.map((question, at) => [question.id, at]))
  const longest = (id: string): number => {
    const known = memo.get(id)
    if (known !== undefined) return known
    const at = index.get(id) ?? -1
    const question = quiz.questions[at]
    if (!question) return 0
    const nextIds = new Set(
      question.answers.map((answer) => answer.branchTo || quiz.questions[at + 1]?.id),
    )
    const later = [...nextIds].filter(
      (next): next is string => next !== undefined && (index.get(next) ?? -1) > at,
    )
    const result = 1 + Math.max(0, ...later.map(longest))
    memo.set(id, result)
    return result
  }
  return longest(questionId)
}
