import 'server-only'

import type { RothAnalysis } from '@/domain/roth'
import type { HeirTimeline } from '@/domain/roth/heir-timeline'
import type { InputSummaryLine } from '@/domain/roth/input-summary'
import type { DollarsShown } from '@/domain/roth/results-copy'
import type { StrategyIncome } from '@/domain/roth/strategy-income'
import { firmDateStamp } from '@/domain/text/firm-dates'
import { pdfDocumentName } from '@/pdf/kit/pdf-document-name'

/**
 * Everything the Roth report shows; `tableScenarioId` picks the scenario of the year-by-year chart
 * and table, `dollars` the dollars every figure is in (2026's when absent, roth-model.md §18).
 */
export type RothReport = {
  analysis: RothAnalysis
  dollars?: DollarsShown
  /**
   * The Medicare tier of the parent's other income alone (`otherIncomeMedicareTier`), which names
   * capped strategies (roth-model.md §21); absent or null: the model's own labels.
   */
  otherIncomeMedicareTier?: number | null
  /** "How this is calculated": the notes of the analysis as entered (`assumptionNotesFor`). */
  assumptionNotes: readonly string[]
  summary: InputSummaryLine[]
  /** When each child must empty the inherited IRAs; null without the children's details. */
  heirTimeline: HeirTimeline | null
  /** The best strategy's year-by-year income; null without strategies. */
  bestStrategyIncome: StrategyIncome | null
  tableScenarioId: string
  generatedOn: Date
  firmName: string
  siteUrl: string
}

/** The report's file name, dated in Colorado, e.g. "roth-conversion-analysis-2026-11-23.pdf". */
export function rothReportFileName(generatedOn: Date): string {
  return `roth-conversion-analysis-${firmDateStamp(generatedOn)}.pdf`
}

/** The Roth report's PDF (`roth-report.typ`), as routes ask the render worker for it. */
export const rothReportPdf = pdfDocumentName<RothReport>('roth-report')
