/**
 * The PDF render worker: runs on the render pool's threads (src/lib/pdf/render-pool.ts), never
 * on the thread that serves pages. scripts/build-pdf-worker.ts bundles it with the documents and
 * the PDF kit into one file a thread can load, since Next's server bundles are not such files.
 */
import { threadId } from 'node:worker_threads'

import { move, transferableSymbol, valueSymbol } from 'piscina'

import { postPdf } from '@/components/blog/post.pdf'
import { quizReportPdf } from '@/components/quiz/quiz-report.pdf'
import { rothReportPdf } from '@/components/roth/roth-report.pdf'
import { renderPdfToBuffer, type PdfDocument } from '@/lib/pdf/render'
import type { PdfRenderResult, PdfRenderTask } from '@/lib/pdf/render-pool'

// Every document a worker can render, by name; the main thread sends the name and the props.
// The props were type-checked against the document's definition by renderPdf's signature
// before they crossed the thread boundary, hence this one widening.
const documents = new Map(
  [postPdf, quizReportPdf, rothReportPdf].map((document) => [
    document.name,
    document.element as (props: unknown) => PdfDocument,
  ]),
)

/**
 * Renders one task's document. The answer moves the PDF's bytes to the main thread instead of
 * copying them (Piscina's `move` of a transferable wrapper: what to move, then the value to send).
 */
export default async function renderTask({ document, props }: PdfRenderTask) {
  const element = documents.get(document)
  if (!element) throw new Error(`The PDF worker has no document named "${document}".`)
  // A fresh ArrayBuffer of exactly the PDF's length: a Buffer may be a view into a shared pool.
  const pdf = new Uint8Array(await renderPdfToBuffer(element(props))).buffer
  const result: PdfRenderResult = { pdf, threadId }
  return move({ [transferableSymbol]: [pdf], [valueSymbol]: result })
}
