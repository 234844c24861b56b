/**
 * Starting and stopping the production server from scripts and resilience tests: each server runs
 * in a process group of its own, so stopping it also stops what it started.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { openSync } from 'node:fs'

/** Polls `check` every `intervalMs` until it answers true; throws after `timeoutMs`. */
export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
  intervalMs = 250,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

/** Waits until `check` holds, polling every 25 ms; the milliseconds it took. */
export async function millisecondsUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs: number,
) {
  const startedAt = performance.now()
  await waitFor(check, what, timeoutMs, 25)
  return Math.round(performance.now() - startedAt)
}

/** Waits until the server at `origin` reports itself healthy (answers `readyPath` with a 2xx). */
export async function waitForHealthy(
  origin: string,
  timeoutMs = 60_000,
  readyPath = '/api/health',
) {
  await waitFor(
    async () => (await fetch(`${origin}${readyPath}`, { signal: AbortSignal.timeout(2_000) })).ok,
    `${origin} to answer`,
    timeoutMs,
  )
}

/** Serves the built app through the site's own front door (src/server.ts) on PORT. */
export const productionServerCommand = ['node_modules/.bin/tsx', 'src/server.ts']

/**
 * Starts `command` (by default the built app, `productionServerCommand`) on `port` with `env`
 * added to this process's environment, and waits until it is healthy (`readyPath` answers);
 * throws when something already answers on `port`. Its log goes to `logFile`
 * when given; otherwise only what it writes to stderr is shown.
 */
export async function startServer({
  port,
  env,
  command = productionServerCommand,
  timeoutMs = 60_000,
  logFile,
  readyPath = '/api/health',
}: {
  port: number
  env: Record<string, string | undefined>
  command?: string[]
  timeoutMs?: number
  logFile?: string
  /** A path that answers 2xx once the server is ready (a bare Next app has no health check). */
  readyPath?: string
}): Promise<ChildProcess> {
  // A server left from an earlier run would answer the health check below for this one, and the
  // caller would test a server with another database (seen after a killed security run).
  const isTaken = await fetch(`http://localhost:${port}${readyPath}`, {
    signal: AbortSignal.timeout(2_000),
  }).then(
    () => true,
    () => false,
  )
  if (isTaken) throw new Error(`Port ${port} already answers: stop the server there first`)
  const [executable = '', ...args] = command
  const log = logFile ? openSync(logFile, 'a') : null
  const server = spawn(executable, args, {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: log === null ? ['ignore', 'ignore', 'inherit'] : ['ignore', log, log],
    detached: true,
  })
  await waitForHealthy(`http://localhost:${port}`, timeoutMs, readyPath)
  return server
}

function exited(server: ChildProcess, timeoutMs: number) {
  return new Promise<boolean>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve(true)
    const timer = setTimeout(() => resolve(false), timeoutMs)
    server.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/**
 * Stops the server's process group: gracefully (SIGTERM, then SIGKILL if it hangs), or at once
 * with `{ kill: true }`, as a crash or a power cut would.
 */
export async function stopServer(server: ChildProcess, { kill = false } = {}) {
  if (!server.pid) return
  process.kill(-server.pid, kill ? 'SIGKILL' : 'SIGTERM')
  if (!(await exited(server, 15_000))) process.kill(-server.pid, 'SIGKILL')
  if (!(await exited(server, 15_000))) throw new Error('The server process did not end.')
}
