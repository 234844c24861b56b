/**
 * Part of `npm run test:resilience`: the server is killed (SIGKILL, as in a crash) while quiz
 * reports are asked for by e-mail; after a restart, every submission the visitor was told is on
 * its way is stored.
 */
import { emailQuizReport, finishQuiz } from '../../scripts/support/quiz-submission'
import { quizSubmissionsMarked, staffToken } from '../../scripts/support/staff-api'
import { e2ePort } from '../support/e2e-env'
import { killMidRun } from './kill-mid-run'

const quizPath = '/quizzes/gun-trust'
const marker = `quiz-crash-${Date.now()}`
const resultScreens = new Map<string, string>()

await killMidRun({
  name: 'quiz-crash',
  port: e2ePort + 12,
  env: { QUIZ_EMAIL_RATE_LIMIT: '10000', QUIZ_EMAIL_SITE_HOURLY_LIMIT: '10000' },
  total: 60,
  concurrency: 6,
  killAfterThanked: 20,
  submit: async (origin, number) => {
    // One walk through the quiz a server: every submission sends the same finished answers.
    const result =
      resultScreens.get(origin) ??
      (await finishQuiz(origin, quizPath, ['No', 'I have not decided', '3', 'Yes']).catch(
        () => null,
      ))
    if (result === null) return 'error'
    resultScreens.set(origin, result)
    return emailQuizReport(
      origin,
      quizPath,
      result,
      { name: 'Crash Test', email: `${marker}-${number}@example.com` },
      { timeoutMs: 10_000 },
    )
  },
  storedNumbers: async (origin) => {
    const { submissions } = await quizSubmissionsMarked(origin, await staffToken(origin), marker)
    return new Set(
      submissions.map((each) => Number(new RegExp(`${marker}-(\\d+)@`).exec(each.email)?.[1])),
    )
  },
})
