/**
 * `npm run load:quiz`: starts the production server on loopback (port 3301, its own database
 * under .tmp/load-quiz, the quiz e-mail rate limits raised to 1,000), takes the gun trust quiz
 * without JavaScript and asks for its report by e-mail 200 times, 20 at a time, and prints how
 * many were answered, stored and queued, and how many reports (with the office's notices) had
 * gone out to the local outbox shortly after, each once.
 */
import { outboxMessages } from '../tests/support/outbox'
import { describeLoad, runLoad } from './support/load-run'
import { emailQuizReport, finishQuiz } from './support/quiz-submission'
import { startServer, stopServer, waitFor } from './support/server-process'
import { quizSubmissionsMarked, staffToken } from './support/staff-api'

const port = Number(process.env.LOAD_PORT ?? 3301)
const origin = `http://127.0.0.1:${port}`
const quizPath = '/quizzes/gun-trust'
const total = 200
const concurrency = 20
const marker = `load-quiz-${Date.now()}`

// The database is kept between runs (each run counts only its own marked submissions): a new
// database under the same address would meet a build made against the last one, whose pages
// name that one's answer ids for the first minutes after the start.
const server = await startServer({
  port,
  command: ['node_modules/.bin/tsx', 'scripts/start.ts'],
  timeoutMs: 600_000,
  env: {
    DATABASE_URL: 'file:./.tmp/load-quiz/site.db',
    MEDIA_DIR: '.tmp/load-quiz/media',
    FILES_DIR: '.tmp/load-quiz/files',
    OUTBOX_DIR: '.tmp/load-quiz/outbox',
    NEXT_PUBLIC_SITE_URL: origin,
    QUIZ_EMAIL_RATE_LIMIT: '1000',
    QUIZ_EMAIL_SITE_HOURLY_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  },
})
try {
  const run = await runLoad(total, concurrency, async (number) => {
    const result = await finishQuiz(origin, quizPath, ['No', 'I have not decided', '3', 'Yes'])
    return emailQuizReport(origin, quizPath, result, {
      name: 'Load Tester',
      email: `${marker}-${number}@example.com`,
    })
  })

  const token = await staffToken(origin)
  const { submissions, jobs } = await quizSubmissionsMarked(origin, token, marker)
  let sent = 0
  const startedWaiting = performance.now()
  await waitFor(
    async () => {
      const latest = await quizSubmissionsMarked(origin, token, marker)
      sent = latest.submissions.filter((each) => each.reportSentAt && each.firmNotifiedAt).length
      return sent === latest.submissions.length
    },
    'every report to go out',
    300_000,
  ).catch(() => undefined)
  const waitedSeconds = (performance.now() - startedWaiting) / 1000
  // Each e-mail once: the outbox holds one report for each visitor and one notice for each.
  const outbox = outboxMessages('.tmp/load-quiz/outbox')
  const ofThisRun = outbox.filter((eml) => eml.includes(marker))
  const reports = ofThisRun.filter((eml) => eml.includes('Subject: Your report:')).length
  const notices = ofThisRun.filter((eml) => eml.includes('Subject: Quiz report sent:')).length

  process.stdout.write(
    describeLoad(run, concurrency) +
      `  stored:   ${submissions.length}\n` +
      `  e-mails queued: ${jobs.length}\n` +
      `  reports and notices sent ${waitedSeconds.toFixed(1)} s after the last answer: ${sent}\n` +
      `  in the outbox: ${reports} reports, ${notices} notices to the office\n`,
  )
  const isEach = (count: number) => count === total
  if (![submissions.length, jobs.length, sent, reports, notices].every(isEach)) {
    process.exitCode = 1
  }
} finally {
  await stopServer(server)
}
