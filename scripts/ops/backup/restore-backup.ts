import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sqliteFilePath } from '@/config/env'
import {
  backupFolderNames,
  databaseFileInArchive,
  isEmptyDatabase,
  parseBackupManifest,
  restoreKindProblem,
  type BackupFolderName,
  type BackupManifest,
} from '@/domain/backup/backup-manifest'

import { extractArchivedFolder, readArchivedText } from './archive'
import { BackupError } from './backup-error'
import type { BackupSettings } from './backup-settings'
import type { DatabaseState } from './database-state'
import { inspectPostgresTarget, restorePostgresDatabase } from './postgres-database'
import { inspectSqliteTarget, restoreSqliteDatabase } from './sqlite-database'

/** What a restore did: the backup's manifest, the folders it put back, and what to know. */
export type RestoreResult = {
  manifest: BackupManifest
  restoredFolders: Array<{ name: BackupFolderName; dir: string }>
  notes: string[]
}

/** The backup's manifest, once the archive `file` is checked to be a backup for `settings`. */
async function checkedManifest(file: string, settings: BackupSettings): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`)
  const text = await readArchivedText(file, 'manifest.json')
  if (text === null) throw new BackupError(`${file} is not a site backup: it has no manifest.json.`)
  const parsed = parseBackupManifest(text)
  if (!parsed.ok) throw new BackupError(`${file} cannot be restored. ${parsed.problem}`)
  const kindProblem = restoreKindProblem(parsed.manifest, settings.databaseKind)
  if (kindProblem) throw new BackupError(kindProblem)
  return parsed.manifest
}

function inspectTarget(settings: BackupSettings): Promise<DatabaseState> {
  if (settings.databaseKind === 'postgres') return inspectPostgresTarget(settings.databaseUrl)
  return Promise.resolve(inspectSqliteTarget(sqliteFilePath(settings.databaseUrl)))
}

/** The database named in messages: the SQLite file, or the PostgreSQL database without password. */
function targetName(settings: BackupSettings): string {
  if (settings.databaseKind === 'sqlite') return sqliteFilePath(settings.databaseUrl)
  const url = new URL(settings.databaseUrl)
  return `${url.pathname.slice(1)} on ${url.hostname}`
}

function rowSummary(tableRowCounts: Record<string, number>): string {
  // Content tables before Payload's own (`_…_v` versions, `payload_…`), as examples.
  const isContent = (table: string) => !table.startsWith('_') && !table.startsWith('payload_')
  const filled = Object.entries(tableRowCounts)
    .filter(([, count]) => count > 0)
    .toSorted(([a], [b]) => Number(isContent(b)) - Number(isContent(a)))
  const rows = filled.reduce((sum, [, count]) => sum + count, 0)
  const examples = filled.slice(0, 3).map(([table, count]) => `${table}: ${count}`)
  return `${rows} rows in ${filled.length} tables (${examples.join(', ')}${filled.length > 3 ? ', …' : ''})`
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0
}

/** The tables whose row counts in `restored` differ from what the backup recorded. */
function countMismatches(manifest: BackupManifest, restored: DatabaseState): string[] {
  return Object.entries(manifest.database.tableRowCounts)
    .filter(([table, count]) => restored.tableRowCounts[table] !== count)
    .map(
      ([table, count]) =>
        `${table}: ${restored.tableRowCounts[table] ?? 'no table'}, backup ${count}`,
    )
}

/**
 * Restores the backup `archiveFile` into the configured database and file folders. Refuses,
 * before changing anything, a backup of another kind of database, and a database or folder that
 * is not empty unless `force` (then what they hold is replaced). The database is written in one
 * transaction; each folder is unpacked beside its place and moved in once the database is back.
 * The restored database's row counts are checked against the backup's manifest.
 */
export async function restoreBackup(
  archiveFile: string,
  settings: BackupSettings,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  const file = path.resolve(archiveFile)
  const manifest = await checkedManifest(file, settings)
  const target = await inspectTarget(settings)

  const refusals: string[] = []
  if (!isEmptyDatabase(target.tableRowCounts)) {
    refusals.push(
      `The database ${targetName(settings)} (DATABASE_URL) is not empty: ${rowSummary(target.tableRowCounts)}.`,
    )
  }
  const notes: string[] = []
  const folderTargets: Array<{ name: BackupFolderName; dir: string }> = []
  for (const name of backupFolderNames) {
    const archived = manifest.folders[name]
    const location = settings.folders[name]
    if (!archived.included) {
      notes.push(`${name}: ${archived.note}`)
    } else if (location.kind === 's3') {
      notes.push(
        `${name}: the backup holds these files, but S3_BUCKET is set: they were not put into the bucket.`,
      )
    } else {
      const dir = path.resolve(location.dir)
      if (!(await isEmptyFolder(dir))) {
        refusals.push(`${location.variable} (${dir}) is not empty.`)
      }
      folderTargets.push({ name, dir })
    }
  }
  if (refusals.length > 0 && !force) {
    throw new BackupError(
      [
        'Nothing was restored.',
        ...refusals,
        'Restore into an empty database and empty folders, or add --force to replace what they hold with the backup.',
      ].join('\n'),
    )
  }

  const stagingDir = await mkdtemp(path.join(tmpdir(), 'site-restore-'))
  const stagedFolders: Array<{ name: BackupFolderName; dir: string; staged: string }> = []
  try {
    await extractArchivedFolder(file, 'database', stagingDir)
    const databaseCopy = path.join(
      stagingDir,
      path.basename(databaseFileInArchive(manifest.database.kind)),
    )
    if (!existsSync(databaseCopy)) {
      throw new BackupError(`${file} is damaged: it has no copy of the database.`)
    }
    for (const folder of folderTargets) {
      await mkdir(path.dirname(folder.dir), { recursive: true })
      const staged = await mkdtemp(`${folder.dir}.restoring-`)
      stagedFolders.push({ ...folder, staged })
      await chmod(staged, 0o755)
      const warnings = await extractArchivedFolder(file, folder.name, staged)
      notes.push(...warnings)
    }

    if (settings.databaseKind === 'postgres') {
      await restorePostgresDatabase(databaseCopy, settings.databaseUrl, {
        clean: Object.keys(target.tableRowCounts).length > 0,
      })
    } else {
      const databaseFile = sqliteFilePath(settings.databaseUrl)
      await mkdir(path.dirname(databaseFile), { recursive: true })
      await restoreSqliteDatabase(databaseCopy, databaseFile)
    }

    for (const { dir, staged } of stagedFolders) {
      const replaced = `${dir}.replaced-${randomBytes(4).toString('hex')}`
      const hadFolder = existsSync(dir)
      if (hadFolder) await rename(dir, replaced)
      await rename(staged, dir)
      if (hadFolder) await rm(replaced, { recursive: true, force: true })
    }
  } finally {
    await rm(stagingDir, { recursive: true, force: true })
    await Promise.all(
      stagedFolders.map(({ staged }) => rm(staged, { recursive: true, force: true })),
    )
  }

  const mismatches = countMismatches(manifest, await inspectTarget(settings))
  if (mismatches.length > 0) {
    throw new BackupError(
      `The restored database does not hold what the backup recorded:\n${mismatches.join('\n')}`,
    )
  }
  return { manifest, restoredFolders: folderTargets, notes }
}
