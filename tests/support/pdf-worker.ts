import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { buildPdfWorker } from '../../scripts/support/pdf-worker-bundle'

/**
 * Bundles the PDF render worker from the current sources for this run (a build's bundle may be
 * older, or missing: the tests run before `next build`), and provides its path as `pdfWorkerFile`.
 */
export default async function setup(project: TestProject) {
  const file = path.resolve('.tmp', `pdf-worker-${randomBytes(4).toString('hex')}.mjs`)
  await buildPdfWorker(file)
  project.provide('pdfWorkerFile', file)
  return () => rmSync(file, { force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    pdfWorkerFile: string
  }
}
