import { spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'

import { afterAll, beforeAll } from 'vitest'

import { startServer, stopServer } from '../../../scripts/support/server-process'
import { securityEnvFor } from './security-env'

type ServerOptions = {
  /** Variables besides the suite's own (e.g. a lifted rate limit for a benchmark). */
  variables?: Record<string, string>
  /** A script (and its arguments) run with tsx on the prepared database before the start. */
  prepare?: string[]
}

function runScript(name: string, args: string[], variables: Record<string, string>) {
  const prepared = spawnSync('npx', ['tsx', ...args], {
    env: { ...process.env, ...variables, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (prepared.status !== 0) throw new Error(`${args[0]} failed for the ${name} database`)
}

/**
 * Starts the e2e build on a freshly migrated and seeded database of its own under
 * .tmp/security/<name>, with no staff account, reached directly (no trusted proxy).
 */
export async function startSecurityServer(name: string, port: number, options: ServerOptions = {}) {
  const env = securityEnvFor(name, port)
  const variables = { ...env.variables, ...options.variables }
  rmSync(env.directory, { recursive: true, force: true })
  mkdirSync(env.directory, { recursive: true })
  runScript(name, ['scripts/prepare-database.ts'], variables)
  if (options.prepare) runScript(name, options.prepare, variables)
  // A start can take long while a build or another suite keeps both cores busy.
  return startServer({ port, env: variables, logFile: env.logFile, timeoutMs: 180_000 })
}

/** Gives the test file a security server of its own, started before its tests, stopped after. */
export function useSecurityServer(name: string, port: number) {
  let server: ChildProcess | undefined
  beforeAll(async () => {
    server = await startSecurityServer(name, port)
  })
  afterAll(async () => {
    if (server) await stopServer(server)
  })
}
