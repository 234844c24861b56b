/**
 * The HTTP project's one production server (after `npm run build:e2e`), started once for all its
 * files: the e2e build at the site's own address, on a copy of the e2e database, so what these
 * checks record (missed pages, search counts) never reaches the database the browser suites read.
 */
import type { ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'

import { startServer, stopServer } from '../../../scripts/support/server-process'
import { e2eEnv, e2ePort } from '../../support/e2e-env'

const directory = '.tmp/http'
const e2eDatabase = '.tmp/e2e/site.db'

let server: ChildProcess | undefined

export async function setup() {
  if (!existsSync(e2eDatabase)) throw new Error('No e2e build yet: run `npm run build:e2e` first')
  rmSync(directory, { recursive: true, force: true })
  mkdirSync(directory, { recursive: true })
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(`${e2eDatabase}${suffix}`))
      cpSync(`${e2eDatabase}${suffix}`, `${directory}/site.db${suffix}`)
  }
  server = await startServer({
    port: e2ePort,
    env: {
      ...e2eEnv,
      DATABASE_URL: `file:./${directory}/site.db`,
      FILES_DIR: `${directory}/files`,
      OUTBOX_DIR: `${directory}/outbox`,
    },
    logFile: `${directory}/server.log`,
    // A start can take long while another suite or a build keeps both cores busy.
    timeoutMs: 180_000,
  })
}

export async function teardown() {
  if (server) await stopServer(server)
}
