import { beforeAll, describe, expect, test } from 'vitest'

import type { LexicalNode } from '@/domain/blog/lexical-node'
import { postPdfData } from '@/pdf/documents/post.pdf-data'
import { renderTypstPdf } from '@/pdf/kit/typst'

import type { PdfPage, PdfTextRun } from '../../tests/support/pdf-pages'
import { readPdfStructure, type PdfStructure } from '../../tests/support/pdf-structure'
import { plainPostPdf } from '../../tests/support/post-pdf-fixture'
import {
  overlappingRuns,
  pdfHeadingLevels,
  runsOutsidePage,
  structureProblems,
} from './check-post-pdf'
import { heading, link, paragraph, richTextOf, text } from './lexical-nodes'
import { postBodyOutline } from './post-body-outline'

const run = (text: string, x: number, y: number, width = 40, height = 10): PdfTextRun => ({
  text,
  x,
  y,
  width,
  height,
})
const page = (...runs: PdfTextRun[]): PdfPage => ({
  text: runs.map((each) => each.text).join(' '),
  runs,
  widthPoints: 612,
  heightPoints: 792,
})

describe('runsOutsidePage', () => {
  test('finds a word running off the right edge or below the foot, not one inside', () => {
    expect(runsOutsidePage([page(run('inside', 54, 700), run('wide', 540, 700, 80))])).toEqual([
      'page 1: “wide” at x 540.0–620.0, y 700.0 is outside the 612 × 792 page',
    ])
    expect(runsOutsidePage([page(run('below', 54, -3))])).toHaveLength(1)
    expect(runsOutsidePage([page(run(' ', 600, 700, 30))])).toEqual([])
  })
})

describe('overlappingRuns', () => {
  test('finds lines squeezed over one another', () => {
    expect(overlappingRuns([page(run('one', 54, 700), run('two', 54, 697))])).toEqual([
      'page 1: “one” and “two” are drawn over one another',
    ])
  })

  test('lets lines set closer than their font size, and words side by side, be', () => {
    const title = run('Title', 54, 700, 200, 22)
    const above = run('Category', 54, 718, 60, 10)
    expect(overlappingRuns([page(title, above, run('next', 254, 700, 20, 22))])).toEqual([])
  })

  test('lets the pieces of a broken address touch, as kerning draws them, but not overlap', () => {
    const piece = run('example.', 54, 700, 40)
    expect(overlappingRuns([page(piece, run('com/', 93.28, 700, 20))])).toEqual([])
    expect(overlappingRuns([page(piece, run('com/', 90, 700, 20))])).toEqual([
      'page 1: “example.” and “com/” are drawn over one another',
    ])
  })

  test('leaves combining marks, which pdf.js reads as runs of their own, aside', () => {
    expect(overlappingRuns([page(run('ם', 213, 572, 7), run('כֶכ', 215, 572, 7))])).toEqual([])
  })
})

describe('pdfHeadingLevels', () => {
  test('puts the title at 1 and never skips a level', () => {
    expect(pdfHeadingLevels(['h2', 'h3', 'h4'])).toEqual([1, 2, 3, 4])
    expect(pdfHeadingLevels(['h4', 'h2', 'h4', 'h3'])).toEqual([1, 2, 2, 3, 3])
    expect(pdfHeadingLevels([])).toEqual([1])
  })
})

describe('structureProblems', { timeout: 60_000 }, () => {
  // A post as the fuzzer writes one: a hostile title, an h4 right after an h2, a link.
  const title = 'Zoë\u200b “Smith & Sons” <b>LLC</b> 遗产规划 김민준 👩🏽\u200d⚖️'
  const content = richTextOf([
    paragraph([
      text('Opening '),
      link({ linkType: 'custom', url: 'https://example.com/' }, [text('words')]),
    ]),
    heading('h2', [text('First')]),
    heading('h4', [text('Deeper')]),
    heading('h3', [text('Between')]),
  ])
  const body = postBodyOutline(content)
  let structure: PdfStructure

  beforeAll(async () => {
    const pdf = renderTypstPdf(
      postPdfData(
        plainPostPdf({
          title,
          path: '/blog/checked',
          // The fuzzer's nodes, as JSON carries them to the server and the server to the PDF.
          content: (JSON.parse(JSON.stringify(content)) as { root: LexicalNode }).root,
        }),
      ),
    )
    structure = await readPdfStructure(pdf)
  })

  test('finds nothing wrong with the kit’s PDF of the post', () => {
    expect(body).toEqual({ headingTags: ['h2', 'h4', 'h3'], hasLinks: true })
    expect(structureProblems(structure, title, body)).toEqual([])
  })

  test('reports another title, other headings, and a "Links" heading the post cannot have', () => {
    expect(structureProblems(structure, 'Another post', body)).toEqual([
      `the PDF's title is “${structure.title}”, not the post's “Another post”`,
    ])
    expect(
      structureProblems(structure, title, { headingTags: ['h2', 'h3'], hasLinks: true }),
    ).toEqual(["the PDF's headings are at levels [1, 2, 3, 3], the post's at [1, 2, 3]"])
    expect(structureProblems(structure, title, { ...body, hasLinks: false })).toEqual([
      "the PDF's headings are at levels [1, 2, 3, 3, 2], the post's at [1, 2, 3, 3]",
    ])
  })

  test('reports an untagged PDF with no title shown and no language', () => {
    const bare: PdfStructure = {
      ...structure,
      isTagged: false,
      displaysTitle: false,
      language: undefined,
      pages: [],
    }
    expect(structureProblems(bare, title, body)).toEqual([
      'the PDF is not tagged',
      'the PDF does not show its title in the title bar',
      'the PDF declares no language',
      "the PDF's headings are at levels [], the post's at [1, 2, 3, 3]",
    ])
  })
})
