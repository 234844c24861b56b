import { describe, expect, test } from 'vitest'

import type { PdfPage, PdfTextRun } from '../../tests/support/pdf-pages'
import { overlappingRuns, runsOutsidePage } from './check-post-pdf'

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

  test('leaves combining marks, which pdf.js reads as runs of their own, aside', () => {
    expect(overlappingRuns([page(run('ם', 213, 572, 7), run('כֶכ', 215, 572, 7))])).toEqual([])
  })
})
