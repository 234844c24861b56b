/**
 * `npm test`: every check, stage by stage, stopping after the first stage in which a check fails,
 * then how long each took, so a slow step is seen in every run (CI's included) rather than guessed
 * at. A stage's lanes run side by side (each lane's steps in order): only checks that share no
 * port, database or build output, so that the machine's two cores are both at work.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/** A lane: steps run one after another. A stage: lanes run side by side. */
type Stage = string[][]

const stages: Stage[] = [
  [['format:check'], ['lint'], ['typecheck']],
  // check:generated rewrites src/payload-types.ts, which the type checks read: a stage of its own.
  [['check:generated']],
  [['test:unit'], ['test:component'], ['test:int']],
  [['build:e2e']],
  [['test:http']],
  [['test:e2e:visitors']],
  // The admin's browser tests use the e2e server (port 3100); the security suite starts servers of
  // its own (3200–3240) on databases of their own, as the content fuzzer does (3600).
  [['test:e2e:admin'], ['test:security', 'fuzz:content -- --posts 51 --seed 1']],
  [['fuzz -- --requests 1000 --seed 1', 'fuzz -- --target search --requests 10000 --seed 1']],
  // The restart and resilience checks use the e2e server's port and database; the dev check its own.
  [['test:restart', 'test:resilience'], ['test:dev']],
]

const timings: Array<{ step: string; seconds: number }> = []

function printTimings(wallSeconds: number) {
  const width = Math.max(...timings.map(({ step }) => step.length), 'wall clock'.length)
  const lines = [...timings, { step: 'wall clock', seconds: wallSeconds }].map(
    ({ step, seconds }) => `${step.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`,
  )
  process.stdout.write(`\nnpm test, seconds per step:\n${lines.join('\n')}\n`)
}

/** Runs `npm run step`; with `prefix`, each line it prints is labelled (lanes side by side). */
function runStep(step: string, prefix: string | null): Promise<number> {
  const child = spawn(`npm run ${step}`, {
    shell: true,
    stdio: prefix === null ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  })
  if (prefix !== null) {
    for (const [source, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      if (source) {
        createInterface({ input: source }).on('line', (line) => sink.write(`${prefix}${line}\n`))
      }
    }
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

/** Runs a lane's steps in order; the first failing step's name, or null. */
async function runLane(lane: string[], labelled: boolean): Promise<string | null> {
  for (const step of lane) {
    const started = performance.now()
    const code = await runStep(step, labelled ? `[${step.split(' ')[0]}] ` : null)
    timings.push({ step, seconds: (performance.now() - started) / 1000 })
    if (code !== 0) return `npm run ${step} failed (exit code ${code}).`
  }
  return null
}

const started = performance.now()
for (const stage of stages) {
  const failures = (await Promise.all(stage.map((lane) => runLane(lane, stage.length > 1)))).filter(
    (failure) => failure !== null,
  )
  if (failures.length > 0) {
    printTimings((performance.now() - started) / 1000)
    process.stderr.write(`\n${failures.join('\n')}\n`)
    process.exit(1)
  }
}
printTimings((performance.now() - started) / 1000)
