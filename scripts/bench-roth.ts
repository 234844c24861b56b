/**
 * `npx tsx scripts/bench-roth.ts`: times `analyzeRothConversion` on the quick-mode defaults and on
 * worked example B (roth-model.md §6), and prints the median and p95 milliseconds per call.
 */
import { analyzeRothConversion } from '../src/domain/roth/index'
import { workedExampleB } from '../src/domain/roth/worked-examples'

const warmUpCalls = 200
const timedCalls = 2_000

const cases: { name: string; input: unknown }[] = [
  {
    name: 'quick-mode defaults (2,180,000 / 105,000 / 4 children)',
    input: {
      mode: 'quick',
      totalPreTaxAccounts: 2_180_000,
      totalRothAccounts: 105_000,
      numberOfChildren: 4,
    },
  },
  {
    name: 'worked example B (detailed, brackets, 21 years)',
    input: workedExampleB,
  },
]

function percentile(sortedMs: ReadonlyArray<number>, fraction: number) {
  const index = Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1)
  return sortedMs[Math.max(0, index)] ?? Number.NaN
}

let checksum = 0
for (const { name, input } of cases) {
  for (let call = 0; call < warmUpCalls; call += 1) {
    checksum += analyzeRothConversion(input).scenarios.length
  }
  const durationsMs: number[] = []
  for (let call = 0; call < timedCalls; call += 1) {
    const startMs = performance.now()
    checksum += analyzeRothConversion(input).scenarios.length
    durationsMs.push(performance.now() - startMs)
  }
  durationsMs.sort((a, b) => a - b)
  process.stdout.write(
    `${name}: ${timedCalls} calls, median ${percentile(durationsMs, 0.5).toFixed(3)} ms, ` +
      `p95 ${percentile(durationsMs, 0.95).toFixed(3)} ms per call\n`,
  )
}
// Using the results keeps the calls from being optimised away.
if (checksum === 0) process.exitCode = 1
