import 'server-only'

import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { checkedFileKey } from '@/domain/blog/post-pdf-file'

/**
 * Where the site keeps the files it makes (the blog posts' PDFs), by key (`{prefix}/{name}.pdf`).
 * Local disk here; an S3-compatible bucket is another implementation of the same interface.
 */
export type FileStore = {
  /** Stores `bytes` under `key`, replacing what was there; readers never see half a file. */
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The file under `key`, or null when there is none. */
  read(key: string): Promise<{ bytes: Buffer; modifiedAt: Date } | null>
  /** Removes the file under `key`; nothing happens when there is none. */
  remove(key: string): Promise<void>
}

/** Errors that mean no file is there: none by that name, or a name too long to be one. */
const missingFileCodes = new Set(['ENOENT', 'ENAMETOOLONG'])

function isMissingFile(error: unknown): boolean {
  return missingFileCodes.has((error as NodeJS.ErrnoException).code ?? '')
}

/** A file store in the folder `root`: each key is a path below it. */
export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(path.resolve(root), checkedFileKey(key))
  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Written beside the file, then renamed over it: a rename within a folder is atomic.
      const partial = `${file}.${randomUUID()}.partial`
      try {
        await writeFile(partial, bytes)
        await rename(partial, file)
      } finally {
        await rm(partial, { force: true })
      }
    },
    async read(key) {
      const file = fileOf(key)
      try {
        const [bytes, stats] = await Promise.all([readFile(file), stat(file)])
        return { bytes, modifiedAt: stats.mtime }
      } catch (error) {
        if (isMissingFile(error)) return null
        throw error
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true })
    },
  }
}
