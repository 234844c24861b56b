import 'server-only'

/**
 * How the main thread names a feature's PDF document for the render worker, which alone loads
 * Typst and the documents (src/pdf/worker.tsx): the document's unique `name`, typed with the
 * data it is made from. `Props` must survive structured cloning: plain data, Dates, Maps and
 * byte arrays; no functions or other class instances.
 */
export type PdfDocumentName<Props> = {
  readonly name: string
  /** Never set: carries `Props` in the type, so `renderPdf` checks what a caller sends. */
  readonly props?: Props
}

/** Names a feature's PDF document (see `PdfDocumentName`); the worker pairs it with the document. */
export function pdfDocumentName<Props>(name: string): PdfDocumentName<Props> {
  return { name }
}
