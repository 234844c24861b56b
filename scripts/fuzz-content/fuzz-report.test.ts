import { describe, expect, test } from 'vitest'

import type { CheckedDocument } from './checked-document'
import { FuzzReport } from './fuzz-report'

const doc = (index: number): CheckedDocument => ({
  seed: 7,
  index,
  kind: 'post',
  id: 100 + index,
  path: `/blog/fuzz-7-${index}`,
  title: 'T',
})

describe('FuzzReport', () => {
  test('counts a document failed when any renderer failed it, and ends with the totals', () => {
    const report = new FuzzReport()
    const [first, second] = [doc(0), doc(1)]
    report.record(first, 'page', [])
    report.record(first, 'pdf', ['a run sticks out'])
    report.record(second, 'page', [])
    report.record(second, 'pdf', [])
    const lines = report.lines(7)
    expect(lines).toContain('  pdf: 1 passed, 1 failed')
    expect(lines).toContain(
      'FAILED seed 7 document 0 (post 100 /blog/fuzz-7-0) pdf: a run sticks out',
    )
    expect(lines.at(-1)).toBe('1 passed, 1 failed')
  })
})
