/**
 * `npx tsx scripts/bench-roth.ts`: times `analyzeRothConversion` on the quick-mode defaults and on
 * worked example B (roth-model.md §6), and one whole sensitivity grid, and prints the median and
 * p95 milliseconds per call.
 */
import { analyzeRothConversion, rothInputSchema } from '../src/domain/roth/index'
import { presetScenarios, quickFormDefaults } from '../src/domain/roth/presets'
import { sensitivityGrid } from '../src/domain/roth/sensitivity-grid'
import { workedExampleB } from '../src/domain/roth/worked-examples'

const warmUpCalls = 200
const timedCalls = 2_000

const analysisOf = (input: unknown) => () => analyzeRothConversion(input).scenarios.length
const quickDefaults = rothInputSchema.parse({ mode: 'quick', ...quickFormDefaults })
const moderate = presetScenarios[1]!

const cases: { name: string; run: () => number; calls?: number }[] = [
  {
    name: 'quick-mode defaults (2,180,000 / 105,000 / 4 children)',
    run: analysisOf(quickDefaults),
  },
  {
    name: 'worked example B (detailed, brackets, 21 years)',
    run: analysisOf(workedExampleB),
  },
  {
    name: 'sensitivity grid of the moderate preset on the quick defaults (7 × 7 cells)',
    run: () => sensitivityGrid(quickDefaults, moderate).rows.length,
    calls: 200,
  },
]

function percentile(sortedMs: ReadonlyArray<number>, fraction: number) {
  const index = Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1)
  return sortedMs[Math.max(0, index)] ?? Number.NaN
}

let checksum = 0
for (const { name, run, calls = timedCalls } of cases) {
  for (let call = 0; call < Math.min(warmUpCalls, calls); call += 1) {
    checksum += run()
  }
  const durationsMs: number[] = []
  for (let call = 0; call < calls; call += 1) {
    const startMs = performance.now()
    checksum += run()
    durationsMs.push(performance.now() - startMs)
  }
  durationsMs.sort((a, b) => a - b)
  process.stdout.write(
    `${name}: ${calls} calls, median ${percentile(durationsMs, 0.5).toFixed(3)} ms, ` +
      `p95 ${percentile(durationsMs, 0.95).toFixed(3)} ms per call\n`,
  )
}
// Using the results keeps the calls from being optimised away.
if (checksum === 0) process.exitCode = 1
