import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import {
  chmod,
  mkdir,
  mkdtemp,
  open,
  readdir,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises'
import path from 'node:path'

import { sqliteFilePath } from '@/config/env'
import { backupDirProblem } from '@/domain/backup/backup-location'
import {
  backupFolderNames,
  databaseFileInArchive,
  type BackupFolder,
  type BackupManifest,
} from '@/domain/backup/backup-manifest'
import {
  abandonedLeftovers,
  backupFileName,
  backupsToDelete,
  partialBackupFileName,
  stagingFolderPrefix,
} from '@/domain/backup/backup-name'

import { writeArchive, type ArchivedFolder } from './archive'
import { BackupError } from './backup-error'
import type { BackupSettings, FolderLocation } from './backup-settings'
import type { DatabaseState } from './database-state'
import { dumpPostgresDatabase } from './postgres-database'
import { copySqliteDatabase } from './sqlite-database'

/** What a backup wrote: the file, its size, what it holds, and the older backups it deleted. */
export type BackupResult = {
  file: string
  bytes: number
  manifest: BackupManifest
  deleted: string[]
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).length
}

/** What the manifest says of a file folder: how many files the archive holds, or where they are. */
async function folderEntry(location: FolderLocation): Promise<BackupFolder> {
  if (location.kind === 's3') return { included: false, note: location.note }
  return {
    included: true,
    fileCount: existsSync(location.dir) ? await countFiles(location.dir) : 0,
  }
}

function copyDatabase(settings: BackupSettings, destination: string): Promise<DatabaseState> {
  if (settings.databaseKind === 'postgres') {
    return dumpPostgresDatabase(settings.databaseUrl, destination)
  }
  return Promise.resolve(copySqliteDatabase(sqliteFilePath(settings.databaseUrl), destination))
}

/**
 * Deletes the backups in `backupDir` beyond the newest `keep`, and what backups cut short a day
 * or more before `now` left; returns the names of the backups deleted.
 */
async function rotate(backupDir: string, keep: number, now: Date): Promise<string[]> {
  const names = await readdir(backupDir)
  const entries = await Promise.all(
    names.map(async (name) => ({
      name,
      modifiedAt: (await stat(path.join(backupDir, name))).mtime,
    })),
  )
  const leftovers = abandonedLeftovers(entries, now)
  const doomed = backupsToDelete(names, keep)
  await Promise.all([
    ...leftovers.map((name) => rm(path.join(backupDir, name), { recursive: true, force: true })),
    ...doomed.map((name) => unlink(path.join(backupDir, name))),
  ])
  return doomed
}

/**
 * Writes one backup of the site to `settings.backupDir`: a .tar.gz named for `now`, readable by
 * its owner alone, holding manifest.json, a consistent copy of the database taken while the site
 * runs, and the local file folders. It is written under a temporary name and renamed when
 * complete, so a backup cut short is never one. Then deletes the backups beyond the newest
 * `settings.keep`.
 */
export async function createBackup(
  settings: BackupSettings,
  now = new Date(),
): Promise<BackupResult> {
  const backupDir = path.resolve(settings.backupDir)
  const localFolders = backupFolderNames.flatMap((name) => {
    const location = settings.folders[name]
    return location.kind === 'local'
      ? [{ name, variable: location.variable, dir: path.resolve(location.dir) }]
      : []
  })
  const problem = backupDirProblem(backupDir, localFolders)
  if (problem) throw new BackupError(problem)

  await mkdir(backupDir, { recursive: true, mode: 0o700 })
  const name = backupFileName(now)
  const file = path.join(backupDir, name)
  if (existsSync(file)) {
    throw new BackupError(`${file} exists already (a backup this second); try again in a moment.`)
  }
  const partial = path.join(backupDir, partialBackupFileName(name, randomBytes(4).toString('hex')))
  const stagingDir = await mkdtemp(path.join(backupDir, stagingFolderPrefix))
  try {
    const databaseFile = databaseFileInArchive(settings.databaseKind)
    await mkdir(path.join(stagingDir, path.dirname(databaseFile)))
    const database = await copyDatabase(settings, path.join(stagingDir, databaseFile))

    const archived: ArchivedFolder[] = backupFolderNames.flatMap((folderName) => {
      const location = settings.folders[folderName]
      return location.kind === 'local' && existsSync(location.dir)
        ? [{ dir: location.dir, as: folderName }]
        : []
    })
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: {
        kind: settings.databaseKind,
        latestMigration: database.latestMigration,
        tableRowCounts: database.tableRowCounts,
      },
      folders: {
        media: await folderEntry(settings.folders.media),
        files: await folderEntry(settings.folders.files),
      },
    }
    await writeFile(
      path.join(stagingDir, 'manifest.json'),
      `${JSON.stringify(manifest, null, 2)}\n`,
    )

    await writeArchive(partial, {
      stagingDir,
      entries: ['manifest.json', path.dirname(databaseFile)],
      folders: archived,
    })
    const handle = await open(partial, 'r')
    let bytes: number
    try {
      await handle.sync()
      bytes = (await handle.stat()).size
    } finally {
      await handle.close()
    }
    await chmod(partial, 0o600)
    await rename(partial, file)
    return { file, bytes, manifest, deleted: await rotate(backupDir, settings.keep, now) }
  } finally {
    await rm(stagingDir, { recursive: true, force: true })
    await rm(partial, { force: true })
  }
}
