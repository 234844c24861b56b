import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** A run of text on a PDF page, with its baseline's start in points from the bottom-left corner. */
export type PdfTextRun = { text: string; x: number; y: number }

/** One page of a PDF as a reader extracts it. */
export type PdfPage = {
  /** The page's text, with runs of white space (line breaks included) as single spaces. */
  text: string
  runs: PdfTextRun[]
}

/** The pages of `pdf`, read back with pdf.js, for tests that check what a PDF says and where. */
export async function readPdfPages(pdf: Uint8Array): Promise<PdfPage[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
  }).promise
  const pages: PdfPage[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    const runs = content.items.flatMap((item) =>
      'str' in item ? [{ text: item.str, x: item.transform[4], y: item.transform[5] }] : [],
    )
    const text = runs
      .map((run) => run.text)
      .join(' ')
      .replace(/\s+/g, ' ')
    pages.push({ text, runs })
  }
  await document.destroy()
  return pages
}
