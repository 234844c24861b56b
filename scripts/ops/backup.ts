/**
 * `npm run backup`: writes one backup of the site (database, uploads, blog PDFs) to BACKUP_DIR
 * while the site runs, and deletes the backups beyond the newest BACKUP_KEEP (docs/deploy.md).
 */
import { BackupError } from './backup/backup-error'
import { backupSettingsFromEnv } from './backup/backup-settings'
import { createBackup } from './backup/create-backup'

const startedAt = performance.now()
try {
  const { file, bytes, manifest, deleted } = await createBackup(backupSettingsFromEnv())
  const seconds = (performance.now() - startedAt) / 1000
  const { database, folders } = manifest
  const rows = Object.values(database.tableRowCounts).reduce((sum, count) => sum + count, 0)
  const lines = [
    `Wrote ${file}`,
    `  ${bytes} bytes (${(bytes / 2 ** 20).toFixed(2)} MiB) in ${seconds.toFixed(2)} s`,
    `  ${database.kind} database: ${Object.keys(database.tableRowCounts).length} tables, ${rows} rows, latest migration ${database.latestMigration ?? 'none'}`,
    ...Object.entries(folders).map(([name, folder]) =>
      folder.included ? `  ${name}: ${folder.fileCount} files` : `  ${name}: ${folder.note}`,
    ),
    ...deleted.map((name) => `Deleted the older backup ${name}`),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  process.stderr.write(`Backup failed: ${error.message}\n`)
  process.exitCode = 1
}
