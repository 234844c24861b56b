/**
 * What a content fuzz found, as it prints it: each renderer's passes and failures, then every
 * failure with its seed and document (enough to make it again), then "N passed, N failed",
 * counting documents: one passes when every renderer passed it.
 */
import type { CheckedDocument, Problems } from './checked-document'

export type Finding = { document: CheckedDocument; renderer: string; problems: Problems }

/** Records each renderer's verdict on each document. */
export class FuzzReport {
  readonly findings: Finding[] = []

  record(document: CheckedDocument, renderer: string, problems: Problems) {
    this.findings.push({ document, renderer, problems })
  }

  /** The documents with at least one failed renderer, and those without. */
  tally() {
    const failed = new Set<CheckedDocument>()
    const all = new Set<CheckedDocument>()
    for (const { document, problems } of this.findings) {
      all.add(document)
      if (problems.length > 0) failed.add(document)
    }
    return { passed: all.size - failed.size, failed: failed.size }
  }

  /** The report's lines. */
  lines(seed: number): string[] {
    const byRenderer = new Map<string, { passed: number; failed: number }>()
    for (const { renderer, problems } of this.findings) {
      const counts = byRenderer.get(renderer) ?? { passed: 0, failed: 0 }
      if (problems.length === 0) counts.passed += 1
      else counts.failed += 1
      byRenderer.set(renderer, counts)
    }
    const lines = [...byRenderer].map(
      ([renderer, counts]) => `  ${renderer}: ${counts.passed} passed, ${counts.failed} failed`,
    )
    for (const { document, renderer, problems } of this.findings) {
      for (const problem of problems) {
        lines.push(
          `FAILED seed ${seed} document ${document.index} (${document.kind} ${document.id} ${document.path}) ${renderer}: ${problem}`,
        )
      }
    }
    const { passed, failed } = this.tally()
    lines.push(`${passed} passed, ${failed} failed`)
    return lines
  }
}
