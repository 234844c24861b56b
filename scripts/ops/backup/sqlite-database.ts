import { existsSync } from 'node:fs'
import { backup, DatabaseSync } from 'node:sqlite'

import { BackupError } from './backup-error'
import type { DatabaseState } from './database-state'

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Every table's row count and the newest migration applied, read in one transaction of `db`. */
function stateOf(db: DatabaseSync): DatabaseState {
  db.exec('BEGIN')
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all()
      .map((row) => String(row.name))
    const tableRowCounts = Object.fromEntries(
      tables
        .toSorted()
        .map((table) => [
          table,
          Number(db.prepare(`SELECT count(*) AS n FROM ${quoted(table)}`).get()?.n),
        ]),
    )
    const latest = tables.includes('payload_migrations')
      ? db
          .prepare(
            "SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name DESC LIMIT 1",
          )
          .get()
      : undefined
    return { tableRowCounts, latestMigration: latest ? String(latest.name) : null }
  } finally {
    db.exec('COMMIT')
  }
}

/**
 * Copies the SQLite database `databaseFile` to `destination` while the site may be writing to
 * it: `VACUUM INTO` reads one consistent state of the database (WAL included) and writes it
 * compacted. Returns what the copy holds.
 */
export function copySqliteDatabase(databaseFile: string, destination: string): DatabaseState {
  if (!existsSync(databaseFile)) {
    throw new BackupError(`There is no SQLite database at ${databaseFile} (DATABASE_URL).`)
  }
  const source = new DatabaseSync(databaseFile, { readOnly: true, timeout: 5_000 })
  try {
    source.prepare('VACUUM INTO ?').run(destination)
  } finally {
    source.close()
  }
  const copy = new DatabaseSync(destination, { readOnly: true })
  try {
    return stateOf(copy)
  } finally {
    copy.close()
  }
}

/**
 * What the SQLite database `databaseFile` holds (nothing when there is no such file). Checks
 * first that no other program has it open: closing the last connection to a WAL database
 * removes its -wal file, so one still there after this connection closed belongs to another
 * (the site).
 */
export function inspectSqliteTarget(databaseFile: string): DatabaseState {
  if (!existsSync(databaseFile)) return { tableRowCounts: {}, latestMigration: null }
  const db = new DatabaseSync(databaseFile, { timeout: 5_000 })
  let state: DatabaseState
  try {
    state = stateOf(db)
  } finally {
    db.close()
  }
  if (existsSync(`${databaseFile}-wal`)) {
    throw new BackupError(
      `Another program has ${databaseFile} open (its -wal file stays): stop the site, and anything else using that file, before restoring.`,
    )
  }
  return state
}

/**
 * Writes the database copy `copyFile` over the SQLite database `databaseFile` (made if absent),
 * through SQLite's online backup API: one transaction, so the target is the old database or
 * the new one, never half of each.
 */
export async function restoreSqliteDatabase(copyFile: string, databaseFile: string) {
  const copy = new DatabaseSync(copyFile, { readOnly: true })
  try {
    // One step for the whole file (the API takes pages a step; SQLite's "all" is refused here).
    await backup(copy, databaseFile, { rate: 2_147_483_647 })
  } finally {
    copy.close()
  }
}
