/**
 * The load scripts' common part: `total` submissions, `concurrency` at a time, with each one's
 * outcome and time, and a report of both in one line each.
 */
import type { SubmissionOutcome } from './contact-submission'

export type LoadRun = {
  outcomes: SubmissionOutcome[]
  latenciesMs: number[]
  elapsedSeconds: number
}

/** Runs `submit(1)` … `submit(total)`, `concurrency` at a time. */
export async function runLoad(
  total: number,
  concurrency: number,
  submit: (number: number) => Promise<SubmissionOutcome>,
): Promise<LoadRun> {
  const outcomes: SubmissionOutcome[] = []
  const latenciesMs: number[] = []
  let next = 0
  const startedAt = performance.now()
  async function worker() {
    while (next < total) {
      const number = (next += 1)
      const sentAt = performance.now()
      outcomes.push(await submit(number))
      latenciesMs.push(performance.now() - sentAt)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  latenciesMs.sort((a, b) => a - b)
  return { outcomes, latenciesMs, elapsedSeconds: (performance.now() - startedAt) / 1000 }
}

/** "200 submissions, 20 at a time, in 9.1 s (p50 …, p99 …)" and the count of each outcome. */
export function describeLoad(run: LoadRun, concurrency: number): string {
  const { outcomes, latenciesMs } = run
  const percentile = (share: number) =>
    latenciesMs[Math.min(latenciesMs.length - 1, Math.floor(share * latenciesMs.length))] ?? 0
  const count = (outcome: SubmissionOutcome) => outcomes.filter((o) => o === outcome).length
  return (
    `${outcomes.length} submissions, ${concurrency} at a time, in ${run.elapsedSeconds.toFixed(1)} s ` +
    `(p50 ${percentile(0.5).toFixed(0)} ms, p99 ${percentile(0.99).toFixed(0)} ms)\n` +
    `  answered: ${count('sent')} thanked, ${count('limited')} limited, ${count('invalid')} invalid, ` +
    `${count('failed')} failed, ${count('error')} errors\n`
  )
}
