/**
 * The PDF render worker: runs on the render pool's threads (src/pdf/kit/render-pool.ts), never
 * on the thread that serves pages. scripts/support/worker-bundles.ts bundles it with the documents and
 * the PDF kit into one file a thread can load, since Next's server bundles are not such files.
 * Each document is a Typst template fed with data (ADR 024).
 */
import { threadId } from 'node:worker_threads'

import { move, transferableSymbol, valueSymbol } from 'piscina'

import { personalDataPdfData } from '@/pdf/documents/personal-data.pdf-data'
import { personalDataPdf } from '@/pdf/documents/personal-data.pdf-name'
import { postPdfData } from '@/pdf/documents/post.pdf-data'
import { postPdf } from '@/pdf/documents/post.pdf-name'
import { quizReportPdfData } from '@/pdf/documents/quiz-report.pdf-data'
import { quizReportPdf } from '@/pdf/documents/quiz-report.pdf-name'
import { rothReportPdfData } from '@/pdf/documents/roth-report.pdf-data'
import { rothReportPdf } from '@/pdf/documents/roth-report.pdf-name'
import type { PdfDocumentName } from '@/pdf/kit/pdf-document-name'
import type { PdfRenderResult, PdfRenderTask } from '@/pdf/kit/render-pool'
import { renderTypstPdf, type TypstPdf } from '@/pdf/kit/typst'

type DocumentOf = (props: unknown) => Promise<Uint8Array>

/** A document of the Typst kit: its template and data for the props. */
const typst =
  <Props,>(pdfOf: (props: Props) => TypstPdf) =>
  async (props: Props) =>
    renderTypstPdf(pdfOf(props))

/**
 * Pairs a document's name with how to make it, checking that both take the same props. The
 * widening to `unknown` is safe: `renderPdf`'s signature checked the props against the same name
 * before they crossed the thread boundary.
 */
function entry<Props>(
  document: PdfDocumentName<Props>,
  render: (props: Props) => Promise<Uint8Array>,
): [string, DocumentOf] {
  return [document.name, render as DocumentOf]
}

// Every document a worker can render, by name; the main thread sends the name and the props.
const documents = new Map([
  entry(personalDataPdf, typst(personalDataPdfData)),
  entry(postPdf, typst(postPdfData)),
  entry(quizReportPdf, typst(quizReportPdfData)),
  entry(rothReportPdf, typst(rothReportPdfData)),
])

/**
 * Renders one task's document. The answer moves the PDF's bytes to the main thread instead of
 * copying them (Piscina's `move` of a transferable wrapper: what to move, then the value to send).
 */
export default async function renderTask({ document, props }: PdfRenderTask) {
  const render = documents.get(document)
  if (!render) throw new Error(`The PDF worker has no document named "${document}".`)
  // A fresh ArrayBuffer of exactly the PDF's length: a Buffer may be a view into a shared pool.
  const pdf = new Uint8Array(await render(props)).buffer
  const result: PdfRenderResult = { pdf, threadId }
  return move({ [transferableSymbol]: [pdf], [valueSymbol]: result })
}
