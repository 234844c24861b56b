import { answerCounts, type QuizDefinition, type QuizQuestion } from './quiz-definition'
import { bandsOf, clampedTotal } from './quiz-score'

/** A reason a quiz cannot be published, at the field (`questions.2.answers.0.branchTo`) it is about. */
export type QuizProblem = { path: string; message: string }

/** "3", or "3 to 7" for a run of totals. */
const rangeText = ([from, to]: [number, number]) => (from === to ? `${from}` : `${from} to ${to}`)

/** Sorted totals as runs of consecutive numbers. */
function runsOf(totals: readonly number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = []
  for (const total of totals) {
    const last = runs.at(-1)
    if (last && last[1] === total - 1) last[1] = total
    else runs.push([total, total])
  }
  return runs
}

/** Each non-empty set of a question's answers, as the visitor may tick them. */
function choicesOf(question: QuizQuestion): Array<QuizQuestion['answers']> {
  if (question.kind !== 'multiple') return question.answers.map((answer) => [answer])
  const subsets: Array<QuizQuestion['answers']> = []
  for (let mask = 1; mask < 2 ** question.answers.length; mask += 1) {
    subsets.push(question.answers.filter((_, bit) => mask & (2 ** bit)))
  }
  return subsets
}

type Running = { sum: number; floor: number; ceiling: number }

/**
 * Every total a visitor can end with, over every way through the questions (branches go forward
 * only, so the questions are walked in order, carrying the partial sums that reach each one).
 */
export function reachableTotals(quiz: QuizDefinition): number[] {
  const steps = quiz.questions.map((question) => ({
    question,
    arriving: new Map<string, Running>(),
  }))
  const byId = new Map(steps.map((step) => [step.question.id, step]))
  steps[0]?.arriving.set('start', { sum: 0, floor: -Infinity, ceiling: Infinity })
  const totals = new Set<number>()
  steps.forEach(({ question, arriving }, at) => {
    for (const partial of arriving.values()) {
      for (const choice of choicesOf(question)) {
        const next: Running = {
          sum: partial.sum + choice.reduce((sum, answer) => sum + answer.value, 0),
          floor: Math.max(partial.floor, ...choice.map((answer) => answer.scoreFloor ?? -Infinity)),
          ceiling: Math.min(
            partial.ceiling,
            ...choice.map((answer) => answer.scoreCeiling ?? Infinity),
          ),
        }
        const branch = choice.find((answer) => answer.branchTo)?.branchTo
        const target = branch ? byId.get(branch) : steps[at + 1]
        if (target) target.arriving.set(`${next.sum}|${next.floor}|${next.ceiling}`, next)
        else totals.add(clampedTotal(next.sum, next.floor, next.ceiling))
      }
    }
  })
  return [...totals].sort((a, b) => a - b)
}

function questionProblems(quiz: QuizDefinition): QuizProblem[] {
  const index = new Map(quiz.questions.map((question, at) => [question.id, at]))
  return quiz.questions.flatMap((question, at) => {
    const problems: QuizProblem[] = []
    if (quiz.questions.findIndex((other) => other.id === question.id) !== at) {
      // Answers lead to questions by key, so a key names one question only.
      problems.push({ path: `questions.${at}.key`, message: 'Another question has this key.' })
    }
    const { min, max } = answerCounts[question.kind]
    const count = question.answers.length
    if (count < min || count > max) {
      problems.push({
        path: `questions.${at}.answers`,
        message:
          min === max
            ? `This kind of question has exactly ${min} answers; it has ${count}.`
            : `This kind of question has ${min} to ${max} answers; it has ${count}.`,
      })
    }
    question.answers.forEach((answer, answerAt) => {
      const path = `questions.${at}.answers.${answerAt}`
      if (answer.branchTo) {
        const target = index.get(answer.branchTo)
        if (target === undefined) {
          problems.push({
            path: `${path}.branchTo`,
            message: `No question has the key “${answer.branchTo}”.`,
          })
        } else if (target <= at) {
          problems.push({
            path: `${path}.branchTo`,
            message: 'An answer can only lead to a later question (an earlier one would loop).',
          })
        }
      }
      if (
        typeof answer.scoreFloor === 'number' &&
        typeof answer.scoreCeiling === 'number' &&
        answer.scoreFloor > answer.scoreCeiling
      ) {
        problems.push({
          path: `${path}.scoreCeiling`,
          message: 'The ceiling cannot be below the floor.',
        })
      }
    })
    return problems
  })
}

function bandProblems(quiz: QuizDefinition): QuizProblem[] {
  const problems: QuizProblem[] = []
  quiz.bands.forEach((band, at) => {
    if (band.max !== null && band.max < band.min) {
      problems.push({ path: `bands.${at}.max`, message: 'The highest total is below the lowest.' })
    }
  })
  if (problems.length > 0) return problems
  const totals = reachableTotals(quiz).map((total) => ({
    total,
    bands: bandsOf(quiz.bands, total),
  }))
  const uncovered = totals.filter(({ bands }) => bands.length === 0).map(({ total }) => total)
  if (uncovered.length > 0) {
    problems.push({
      path: 'bands',
      message: `Totals the quiz can reach fall in no band: ${runsOf(uncovered).map(rangeText).join(', ')}.`,
    })
  }
  quiz.bands.forEach((band, at) => {
    const shared = totals
      .filter(({ bands }) => bands[0] !== band && bands.includes(band))
      .map(({ total }) => total)
    if (shared.length > 0) {
      problems.push({
        path: `bands.${at}.min`,
        message: `Overlaps an earlier band for totals ${runsOf(shared).map(rangeText).join(', ')}.`,
      })
    }
  })
  return problems
}

/**
 * What stops a quiz from working, field by field (empty when it can be published): at least one
 * question; one question per key; each kind's number of answers; branches to a later question that exists (so no
 * loops); floors not above ceilings; bands whose range is the right way round; and every total a
 * visitor can reach falling in exactly one band.
 */
export function quizProblems(quiz: QuizDefinition): QuizProblem[] {
  if (quiz.questions.length === 0) {
    return [{ path: 'questions', message: 'Add at least one question.' }]
  }
  if (quiz.bands.length === 0) return [{ path: 'bands', message: 'Add at least one result band.' }]
  const problems = questionProblems(quiz)
  // Band coverage is only worth checking on a quiz whose ways through are sound.
  return problems.length > 0 ? problems : bandProblems(quiz)
}
