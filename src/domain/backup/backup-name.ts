/** What every backup file's name looks like: `site-backup-2026-11-26T201500Z.tar.gz` (UTC). */
const backupNamePattern = /^site-backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/

/** The name of the backup made at `createdAt`, in UTC to the second; names sort by time. */
export function backupFileName(createdAt: Date): string {
  const [date, time] = createdAt.toISOString().split('T') as [string, string]
  return `site-backup-${date}T${time.slice(0, 8).replaceAll(':', '')}Z.tar.gz`
}

/** Whether `name` is a finished backup's file name (a partial one, or any other file, is not). */
export function isBackupFileName(name: string): boolean {
  return backupNamePattern.test(name)
}

/**
 * The name a backup is written under until it is complete: hidden, and not a backup's name, so
 * that a backup cut short is never taken for one (nor counted by the rotation).
 */
export function partialBackupFileName(finalName: string, token: string): string {
  return `.${finalName}.${token}.partial`
}

/** The prefix of the folder a backup is put together in before it is archived. */
export const stagingFolderPrefix = '.site-backup-staging-'

/** How long a partial backup or a staging folder may be left before it counts as abandoned. */
const abandonedAfterMs = 24 * 60 * 60 * 1000

/**
 * The leftovers among `entries` of backups cut short a day or more before `now` (a partial
 * archive or a staging folder, each holding a copy of the database) to delete. Younger ones may
 * belong to a backup still running.
 */
export function abandonedLeftovers(
  entries: ReadonlyArray<{ name: string; modifiedAt: Date }>,
  now: Date,
): string[] {
  return entries
    .filter(
      ({ name }) =>
        name.startsWith(stagingFolderPrefix) ||
        (name.startsWith('.site-backup-') && name.endsWith('.partial')),
    )
    .filter(({ modifiedAt }) => now.getTime() - modifiedAt.getTime() >= abandonedAfterMs)
    .map(({ name }) => name)
}

/**
 * The backups among `names` to delete so that the newest `keep` remain; files that are not
 * backups are never chosen.
 */
export function backupsToDelete(names: ReadonlyArray<string>, keep: number): string[] {
  const newestFirst = names.filter(isBackupFileName).toSorted().reverse()
  return newestFirst.slice(Math.max(keep, 0))
}
