import { analyzeRothConversion } from '../../src/domain/roth'
import { rothInputSummary } from '../../src/domain/roth/input-summary'
import { assumptionNotesFor } from '../../src/domain/roth/mode-notes'
import { quickFormDefaults } from '../../src/domain/roth/presets'
import { rothInputSchema } from '../../src/domain/roth/roth-input.schema'
import type { RothReport } from '../../src/pdf/documents/roth-report.pdf-name'

/** The Roth report of the quick form's defaults, as a visitor would download it. */
export function quickRothReport(): RothReport {
  const input = rothInputSchema.parse({ mode: 'quick', ...quickFormDefaults })
  const analysis = analyzeRothConversion(input)
  return {
    analysis,
    summary: rothInputSummary(input),
    assumptionNotes: assumptionNotesFor(input, analysis),
    heirTimeline: null,
    bestStrategyIncome: null,
    tableScenarioId: 'moderate',
    generatedOn: new Date('2026-11-23T18:00:00Z'),
    firmName: 'Juniper Hill Law',
    siteUrl: 'https://juniperhill.example/',
  }
}
