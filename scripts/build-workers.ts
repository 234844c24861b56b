/**
 * Writes the worker threads' bundles to PDF_WORKER_FILE and SEARCH_WORKER_FILE (under .next by
 * default) for `npm run dev`; production builds write them in scripts/finish-build.ts.
 */
import path from 'node:path'

import { env } from '../src/config/env'
import { buildPdfWorker, buildSearchWorker } from './support/worker-bundles'

await Promise.all([
  buildPdfWorker(path.resolve(env.PDF_WORKER_FILE)),
  buildSearchWorker(path.resolve(env.SEARCH_WORKER_FILE)),
])
