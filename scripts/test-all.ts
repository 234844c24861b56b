/**
 * `npm test`: every check, in order, stopping at the first that fails, then how long each took,
 * so a slow step is seen in every run (CI's included) rather than guessed at.
 */
import { spawnSync } from 'node:child_process'

const steps = [
  'format:check',
  'lint',
  'typecheck',
  'test:unit',
  'test:component',
  'test:int',
  'check:generated',
  'build:e2e',
  'test:http',
  'test:e2e',
  'test:security',
  'fuzz -- --requests 1000 --seed 1',
  'fuzz -- --target search --requests 10000 --seed 1',
  'fuzz:content -- --posts 51 --seed 1',
  'test:restart',
  'test:dev',
  'test:resilience',
]

const timings: Array<{ step: string; seconds: number }> = []

function printTimings() {
  const total = timings.reduce((sum, { seconds }) => sum + seconds, 0)
  const width = Math.max(...steps.map((step) => step.length))
  const lines = [...timings, { step: 'total', seconds: total }].map(
    ({ step, seconds }) => `${step.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`,
  )
  process.stdout.write(`\nnpm test, seconds per step:\n${lines.join('\n')}\n`)
}

for (const step of steps) {
  const started = performance.now()
  const result = spawnSync(`npm run ${step}`, { stdio: 'inherit', shell: true })
  timings.push({ step, seconds: (performance.now() - started) / 1000 })
  if (result.status !== 0) {
    printTimings()
    process.stderr.write(
      `\nnpm run ${step} failed (exit code ${result.status ?? result.signal}).\n`,
    )
    process.exit(result.status ?? 1)
  }
}
printTimings()
