/** Whether the absolute path `inner` is `outer` or lies below it. */
function isWithin(inner: string, outer: string): boolean {
  const base = outer.endsWith('/') ? outer : `${outer}/`
  return inner === outer || inner.startsWith(base)
}

/**
 * Why the backups cannot be kept in `backupDir` (absolute), or null when they can: not in a
 * folder that each backup copies (`sourceFolders`, absolute), or every backup would hold the
 * ones before it.
 */
export function backupDirProblem(
  backupDir: string,
  sourceFolders: ReadonlyArray<{ variable: string; dir: string }>,
): string | null {
  const clash = sourceFolders.find(({ dir }) => isWithin(backupDir, dir))
  if (!clash) return null
  return `BACKUP_DIR (${backupDir}) is inside ${clash.variable} (${clash.dir}): each backup would copy the backups before it. Keep the backups in a folder of their own, e.g. data/backups.`
}
