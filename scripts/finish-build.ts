/**
 * What every production build does after `next build` (which empties .next first): the worker
 * threads' bundles (PDF_WORKER_FILE, SEARCH_WORKER_FILE) and the compressed copies of the build's
 * scripts and styles.
 * Run by `npm run build`, `npm start` when it builds, `npm run build:e2e` and the scale-out test.
 */
import path from 'node:path'

import { env } from '../src/config/env'
import { nextBuildDir } from '../src/lib/internals/next-build-output'
import { precompressStaticFiles } from './support/precompress-static'
import { buildPdfWorker, buildSearchWorker } from './support/worker-bundles'

await Promise.all([
  buildPdfWorker(path.resolve(env.PDF_WORKER_FILE)),
  buildSearchWorker(path.resolve(env.SEARCH_WORKER_FILE)),
])
const compressed = await precompressStaticFiles(path.join(nextBuildDir, 'static'))
process.stdout.write(`Compressed ${compressed} scripts and styles (br and gzip)\n`)
