import 'server-only'

import { availableParallelism } from 'node:os'
import path from 'node:path'

import { env } from '@/config/env'

import type { PdfDocumentName } from './pdf-document-name'
import { createPdfRenderPool, type PdfRenderPool } from './render-pool'

/** Renders that may wait for a thread (a few people at once); beyond them visitors hear "busy". */
const maxWaiting = 4

// Next evaluates a module once per server bundle that imports it (route handlers, Payload's jobs),
// so the pool is kept on globalThis: one cap for the whole process, whichever bundle asks.
const poolKey = Symbol.for('firm-website.pdf-render-pool')
type PoolHolder = { [poolKey]?: PdfRenderPool }

function sitePool(): PdfRenderPool {
  const holder = globalThis as PoolHolder
  holder[poolKey] ??= createPdfRenderPool({
    workerFile: path.resolve(env.PDF_WORKER_FILE),
    // Rendering is CPU-bound: one core stays free for page views however many PDFs are asked for.
    threads: Math.max(1, availableParallelism() - 1),
    maxWaiting,
  })
  return holder[poolKey]
}

/**
 * The PDF of `document` for `props`, rendered on one of the site's render threads, never on the
 * thread that serves pages. A visitor's request (`whenBusy: 'refuse'`) gets null while every
 * thread is busy and the line is full, and is answered 503 (`busyRenderingResponse`); a job
 * (`whenBusy: 'wait'`) waits its turn.
 */
export async function renderPdf<Props>(
  document: PdfDocumentName<Props>,
  props: Props,
  options: { whenBusy: 'wait' },
): Promise<Buffer>
export async function renderPdf<Props>(
  document: PdfDocumentName<Props>,
  props: Props,
  options: { whenBusy: 'refuse' },
): Promise<Buffer | null>
export async function renderPdf<Props>(
  document: PdfDocumentName<Props>,
  props: Props,
  options: { whenBusy: 'refuse' | 'wait' },
): Promise<Buffer | null> {
  const rendered = await sitePool().render(document, props, options)
  return rendered?.pdf ?? null
}
