/**
 * Writes the PDF render worker's bundle to PDF_WORKER_FILE (.next/pdf-worker.mjs by default).
 * Every build runs it after `next build`, which empties .next first: `npm run build`, `npm start`
 * when it builds, `npm run build:e2e` and the scale-out test.
 */
import path from 'node:path'

import { env } from '../src/config/env'
import { buildPdfWorker } from './support/pdf-worker-bundle'

await buildPdfWorker(path.resolve(env.PDF_WORKER_FILE))
