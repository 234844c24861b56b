import { env, isPostgres } from '@/config/env'
import { s3Bucket } from '@/config/s3-bucket'
import type { BackupFolderName, DatabaseKind } from '@/domain/backup/backup-manifest'

/** Where one of the site's file folders lives: a local folder, or the S3 bucket. */
export type FolderLocation =
  { kind: 'local'; variable: string; dir: string } | { kind: 's3'; note: string }

/** What a backup copies and where it writes, and what a restore writes to. */
export type BackupSettings = {
  databaseKind: DatabaseKind
  databaseUrl: string
  backupDir: string
  keep: number
  folders: Record<BackupFolderName, FolderLocation>
}

function folderLocation(variable: string, dir: string, prefix: string): FolderLocation {
  if (!s3Bucket) return { kind: 'local', variable, dir }
  return {
    kind: 's3',
    note: `Not in this backup: kept in the S3 bucket ${s3Bucket.name} under ${prefix}/, whose own versioning (or replication) keeps its earlier copies.`,
  }
}

/** The settings of the configured site (DATABASE_URL, BACKUP_DIR, BACKUP_KEEP, the file folders). */
export function backupSettingsFromEnv(): BackupSettings {
  return {
    databaseKind: isPostgres ? 'postgres' : 'sqlite',
    databaseUrl: env.DATABASE_URL,
    backupDir: env.BACKUP_DIR,
    keep: env.BACKUP_KEEP,
    folders: {
      media: folderLocation('MEDIA_DIR', env.MEDIA_DIR, env.S3_MEDIA_PREFIX),
      files: folderLocation('FILES_DIR', env.FILES_DIR, env.BLOG_PDF_PREFIX),
    },
  }
}
