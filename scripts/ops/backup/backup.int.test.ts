import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import pg from 'pg'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { childProcessEnv, env, isPostgres } from '@/config/env'
import { saveInquiry } from '@/data/inquiries'
import {
  backupFileName,
  partialBackupFileName,
  stagingFolderPrefix,
} from '@/domain/backup/backup-name'

import { rowsWhere, tableRowCounts } from '../../../tests/support/database-rows'
import { getTestPayload } from '../../../tests/support/payload'
import { readArchivedText } from './archive'
import type { BackupSettings, FolderLocation } from './backup-settings'
import { createBackup } from './create-backup'
import { restoreBackup } from './restore-backup'

// A folder with a space in its name, as an operator's may have.
const work = path.resolve('.tmp', `backup test ${randomBytes(4).toString('hex')}`)
const restoredDatabaseName = `site_restore_${randomBytes(4).toString('hex')}`

/** A database URL on the test's own server (PostgreSQL) or folder (SQLite) for the restore. */
function freshDatabaseUrl(): string {
  if (!isPostgres) return `file:${path.join(work, 'restored site.db')}`
  const url = new URL(env.DATABASE_URL)
  url.pathname = `/${restoredDatabaseName}`
  return url.toString()
}

async function onPostgresServer(sql: string) {
  const url = new URL(env.DATABASE_URL)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  await client.query(sql)
  await client.end()
}

const local = (variable: string, dir: string) => ({ kind: 'local' as const, variable, dir })

const source: BackupSettings = {
  databaseKind: isPostgres ? 'postgres' : 'sqlite',
  databaseUrl: env.DATABASE_URL,
  backupDir: path.join(work, 'back ups'),
  keep: 2,
  folders: {
    media: local('MEDIA_DIR', path.join(work, 'media')),
    files: local('FILES_DIR', path.join(work, 'files')),
  },
}

const target: BackupSettings = {
  ...source,
  databaseUrl: freshDatabaseUrl(),
  folders: {
    media: local('MEDIA_DIR', path.join(work, 'restored media')),
    files: local('FILES_DIR', path.join(work, 'restored files')),
  },
}

/** Runs the command `script` (scripts/ops/backup.ts, scripts/ops/restore.ts) as npm would, for `settings`. */
async function run(script: string, args: string[], settings: BackupSettings) {
  const folder = (location: FolderLocation) => (location.kind === 'local' ? location.dir : '')
  const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (resolve) => {
      execFile(
        path.resolve('node_modules/.bin/tsx'),
        [script, ...args],
        {
          env: childProcessEnv({
            DATABASE_URL: settings.databaseUrl,
            BACKUP_DIR: settings.backupDir,
            BACKUP_KEEP: String(settings.keep),
            MEDIA_DIR: folder(settings.folders.media),
            FILES_DIR: folder(settings.folders.files),
          }),
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      )
    },
  )
  return result
}

let payload: Payload
let inquiryIds: number[]

beforeAll(async () => {
  payload = await getTestPayload()
  inquiryIds = []
  for (const name of ['Ada Lovelace', 'Grace Hopper', 'Edsger Dijkstra']) {
    const stored = await saveInquiry({
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
      phone: '(303) 555-0199',
      replyBy: 'email',
      topic: 'estatePlanning',
      message: `Backup test: ${name} asks about a will.`,
      acknowledged: 'on',
    })
    if (!stored.ok) throw new Error('The inquiry was not stored.')
    inquiryIds.push(stored.id)
  }
  await mkdir(path.join(work, 'media', 'sub folder'), { recursive: true })
  await writeFile(path.join(work, 'media', 'office photo.jpg'), randomBytes(20_000))
  await writeFile(path.join(work, 'media', 'sub folder', 'fee schedule.pdf'), 'fee schedule')
  await mkdir(path.join(work, 'files', 'blog-pdfs'), { recursive: true })
  await writeFile(path.join(work, 'files', 'blog-pdfs', 'a-post.pdf'), '%PDF-1.7 a post')
  if (isPostgres) await onPostgresServer(`CREATE DATABASE ${restoredDatabaseName}`)
})

afterAll(async () => {
  if (isPostgres)
    await onPostgresServer(`DROP DATABASE IF EXISTS ${restoredDatabaseName} WITH (FORCE)`)
  await rm(work, { recursive: true, force: true })
})

