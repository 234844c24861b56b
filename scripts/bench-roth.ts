/**
 * `npm run bench:roth`: times one full `analyzeRothConversion` (break-even years, strategies and
 * the sensitivity grid included) on the quick-mode defaults, worked examples A–H (roth-model.md
 * §6, §15, §24) and the worst input found, and prints the median and p95 milliseconds per call.
 */
import { analyzeRothConversion, rothInputSchema } from '../src/domain/roth/index'
import { quickFormDefaults } from '../src/domain/roth/presets'
import {
  workedExampleA,
  workedExampleB,
  workedExampleC,
  workedExampleD,
  workedExampleE,
  workedExampleF,
  workedExampleG,
  workedExampleH,
} from '../src/domain/roth/worked-examples'

const warmUpCalls = 200
const timedCalls = 2_000

const analysisOf = (input: unknown) => () => analyzeRothConversion(input).scenarios.length
const quickDefaults = rothInputSchema.parse({ mode: 'quick', ...quickFormDefaults })

// The slowest of 300 random valid inputs with long-lived heirs (seeded search, 2026-11-27): four
// life-expectancy heirs aged 0–2 (a horizon of 84 heir years), Medicare on, three custom
// scenarios and 110 strategies; each scenario's break-even reruns every wait from 50 down to 0.
const worstInput = {
  mode: 'detailed',
  totalPreTaxAccounts: 10_000_000,
  totalRothAccounts: 100_000_000,
  numberOfChildren: 4,
  yearsUntilInheritance: 32,
  annualReturnPercent: 15,
  taxPaidFrom: 'ira',
  conversionYears: 10,
  taxModel: 'brackets',
  taxableReturnDragPercent: 83,
  includeMedicare: true,
  beneficiary: 'direct',
  parent: { filingStatus: 'single', otherIncome: 107_094, age: 58 },
  children: [
    [26_431, 'chronicallyIll', 1],
    [140_599, 'chronicallyIll', 2],
    [99_194, 'disabled', 0],
    [273_911, 'disabled', 0],
  ].map(([otherIncome, beneficiaryType, age]) => ({
    filingStatus: 'single',
    otherIncome,
    stateTaxRatePercent: 4.4,
    beneficiaryType,
    age,
  })),
  customScenarios: [63, 34, 4].map((conversionPercent) => ({
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
  ...Object.entries({ G: workedExampleG, H: workedExampleH }).map(([name, input]) => ({
    name: `worked example ${name}`,
    run: analysisOf(input),
    calls: 100,
  })),
  { name: 'worst input found', run: analysisOf(worstInput), calls: 100 },
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
