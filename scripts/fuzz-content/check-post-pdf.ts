/**
 * The PDF check: the jobs queue made the post's PDF (its record says ready, and its address
 * answers a PDF), every run of text pdf.js reads from it lies inside its page's box, no two
 * runs are drawn over one another (lines squeezed together when a block did not fit a page), and
 * it tells a reader's software what the post is: tagged, titled with the post's title (shown in
 * the title bar), in a declared language, with the post's headings at their levels, in order.
 */
import { readPdfPages, type PdfPage } from '../../tests/support/pdf-pages'
import { elementsOf, readPdfStructure, type PdfStructure } from '../../tests/support/pdf-structure'
import { waitFor } from '../support/server-process'
import { staffRequest } from '../support/staff-api'
import { unexpectedAnswer, type DocumentCheck, type Problems } from './checked-document'
import type { PostBodyOutline } from './post-body-outline'

type PdfRecord = { status?: string | null; url?: string | null; error?: string | null }

/** Half a point of rounding either way. */
const tolerancePoints = 0.5

/** The runs of text on `pages` that stick out of their page's box, one line each. */
export function runsOutsidePage(pages: readonly PdfPage[]): Problems {
  return pages.flatMap((page, index) =>
    page.runs
      .filter(
        (run) =>
          run.text.trim() !== '' &&
          (run.x < -tolerancePoints ||
            run.y < -tolerancePoints ||
            run.x + run.width > page.widthPoints + tolerancePoints ||
            run.y + run.height > page.heightPoints + tolerancePoints),
      )
      .slice(0, 5)
      .map(
        (run) =>
          `page ${index + 1}: “${run.text.slice(0, 40)}” at x ${run.x.toFixed(1)}–${(run.x + run.width).toFixed(1)}, y ${run.y.toFixed(1)} is outside the ${page.widthPoints} × ${page.heightPoints} page`,
      ),
  )
}

/** How far below and above its baseline a line's letters reach, as parts of its font size. */
const inkDepth = 0.2
const inkHeight = 0.7

type Box = { text: string; left: number; right: number; bottom: number; top: number }

/**
 * How far two runs on one line may run into each other: a word broken where a long address
 * breaks is printed as runs whose kerning at the break draws the next one up to about three
 * quarters of a point back (0.72 pt, seed 3 of the fuzzer); squeezed lines overlap by points.
 */
const sideBySidePoints = 1.5

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > sideBySidePoints &&
  Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom) > tolerancePoints

/** Runs of text on `pages` drawn over another run (marks and spaces aside). */
export function overlappingRuns(pages: readonly PdfPage[]): Problems {
  return pages.flatMap((page, index) => {
    const boxes: Box[] = page.runs
      // pdf.js reads a letter with its combining marks (Hebrew points) as runs of their own,
      // which repeat letters and overlap their neighbours where the page shows them apart.
      .filter((run) => run.width > 0 && run.text.trim() !== '' && !/\p{M}/u.test(run.text))
      .map((run) => ({
        text: run.text,
        left: run.x,
        right: run.x + run.width,
        // The ink of a line, not its font size's em box: from a descender's depth below the
        // baseline to a capital's height above it (Typst sets lines closer than an em apart).
        bottom: run.y - inkDepth * run.height,
        top: run.y + inkHeight * run.height,
      }))
    const found: Problems = []
    for (const [position, box] of boxes.entries()) {
      const other = boxes.slice(position + 1).find((candidate) => overlap(box, candidate))
      if (other && found.length < 3) {
        found.push(
          `page ${index + 1}: “${box.text.slice(0, 30)}” and “${other.text.slice(0, 30)}” are drawn over one another`,
        )
      }
    }
    return found
  })
}

/**
 * `text` as the PDF kit prints a string (src/pdf/kit/text.ts): composed, without control and
 * invisible format characters or emoji presentation selectors, white space as single spaces.
 */
const asPrinted = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\t\r\n]/g, ' ')
    .replace(/\p{Cc}|\p{Cf}|[\uFE0E\uFE0F]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The heading levels a post's PDF has: the title's (1), then the body's headings, an h2 at 2, an
 * h3 at 3, an h4 at 4, but never more than one deeper than the heading before (PDF/UA-1 and a
 * screen reader's list of headings allow no skipped level).
 */
export function pdfHeadingLevels(headingTags: readonly string[]): number[] {
  const levels = [1]
  for (const tag of headingTags) {
    const previous = levels.at(-1) ?? 1
    levels.push(Math.min(Number(tag.slice(1)), previous + 1))
  }
  return levels
}

/**
 * What is wrong with the structure of a post's PDF, given the post's `title` and `body`: not
 * tagged, another title or none shown, no language, headings other than the post's (a "Links"
 * heading may end them when the body links anywhere).
 */
export function structureProblems(
  structure: PdfStructure,
  title: string,
  body: PostBodyOutline,
): Problems {
  const problems: Problems = []
  if (!structure.isTagged) problems.push('the PDF is not tagged')
  if (asPrinted(structure.title ?? '') !== asPrinted(title)) {
    problems.push(`the PDF's title is “${structure.title ?? ''}”, not the post's “${title}”`)
  }
  if (!structure.displaysTitle) problems.push('the PDF does not show its title in the title bar')
  if (!structure.language) problems.push('the PDF declares no language')
  const headings = elementsOf(structure.pages, /^H[1-6]$/)
  const last = headings.at(-1)
  const bodyHeadings =
    body.hasLinks && last?.role === 'H2' && last.text === 'Links' ? headings.slice(0, -1) : headings
  const levels = bodyHeadings.map((heading) => Number(heading.role.slice(1)))
  const expected = pdfHeadingLevels(body.headingTags)
  if (levels.join() !== expected.join()) {
    problems.push(
      `the PDF's headings are at levels [${levels.join(', ')}], the post's at [${expected.join(', ')}]`,
    )
  }
  return problems
}

/** The PDF check for posts of the server at `origin`, reading the PDF records as staff. */
export function checkPostPdf(token: string, timeoutMs: number): DocumentCheck {
  return async (origin, document) => {
    let record: PdfRecord | undefined
    const query = `/api/post-pdfs?where[post][equals]=${document.id}&depth=0&limit=1`
    try {
      await waitFor(
        async () => {
          record = (await staffRequest<{ docs: PdfRecord[] }>(origin, token, query)).docs[0]
          return record?.status === 'ready' || Boolean(record?.error)
        },
        `the PDF of ${document.path}`,
        timeoutMs,
        1_000,
      )
    } catch {
      return [`no PDF within ${timeoutMs / 1000} s (record: ${JSON.stringify(record ?? null)})`]
    }
    if (record?.status !== 'ready' || !record.url)
      return [`the PDF was not made: ${record?.error ?? record?.status}`]
    const address = new URL(record.url).pathname
    const response = await fetch(`${origin}${address}`)
    if (response.status !== 200 || response.headers.get('content-type') !== 'application/pdf') {
      return [await unexpectedAnswer(`GET ${address}`, response)]
    }
    const pdf = new Uint8Array(await response.arrayBuffer())
    const pages = await readPdfPages(pdf)
    if (pages.length === 0) return ['the PDF has no pages']
    const structure = await readPdfStructure(pdf)
    return [
      ...runsOutsidePage(pages),
      ...overlappingRuns(pages),
      ...(document.postBody
        ? structureProblems(structure, document.title, document.postBody)
        : ['the fuzzer did not record the post’s headings']),
    ]
  }
}
