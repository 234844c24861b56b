/**
 * Writes the PDF render worker's bundle to PDF_WORKER_FILE (.next/pdf-worker.mjs by default) for
 * `npm run dev`; production builds write it in scripts/finish-build.ts.
 */
import path from 'node:path'

import { env } from '../src/config/env'
import { buildPdfWorker } from './support/pdf-worker-bundle'

await buildPdfWorker(path.resolve(env.PDF_WORKER_FILE))
