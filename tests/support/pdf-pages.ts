import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * A run of text on a PDF page, with its baseline's start in points from the bottom-left corner
 * and its width and height in points.
 */
export type PdfTextRun = { text: string; x: number; y: number; width: number; height: number }

/** One page of a PDF as a reader extracts it. */
export type PdfPage = {
  /**
   * The page's text, with runs of white space (line breaks included) as single spaces, and runs
   * that continue one another on a line joined.
   */
  text: string
  runs: PdfTextRun[]
  /** The page box (its MediaBox), in points. */
  widthPoints: number
  heightPoints: number
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
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    const items = content.items.flatMap((item) => ('str' in item ? [item] : []))
    const runs = items.map((item) => ({
      text: item.str,
      x: item.transform[4],
      y: item.transform[5],
      width: item.width,
      height: item.height,
    }))
    // Runs join as a reader sees them: with a space at a line's end or across a gap, without one
    // where a run goes on exactly where the last ended (a word set in two fonts, an address
    // printed in pieces a line may break between).
    let text = ''
    items.forEach((item, index) => {
      const previous = items[index - 1]
      if (previous) {
        const isSameLine = Math.abs(item.transform[5] - previous.transform[5]) < 1
        const gap = item.transform[4] - (previous.transform[4] + previous.width)
        const isContinued = !previous.hasEOL && isSameLine && Math.abs(gap) < 0.5
        if (!isContinued) text += ' '
      }
      text += item.str
    })
    const [, , widthPoints = 0, heightPoints = 0] = page.view
    pages.push({ text: text.replace(/\s+/g, ' ').trim(), runs, widthPoints, heightPoints })
  }
  await document.destroy()
  return pages
}
