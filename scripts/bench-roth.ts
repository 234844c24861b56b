/**
 * `npm run bench:roth`: times one full `analyzeRothConversion` (break-even years and strategies
 * included) on the quick-mode defaults, worked examples A–F (roth-model.md §6, §15) and the worst
 * input found, and one whole sensitivity grid, and prints the median and p95 milliseconds per call.
 */
import { analyzeRothConversion, rothInputSchema } from '../src/domain/roth/index'
import { presetScenarios, quickFormDefaults } from '../src/domain/roth/presets'
import { sensitivityGrid } from '../src/domain/roth/sensitivity-grid'
import {
  workedExampleA,
  workedExampleB,
  workedExampleC,
  workedExampleD,
  workedExampleE,
  workedExampleF,
} from '../src/domain/roth/worked-examples'

const warmUpCalls = 200
const timedCalls = 2_000

const analysisOf = (input: unknown) => () => analyzeRothConversion(input).scenarios.length
const quickDefaults = rothInputSchema.parse({ mode: 'quick', ...quickFormDefaults })
const moderate = presetScenarios[1]!

// The slowest valid input found: four life-expectancy heirs aged 0 under an accumulation trust
// (a horizon of 85 heir years), the parent 50 with Medicare, three custom scenarios, the longest
// wait; each scenario's break-even reruns every wait from 50 down to 0.
const worstInput = {
  ...workedExampleF,
  totalPreTaxAccounts: 100_000_000,
  totalRothAccounts: 100_000_000,
  numberOfChildren: 4,
  yearsUntilInheritance: 50,
  conversionYears: 10,
  taxPaidFrom: 'ira',
  beneficiary: 'accumulationTrust',
  parent: { filingStatus: 'married_filing_jointly', otherIncome: 0, age: 50 },
  children: Array.from({ length: 4 }, () => ({
    filingStatus: 'single',
    otherIncome: 0,
    stateTaxRatePercent: 4.4,
    beneficiaryType: 'disabled',
    age: 0,
  })),
  customScenarios: [10, 60, 90].map((conversionPercent) => ({
    label: `Convert ${conversionPercent}%`,
    conversionPercent,
  })),
}

const cases: { name: string; run: () => number; calls?: number }[] = [
  {
    name: 'quick-mode defaults (2,180,000 / 105,000 / 4 children)',
    run: analysisOf(quickDefaults),
  },
  ...Object.entries({
    A: workedExampleA,
    B: workedExampleB,
    C: workedExampleC,
    D: workedExampleD,
    E: workedExampleE,
    F: workedExampleF,
  }).map(([name, input]) => ({
    name: `worked example ${name}`,
    run: analysisOf(input),
    calls: 300,
  })),
  { name: 'worst input found', run: analysisOf(worstInput), calls: 100 },
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
