import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { buildPdfWorker, buildSearchWorker } from '../../scripts/support/worker-bundles'

/**
 * Bundles the worker threads from the current sources for this run (a build's bundles may be
 * older, or missing: the tests run before `next build`), and provides their paths as
 * `pdfWorkerFile` and `searchWorkerFile`.
 */
export default async function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex')
  const pdfWorkerFile = path.resolve('.tmp', `pdf-worker-${run}.mjs`)
  const searchWorkerFile = path.resolve('.tmp', `search-worker-${run}.mjs`)
  await Promise.all([buildPdfWorker(pdfWorkerFile), buildSearchWorker(searchWorkerFile)])
  project.provide('pdfWorkerFile', pdfWorkerFile)
  project.provide('searchWorkerFile', searchWorkerFile)
  return () => {
    for (const file of [pdfWorkerFile, searchWorkerFile]) rmSync(file, { force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pdfWorkerFile: string
    searchWorkerFile: string
  }
}
