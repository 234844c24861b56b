import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

/**
 * Gives the integration run a database of its own: a new SQLite file under .tmp/, or, when
 * TEST_DATABASE_URL names a Postgres server, a new database on it that is dropped afterwards.
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex')
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const directory = path.resolve('.tmp', `int-${runId}`)
    mkdirSync(directory, { recursive: true })
    project.provide('databaseUrl', `file:${path.join(directory, 'test.db')}`)
    return () => rmSync(directory, { recursive: true, force: true })
  }
  const databaseName = `site_int_${runId}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${databaseName}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${databaseName}`
  project.provide('databaseUrl', url.toString())
  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl })
    await cleanup.connect()
    await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
    await cleanup.end()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
