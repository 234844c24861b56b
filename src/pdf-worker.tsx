/**
 * The PDF render worker: runs on the render pool's threads (src/lib/pdf/render-pool.ts), never
 * on the thread that serves pages. scripts/build-pdf-worker.ts bundles it with the documents and
 * the PDF kit into one file a thread can load, since Next's server bundles are not such files.
 */
import { threadId } from 'node:worker_threads'

import { move, transferableSymbol, valueSymbol } from 'piscina'

import { PersonalDataDocument } from '@/components/admin/personal-data/personal-data.pdf'
import { personalDataPdf } from '@/components/admin/personal-data/personal-data.pdf-name'
import { PostPdf } from '@/components/blog/post.pdf'
import { postPdf } from '@/components/blog/post.pdf-name'
import { QuizReportDocument } from '@/components/quiz/quiz-report.pdf'
import { quizReportPdf } from '@/components/quiz/quiz-report.pdf-name'
import { RothReportDocument } from '@/components/roth/roth-report.pdf'
import { rothReportPdf } from '@/components/roth/roth-report.pdf-name'
import type { PdfDocumentName } from '@/lib/pdf/pdf-document-name'
import { renderPdfToBuffer, type PdfDocument } from '@/lib/pdf/render'
import type { PdfRenderResult, PdfRenderTask } from '@/lib/pdf/render-pool'

type DocumentOf = (props: unknown) => PdfDocument

/**
 * Pairs a document's name with how to make it, checking that both take the same props. The
 * widening to `unknown` is safe: `renderPdf`'s signature checked the props against the same name
 * before they crossed the thread boundary.
 */
function entry<Props>(
  document: PdfDocumentName<Props>,
  element: (props: Props) => PdfDocument,
): [string, DocumentOf] {
  return [document.name, element as DocumentOf]
}

// Every document a worker can render, by name; the main thread sends the name and the props.
const documents = new Map([
  entry(personalDataPdf, (report) => <PersonalDataDocument report={report} />),
  entry(postPdf, (post) => <PostPdf {...post} />),
  entry(quizReportPdf, (report) => <QuizReportDocument report={report} />),
  entry(rothReportPdf, (report) => <RothReportDocument report={report} />),
])

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
