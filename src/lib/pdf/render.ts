import 'server-only'

// Next.js keeps @react-pdf/renderer out of its server bundles by default (its built-in
// `serverExternalPackages` list), so this loads the package's Node build with the full React;
// bundled under the react-server condition it fails ("Component is not a constructor", next.js#61313).
// The kit's modules are server-only, so no client bundle includes it either.
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer'
import type { ReactElement } from 'react'

import { loadPdfFonts } from './fonts'

/** A `<Document>` element, as a feature's document component returns it. */
export type PdfDocument = ReactElement<DocumentProps>

/**
 * A feature's PDF, as the render worker knows it: a unique `name` that crosses the thread
 * boundary in its place, and how to make its `<Document>` from `Props` (plain data that survives
 * structured cloning: no functions or class instances besides Date, Map and typed arrays).
 */
export type PdfDocumentDefinition<Props> = {
  readonly name: string
  readonly element: (props: Props) => PdfDocument
}

/** Names a feature's PDF document for the render worker (see `PdfDocumentDefinition`). */
export function definePdfDocument<Props>(
  name: string,
  element: (props: Props) => PdfDocument,
): PdfDocumentDefinition<Props> {
  return { name, element }
}

// The document's components run inside the render, after the fonts are read, so `pdfText` can
// ask them which characters they have.

/**
 * The whole PDF of `document` in memory, rendered on the calling thread: the render worker's
 * step (`src/pdf-worker.ts`) and tests. Code serving requests or running jobs uses `renderPdf`
 * (`render-in-worker.ts`), which keeps this CPU-bound work off the thread that serves pages.
 */
export async function renderPdfToBuffer(document: PdfDocument): Promise<Buffer> {
  await loadPdfFonts()
  return renderToBuffer(document)
}
