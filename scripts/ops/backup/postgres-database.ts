import { spawn } from 'node:child_process'

import pg from 'pg'

import { childProcessEnv } from '@/config/env'

import { BackupError } from './backup-error'
import type { DatabaseState } from './database-state'

/**
 * How the PostgreSQL tools reach `databaseUrl`: the address without its password, which goes in
 * PGPASSWORD instead, so that no other user of the machine reads it in the process list.
 */
function toolConnection(databaseUrl: string) {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return {
    dbname: url.toString(),
    env: childProcessEnv(password ? { PGPASSWORD: password } : {}),
  }
}

/** Runs the PostgreSQL client tool `tool` with `args`; an error says what went wrong, plainly. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4_000)
    })
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client), of the server's major version or newer.`,
            )
          : error,
      )
    })
    child.on('close', (code) => {
      if (code === 0) resolve()
      else reject(new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`))
    })
  })
}

/** Every table's row count in the current schema, and the newest migration applied. */
async function stateOf(client: pg.Client): Promise<DatabaseState> {
  const { rows: tables } = await client.query<{ name: string }>(
    'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
  )
  const tableRowCounts: Record<string, number> = {}
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${client.escapeIdentifier(name)}`,
    )
    tableRowCounts[name] = Number(rows[0]?.n)
  }
  const latest = tables.some(({ name }) => name === 'payload_migrations')
    ? await client.query<{ name: string }>(
        "SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name DESC LIMIT 1",
      )
    : undefined
  return { tableRowCounts, latestMigration: latest?.rows[0]?.name ?? null }
}

async function connect(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
  } catch (error) {
    throw new BackupError(`Cannot connect to the PostgreSQL database (DATABASE_URL): ${error}`, {
      cause: error,
    })
  }
  return client
}

/**
 * Dumps the PostgreSQL database `databaseUrl` to `destination` in pg_dump's custom format while
 * the site may be writing to it. The row counts are read in the very snapshot pg_dump copies
 * (exported from a repeatable-read transaction), so they describe the dump exactly.
 */
export async function dumpPostgresDatabase(
  databaseUrl: string,
  destination: string,
): Promise<DatabaseState> {
  const client = await connect(databaseUrl)
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
    const state = await stateOf(client)
    const { dbname, env } = toolConnection(databaseUrl)
    await runTool(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${rows[0]?.id}`,
        `--file=${destination}`,
        `--dbname=${dbname}`,
      ],
      env,
    )
    await client.query('COMMIT')
    return state
  } finally {
    await client.end()
  }
}

/** What the PostgreSQL database `databaseUrl` holds. */
export async function inspectPostgresTarget(databaseUrl: string): Promise<DatabaseState> {
  const client = await connect(databaseUrl)
  try {
    return await stateOf(client)
  } finally {
    await client.end()
  }
}

/**
 * Restores the dump `dumpFile` into the PostgreSQL database `databaseUrl` in one transaction (a
 * failure leaves the database as it was), without the source's owners and grants. With
 * `clean`, the dump's objects that exist already are dropped first.
 */
export async function restorePostgresDatabase(
  dumpFile: string,
  databaseUrl: string,
  { clean }: { clean: boolean },
) {
  const { dbname, env } = toolConnection(databaseUrl)
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      ...(clean ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      dumpFile,
    ],
    env,
  )
}
