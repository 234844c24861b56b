import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { precompressedTypeOf } from '../../src/domain/http/precompressed-files'
import { compressTightly } from '../../src/lib/http/tight-compression'

/** Both compressed copies of one file, at the highest levels, beside it. */
async function precompress(file: string) {
  const { br, gzip } = await compressTightly(await readFile(file))
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzip)])
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every script and style under `staticDir` (a build's
 * `.next/static`), a few at a time (zlib's threads). Gives how many files it compressed.
 */
export async function precompressStaticFiles(staticDir: string): Promise<number> {
  const entries = await readdir(staticDir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && precompressedTypeOf(entry.name) !== null)
    .map((entry) => path.join(entry.parentPath, entry.name))
  for (let start = 0; start < files.length; start += 4) {
    await Promise.all(files.slice(start, start + 4).map(precompress))
  }
  return files.length
}
