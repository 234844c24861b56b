import 'server-only'

import { pathToFileURL } from 'node:url'

import { Piscina } from 'piscina'

import type { PdfDocumentName } from './pdf-document-name'

/** What the main thread asks of the render worker (`src/pdf/worker.tsx`): plain, cloneable data. */
export type PdfRenderTask = { document: string; props: unknown }

/** What the render worker answers: the PDF's bytes (moved, not copied) and the thread that made them. */
export type PdfRenderResult = { pdf: ArrayBuffer; threadId: number }

/**
 * What a caller does when every thread is busy and `maxWaiting` renders already wait: a visitor's
 * request is refused (`null`, answered 503 with Retry-After), a queued job waits its turn (it is
 * already limited by the jobs runner, and refusing it would only make the queue retry it).
 */
export type WhenBusy = 'refuse' | 'wait'

/** A pool of render threads with one cap for every caller. */
export type PdfRenderPool = {
  /** The PDF of `document` for `props`, rendered on a worker thread; null when refused as busy. */
  render<Props>(
    document: PdfDocumentName<Props>,
    props: Props,
    options: { whenBusy: WhenBusy },
  ): Promise<{ pdf: Buffer; threadId: number } | null>
  /** Stops the threads (tests; the server's threads end with its process). */
  close(): Promise<void>
}

/**
 * A pool of at most `threads` render threads running `workerFile` (the bundle of
 * `src/pdf/worker.tsx`), with at most `maxWaiting` renders waiting for a thread before visitors
 * are refused. Threads start on the first render and stop after a minute without one, so a
 * process that makes no PDF keeps no thread (nor Typst and its fonts) in memory.
 */
export function createPdfRenderPool({
  workerFile,
  threads,
  maxWaiting,
}: {
  workerFile: string
  threads: number
  maxWaiting: number
}): PdfRenderPool {
  let pool: Piscina<PdfRenderTask, PdfRenderResult> | null = null
  // Visitors' renders, counted here, synchronously, rather than read from Piscina's queue: a
  // thread still starting holds its task in the queue, and the cap must not depend on how quickly
  // threads start. Jobs' renders wait beside them without taking their places: a burst of blog
  // PDFs after a publish (or a start) made every visitor's report a 503 until it had passed.
  let visitorRenders = 0
  return {
    async render(document, props, { whenBusy }) {
      const isVisitor = whenBusy === 'refuse'
      if (isVisitor && visitorRenders >= threads + maxWaiting) return null
      if (isVisitor) visitorRenders += 1
      try {
        pool ??= new Piscina({
          filename: pathToFileURL(workerFile).href,
          minThreads: 0,
          maxThreads: threads,
          idleTimeout: 60_000,
          // At the serving thread's own priority: at nice +10 a busy machine (the e2e suite's)
          // starved the blog's PDF renders for more than 45 s after a start.
        })
        const result = await pool.run({ document: document.name, props })
        return { pdf: Buffer.from(result.pdf), threadId: result.threadId }
      } finally {
        if (isVisitor) visitorRenders -= 1
      }
    },
    async close() {
      await pool?.close()
      pool = null
    },
  }
}
