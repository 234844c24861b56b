import 'server-only'

import { Readable } from 'node:stream'

// Next.js keeps @react-pdf/renderer out of its server bundles by default (its built-in
// `serverExternalPackages` list), so this loads the package's Node build with the full React;
// bundled under the react-server condition it fails ("Component is not a constructor", next.js#61313).
// The kit's modules are server-only, so no client bundle includes it either.
import { renderToBuffer, renderToStream, type DocumentProps } from '@react-pdf/renderer'
import type { ReactElement } from 'react'

import { loadPdfFonts } from './fonts'

/** A `<Document>` element, as a feature's document component returns it. */
export type PdfDocument = ReactElement<DocumentProps>

// The document's components run inside the render, after the fonts are read, so `pdfText` can
// ask them which characters they have.

/** The whole PDF of `document` in memory, for a response body or an e-mail attachment. */
export async function renderPdfToBuffer(document: PdfDocument): Promise<Buffer> {
  await loadPdfFonts()
  return renderToBuffer(document)
}

/**
 * The PDF of `document` as a web stream, for a `Response` body the server need not hold in
 * memory at once. The layout is done when the promise resolves (a render slot can be freed then).
 */
export async function renderPdfToStream(
  document: PdfDocument,
): Promise<ReadableStream<Uint8Array>> {
  await loadPdfFonts()
  const pdf = Readable.from(await renderToStream(document))
  // Node's typings give its web streams their own type; at run time it is the global class.
  return Readable.toWeb(pdf) as ReadableStream<Uint8Array>
}
