/**
 * `npm run restore -- <backup file> [--force]`: restores a backup written by `npm run backup`
 * into the configured database (DATABASE_URL) and file folders, which must be empty unless
 * --force. On SQLite, stop the site first (docs/deploy.md).
 */
import { parseArgs } from 'node:util'

import { BackupError } from './backup/backup-error'
import { backupSettingsFromEnv } from './backup/backup-settings'
import { restoreBackup } from './backup/restore-backup'

const usage = [
  'Usage: npm run restore -- <backup file> [--force]',
  '  Restores a backup into the database of DATABASE_URL and into MEDIA_DIR and FILES_DIR.',
  '  They must be empty; --force replaces what they hold. On SQLite, stop the site first.',
].join('\n')

/** The command line's backup file and --force, or null when it is not one this command reads. */
function readArguments() {
  try {
    const { values, positionals } = parseArgs({
      options: { force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
      allowPositionals: true,
    })
    const [file, ...extra] = positionals
    if (values.help || file === undefined || extra.length > 0) return null
    return { file, force: values.force }
  } catch {
    return null
  }
}

const args = readArguments()
if (!args) {
  process.stderr.write(`${usage}\n`)
  process.exit(2)
}
const { file, force } = args

const startedAt = performance.now()
try {
  const { manifest, restoredFolders, notes } = await restoreBackup(file, backupSettingsFromEnv(), {
    force,
  })
  const seconds = (performance.now() - startedAt) / 1000
  const lines = [
    `Restored ${file} (made ${manifest.createdAt}) in ${seconds.toFixed(2)} s`,
    `  ${manifest.database.kind} database: ${Object.keys(manifest.database.tableRowCounts).length} tables, row counts checked against the backup; latest migration ${manifest.database.latestMigration ?? 'none'}`,
    ...restoredFolders.map(({ name, dir }) => `  ${name} -> ${dir}`),
    ...notes.map((note) => `  Note: ${note}`),
    'Start the site (npm start): it applies any migration newer than the backup.',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  process.stderr.write(`Restore failed: ${error.message}\n`)
  process.exitCode = 1
}
