import 'server-only'

// The render worker's bundle leaves packages in node_modules (scripts/support/pdf-worker-bundle.ts),
// so this loads the package's Node build with the full React; bundled under the react-server
// condition it fails ("Component is not a constructor", as in next.js#61313, which Next avoids the
// same way: react-pdf is one of its default external packages). The kit's modules are
// server-only, and only the worker (and tests) import them: the serving thread never loads react-pdf.
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer'
import type { ReactElement } from 'react'

import { loadPdfFonts } from './fonts'

/** A `<Document>` element, as a feature's document component returns it. */
export type PdfDocument = ReactElement<DocumentProps>

/**
 * The whole PDF of `document` in memory, rendered on the calling thread: the render worker's
 * step (`src/pdf-worker.tsx`) and tests. Code serving requests or running jobs uses `renderPdf`
 * (`render-in-worker.ts`), which keeps this CPU-bound work off the thread that serves pages.
 */
export async function renderPdfToBuffer(document: PdfDocument): Promise<Buffer> {
  await loadPdfFonts()
  return renderToBuffer(document)
}
