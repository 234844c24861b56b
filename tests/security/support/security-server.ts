import { spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'

import { afterAll, beforeAll } from 'vitest'

import { startServer, stopServer } from '../../../scripts/support/server-process'
import { securityEnvFor } from './security-env'

/**
 * Starts the e2e build on a freshly migrated and seeded database of its own under
 * .tmp/security/<name>, with no staff account, reached directly (no trusted proxy).
 */
export async function startSecurityServer(name: string, port: number) {
  const env = securityEnvFor(name, port)
  rmSync(env.directory, { recursive: true, force: true })
  mkdirSync(env.directory, { recursive: true })
  const prepared = spawnSync('npx', ['tsx', 'scripts/prepare-database.ts'], {
    env: { ...process.env, ...env.variables, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (prepared.status !== 0) throw new Error(`Preparing the ${name} database failed`)
  // A start can take long while a build or another suite keeps both cores busy.
  return startServer({ port, env: env.variables, logFile: env.logFile, timeoutMs: 180_000 })
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