describe('backup and restore', () => {
  let backupFile: string

  test('a backup restored into a fresh database holds every table and document, and the files', async () => {
    const backup = await run('scripts/ops/backup.ts', [], source)
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    backupFile = /^Wrote (.+)$/m.exec(backup.stdout)?.[1] ?? ''
    expect(path.basename(backupFile)).toMatch(/^site-backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/)
    expect(path.dirname(backupFile)).toBe(source.backupDir)
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600)
    const manifest = JSON.parse((await readArchivedText(backupFile, 'manifest.json')) ?? '')
    const { totalDocs: inquiries } = await payload.count({ collection: 'inquiries' })
    expect(manifest.database.tableRowCounts.inquiries).toBe(inquiries)
    expect(manifest.database.tableRowCounts).toEqual(await tableRowCounts(source.databaseUrl))
    expect(manifest.database.latestMigration).toMatch(/^\d{8}_\d{6}_/)
    expect(manifest.folders).toEqual({
      media: { included: true, fileCount: 2 },
      files: { included: true, fileCount: 1 },
    })

    const restore = await run('scripts/ops/restore.ts', [backupFile], target)
    expect(restore.stderr).toBe('')
    expect(restore.stdout).toContain(`Restored ${backupFile}`)

    expect(await tableRowCounts(target.databaseUrl)).toEqual(manifest.database.tableRowCounts)
    const [page] = (await payload.find({ collection: 'pages', limit: 1, depth: 0 })).docs
    const [post] = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs
    if (!page || !post) throw new Error('The seeded site has no page or post.')
    for (const [table, ids] of [
      ['inquiries', inquiryIds],
      ['pages', [page.id]],
      ['posts', [post.id]],
    ] as const) {
      const original = await rowsWhere(source.databaseUrl, table, 'id', [...ids])
      expect(original).toHaveLength(ids.length)
      expect(await rowsWhere(target.databaseUrl, table, 'id', [...ids])).toEqual(original)
    }
    const restoredInquiries = await rowsWhere(target.databaseUrl, 'inquiries', 'id', inquiryIds)
    expect(restoredInquiries.map((row) => row.message)).toContain(
      'Backup test: Grace Hopper asks about a will.',
    )
    for (const file of ['office photo.jpg', 'sub folder/fee schedule.pdf']) {
      expect(await readFile(path.join(work, 'restored media', file))).toEqual(
        await readFile(path.join(work, 'media', file)),
      )
    }
    expect(
      await readFile(path.join(work, 'restored files', 'blog-pdfs', 'a-post.pdf'), 'utf8'),
    ).toBe('%PDF-1.7 a post')
  })

  test('a restore refuses the database the site is using, and changes nothing there', async () => {
    const before = await tableRowCounts(source.databaseUrl)
    const refused = await run('scripts/ops/restore.ts', [backupFile], {
      ...target,
      databaseUrl: source.databaseUrl,
    })
    expect(refused.code).toBe(1)
    // SQLite: the site (this test's Payload) has the file open; PostgreSQL: it holds the site.
    expect(refused.stderr).toMatch(
      isPostgres
        ? /^Restore failed: Nothing was restored\.\nThe database .* is not empty: \d+ rows in \d+ tables \(.*\)\.\n/
        : /^Restore failed: Another program has .* open \(its -wal file stays\): stop the site/,
    )
    expect(await tableRowCounts(source.databaseUrl)).toEqual(before)
  })

  test('with force, a restore replaces what the database and the folders held', async () => {
    await writeFile(path.join(work, 'restored files', 'blog-pdfs', 'deleted-post.pdf'), 'old')
    await expect(restoreBackup(backupFile, target)).rejects.toThrow(
      /^Nothing was restored\.\nThe database .* is not empty: .*\n.*FILES_DIR .* is not empty\./s,
    )
    await restoreBackup(backupFile, target, { force: true })
    expect(existsSync(path.join(work, 'restored files', 'blog-pdfs', 'deleted-post.pdf'))).toBe(
      false,
    )
    expect(existsSync(path.join(work, 'restored media', 'office photo.jpg'))).toBe(true)
  })

  test('a backup of the other kind of database, or a file that is not a backup, is refused', async () => {
    const otherKind = isPostgres ? 'sqlite' : 'postgres'
    await expect(
      restoreBackup(backupFile, { ...target, databaseKind: otherKind }, { force: true }),
    ).rejects.toThrow(/This backup holds a .* database, but DATABASE_URL names a .* one/)
    const notBackup = path.join(work, 'not a backup.tar.gz')
    await tar.create({ file: notBackup, gzip: true, cwd: work }, ['files'])
    await expect(restoreBackup(notBackup, target, { force: true })).rejects.toThrow(
      /is not a site backup: it has no manifest\.json/,
    )
  })
})

test('the rotation keeps the newest BACKUP_KEEP backups, and clears what a backup cut short left', async () => {
  const folder = path.join(work, 'rotation')
  // Backs up the restored copy: the test's own database is open in this process through another
  // SQLite library than the backup's, and two libraries in one process break each other's locks.
  const settings = { ...target, backupDir: folder, keep: 2 }
  await mkdir(folder, { recursive: true })
  const running = partialBackupFileName(backupFileName(new Date('2026-11-01T03:00:00Z')), 'busy')
  await writeFile(path.join(folder, running), 'a backup being written')
  const abandoned = `${stagingFolderPrefix}dead`
  await mkdir(path.join(folder, abandoned, 'database'), { recursive: true })
  await writeFile(path.join(folder, abandoned, 'database', 'site.db'), 'a copy of the database')
  await writeFile(path.join(folder, 'notes.txt'), 'keep me')
  const days = [21, 22, 23].map((day) => new Date(Date.UTC(2026, 10, day, 3)))
  // Left two days before the first backup below; the busy one is younger than a day.
  const leftAt = new Date(Date.UTC(2026, 10, 19, 3))
  await utimes(path.join(folder, abandoned), leftAt, leftAt)
  await utimes(path.join(folder, running), days[2]!, days[2]!)
  for (const day of days) await createBackup(settings, day)
  expect((await readdir(folder)).toSorted()).toEqual(
    [running, 'notes.txt', backupFileName(days[1]!), backupFileName(days[2]!)].toSorted(),
  )
})

test('with the files in an S3 bucket, a backup holds none and says the bucket keeps them', async () => {
  const note = 'Not in this backup: kept in the S3 bucket site-files under media/.'
  const backup = await createBackup(
    {
      ...target,
      backupDir: path.join(work, 's3 site'),
      folders: { media: { kind: 's3', note }, files: { kind: 's3', note } },
    },
    new Date('2026-11-26T21:00:00Z'),
  )
  expect(backup.manifest.folders).toEqual({
    media: { included: false, note },
    files: { included: false, note },
  })
  const entries: string[] = []
  await tar.list({ file: backup.file, onReadEntry: (entry) => entries.push(entry.path) })
  expect(entries.toSorted()).toEqual(
    ['database', 'database/site.db', 'manifest.json'].map((entry) =>
      isPostgres ? entry.replace('site.db', 'site.dump') : entry,
    ),
  )
})
