import type {
  QuizAnswer,
  QuizAnswers,
  QuizBand,
  QuizDefinition,
  QuizQuestion,
} from './quiz-definition'
import { questionPath } from './quiz-path'

/** An answer the visitor chose, with its question. */
export type ChosenAnswer = { question: QuizQuestion; answer: QuizAnswer }

/** The total of `sum` within the floor and ceiling of the answers chosen (floor first). */
export function clampedTotal(sum: number, floor: number, ceiling: number): number {
  return Math.min(Math.max(sum, floor), ceiling)
}

/** The answers chosen on the questions shown, in the order shown. */
export function chosenAnswers(quiz: QuizDefinition, answers: QuizAnswers): ChosenAnswer[] {
  return questionPath(quiz, answers).path.flatMap((question) =>
    question.answers
      .filter((answer) => answers[question.id]?.includes(answer.id))
      .map((answer) => ({ question, answer })),
  )
}

export type QuizScore = {
  /** The chosen answers' values added up. */
  sum: number
  /** The sum within the chosen answers' floors and ceilings: what picks the band. */
  total: number
  /** The answer whose floor or ceiling moved the sum, if one did. */
  clampedBy: ChosenAnswer | null
}

export function quizScore(chosen: readonly ChosenAnswer[]): QuizScore {
  const sum = chosen.reduce((total, { answer }) => total + answer.value, 0)
  const floors = chosen.filter(({ answer }) => typeof answer.scoreFloor === 'number')
  const ceilings = chosen.filter(({ answer }) => typeof answer.scoreCeiling === 'number')
  const floor = Math.max(-Infinity, ...floors.map(({ answer }) => answer.scoreFloor as number))
  const ceiling = Math.min(Infinity, ...ceilings.map(({ answer }) => answer.scoreCeiling as number))
  const total = clampedTotal(sum, floor, ceiling)
  const decider =
    total === sum
      ? undefined
      : total === ceiling
        ? ceilings.find(({ answer }) => answer.scoreCeiling === ceiling)
        : floors.find(({ answer }) => answer.scoreFloor === floor)
  return { sum, total, clampedBy: decider ?? null }
}

/** The bands a total falls in (a valid quiz has exactly one for every total it can reach). */
export function bandsOf(bands: readonly QuizBand[], total: number): QuizBand[] {
  return bands.filter((band) => band.min <= total && (band.max === null || total <= band.max))
}

/**
 * Why the result is what it is: the answer whose floor or ceiling decided it, then the chosen
 * answers that added or took away the most points, at most `count`, in that order.
 */
export function resultReasons(
  chosen: readonly ChosenAnswer[],
  score: QuizScore,
  count = 3,
): ChosenAnswer[] {
  const byWeight = chosen
    .filter((each) => each.answer.value !== 0 && each !== score.clampedBy)
    .sort((a, b) => Math.abs(b.answer.value) - Math.abs(a.answer.value))
  return [...(score.clampedBy ? [score.clampedBy] : []), ...byWeight].slice(0, count)
}

/** A finished quiz's outcome: its band, the score, the answers chosen and the reasons. */
export type QuizOutcome<Band extends QuizBand> = {
  band: Band
  score: QuizScore
  chosen: ChosenAnswer[]
  reasons: ChosenAnswer[]
}

/**
 * The outcome of `answers`, or null while a question on the way is unanswered (or, in a quiz the
 * CMS would have refused, when the total falls in no band).
 */
export function quizOutcome<Band extends QuizBand>(
  quiz: QuizDefinition & { bands: readonly Band[] },
  answers: QuizAnswers,
): QuizOutcome<Band> | null {
  if (!questionPath(quiz, answers).complete) return null
  const chosen = chosenAnswers(quiz, answers)
  const score = quizScore(chosen)
  const bands: readonly Band[] = quiz.bands
  const band = bands.find((each) => bandsOf([each], score.total).length > 0)
  return band ? { band, score, chosen, reasons: resultReasons(chosen, score) } : null
}
