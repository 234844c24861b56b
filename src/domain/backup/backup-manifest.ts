import { z } from 'zod'

/** The kinds of database the site runs on. */
export type DatabaseKind = 'sqlite' | 'postgres'

const databaseKindNames: Record<DatabaseKind, string> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
}

/** The file folders a backup covers, by their folder name inside the archive. */
export const backupFolderNames = ['media', 'files'] as const

export type BackupFolderName = (typeof backupFolderNames)[number]

const FolderSchema = z.discriminatedUnion('included', [
  z.object({ included: z.literal(true), fileCount: z.int().min(0) }),
  z.object({ included: z.literal(false), note: z.string().min(1) }),
])

/** What a backup's manifest.json says: when, of what, and what the archive holds. */
export const BackupManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** The newest migration applied to the database copied, or null when none was. */
    latestMigration: z.string().nullable(),
    tableRowCounts: z.record(z.string(), z.int().min(0)),
  }),
  folders: z.object({ media: FolderSchema, files: FolderSchema }),
})

export type BackupManifest = z.infer<typeof BackupManifestSchema>

export type BackupFolder = BackupManifest['folders'][BackupFolderName]

/** Where the copy of a `kind` database lies inside the archive. */
export function databaseFileInArchive(kind: DatabaseKind): string {
  return kind === 'sqlite' ? 'database/site.db' : 'database/site.dump'
}

/** The manifest in `text` (a backup's manifest.json), or what is wrong with it. */
export function parseBackupManifest(
  text: string,
): { ok: true; manifest: BackupManifest } | { ok: false; problem: string } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'Its manifest.json is not JSON.' }
  }
  const result = BackupManifestSchema.safeParse(json)
  if (!result.success) {
    return {
      ok: false,
      problem: `Its manifest.json is not one this version reads:\n${z.prettifyError(result.error)}`,
    }
  }
  return { ok: true, manifest: result.data }
}

/**
 * Why a backup described by `manifest` cannot go into a `targetKind` database, or null when it
 * can.
 */
export function restoreKindProblem(
  manifest: BackupManifest,
  targetKind: DatabaseKind,
): string | null {
  const { kind } = manifest.database
  if (kind === targetKind) return null
  return `This backup holds a ${databaseKindNames[kind]} database, but DATABASE_URL names a ${databaseKindNames[targetKind]} one. Restore it into a ${databaseKindNames[kind]} database.`
}

/** Payload's record of the migrations applied: present, with rows, in a database just migrated. */
const migrationsTable = 'payload_migrations'

/**
 * Whether a database whose tables hold `tableRowCounts` rows is empty: no rows in any table but
 * the record of migrations (a database that was migrated but never used is empty).
 */
export function isEmptyDatabase(tableRowCounts: Readonly<Record<string, number>>): boolean {
  return Object.entries(tableRowCounts).every(
    ([table, count]) => table === migrationsTable || count === 0,
  )
}
