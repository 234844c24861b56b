import type {
  QuizAnswer,
  QuizDefinition,
  QuizQuestion,
} from '../../src/domain/quiz/quiz-definition'

/** Answers `a`, `b`, … worth the values given. */
export const answers = (
  questionId: string,
  values: readonly number[],
  extra: Record<number, Partial<QuizAnswer>> = {},
): QuizAnswer[] =>
  values.map((value, at) => ({
    id: `${questionId}${String.fromCharCode(97 + at)}`,
    label: `Answer ${at + 1}`,
    value,
    ...extra[at],
  }))

export const question = (
  id: string,
  kind: QuizQuestion['kind'],
  values: readonly number[],
  extra: Record<number, Partial<QuizAnswer>> = {},
): QuizQuestion => ({ id, kind, answers: answers(id, values, extra) })

/**
 * A small quiz with a branch: "kids" (yes/no; yes → "guardian", no skips to "assets"),
 * "guardian" (single), "assets" (multiple), "comfort" (scale). Totals 0–23 in three bands.
 */
export const branchingQuiz: QuizDefinition = {
  questions: [
    question('kids', 'yesNo', [3, 0], { 1: { branchTo: 'assets' } }),
    question('guardian', 'single', [0, 4]),
    question('assets', 'multiple', [1, 2, 5]),
    question('comfort', 'scale', [0, 1, 2, 3, 3]),
  ],
  bands: [
    { id: 'diy', title: 'Do it yourself', min: 0, max: 5 },
    { id: 'guided', title: 'Guided help', min: 6, max: 12 },
    { id: 'full', title: 'A full plan', min: 13, max: null },
  ],
}
