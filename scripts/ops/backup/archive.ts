import path from 'node:path'

import * as tar from 'tar'

import { BackupError } from './backup-error'

/** A folder on disk that goes into the archive under the folder name `as`. */
export type ArchivedFolder = { dir: string; as: string }

/** The archive path of the file or folder `absolute` that lies in one of `folders`. */
function archivePathOf(absolute: string, folders: ReadonlyArray<ArchivedFolder>): string {
  for (const { dir, as } of folders) {
    const relative = path.relative(dir, absolute)
    if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
      return relative === '' ? as : `${as}/${relative.split(path.sep).join('/')}`
    }
  }
  throw new Error(`${absolute} is in none of the folders being archived.`)
}

/**
 * Writes a gzipped tar archive to `file` (readable by its owner alone) holding the files
 * `entries` of `stagingDir` at its top and each of `folders` under its name. Symbolic links are
 * stored as links, never followed.
 */
export async function writeArchive(
  file: string,
  {
    stagingDir,
    entries,
    folders,
  }: { stagingDir: string; entries: string[]; folders: ArchivedFolder[] },
) {
  const absoluteFolders = folders.map(({ dir, as }) => ({ dir: path.resolve(dir), as }))
  // Each folder is added by its path from the staging folder; the entry's name in the archive
  // is then rewritten from its absolute path (tar's documented onWriteEntry).
  const rewritten = [...absoluteFolders, { dir: path.resolve(stagingDir), as: '.' }]
  await tar.create(
    {
      file,
      gzip: true,
      portable: true,
      mode: 0o600,
      strict: true,
      cwd: stagingDir,
      onWriteEntry(entry) {
        const archivePath = archivePathOf(entry.absolute, rewritten)
        entry.path = archivePath.startsWith('./') ? archivePath.slice(2) : archivePath
      },
    },
    [...entries, ...absoluteFolders.map(({ dir }) => path.relative(stagingDir, dir))],
  )
}

/** The text of the file `name` at the top of the archive `file`, or null when it has none. */
export async function readArchivedText(file: string, name: string): Promise<string | null> {
  const chunks: Buffer[] = []
  let isFound = false
  try {
    await tar.list({
      file,
      strict: true,
      filter: (entryPath) => entryPath === name || entryPath === `./${name}`,
      onReadEntry(entry) {
        isFound = true
        entry.on('data', (chunk: Buffer) => chunks.push(chunk))
      },
    })
  } catch (error) {
    throw new BackupError(`${file} is not a backup archive (a .tar.gz file): ${error}`, {
      cause: error,
    })
  }
  return isFound ? Buffer.concat(chunks).toString('utf8') : null
}

/**
 * Extracts what lies under the folder `folder` of the archive `file` into `destination` (which
 * must exist), without the folder's own name. Entries that would land outside `destination`
 * (absolute paths, `..`, through a link) are left out or made relative by tar, and owners are not
 * taken from the archive; returns tar's warnings about any such entry.
 */
export async function extractArchivedFolder(
  file: string,
  folder: string,
  destination: string,
): Promise<string[]> {
  const warnings: string[] = []
  await tar.extract({
    file,
    cwd: destination,
    preserveOwner: false,
    strip: folder.split('/').length,
    filter: (entryPath) => entryPath.replace(/^\.\//, '').startsWith(`${folder}/`),
    onwarn: (_code, message) => warnings.push(`${folder}: ${message}`),
  })
  return warnings
}
