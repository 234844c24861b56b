import { getSiteProfile } from '@/data/site-profile'
import { queryRecord } from '@/domain/http/query-record'
import { heirTimeline } from '@/domain/roth/heir-timeline'
import { rothInputSummary } from '@/domain/roth/input-summary'
import { assumptionNotesFor } from '@/domain/roth/mode-notes'
import {
  dollarsQueryName,
  dollarsShownOf,
  otherIncomeMedicareTier,
} from '@/domain/roth/results-copy'
import { rothFormStateFromSearchParams } from '@/domain/roth/roth-form'
import { analyzeRothForm } from '@/domain/roth/roth-form-analysis'
import { bestStrategyIncome } from '@/domain/roth/strategy-income'
import { rothReportFileName, rothReportPdf } from '@/pdf/documents/roth-report.pdf-name'
import { plainTextResponse } from '@/pdf/kit/pdf-responses'
import { rateLimitedReportRoute, reportDownloadResponse } from '@/pdf/kit/report-route'

// The render pool needs Node (worker threads); never cache: every query is its own report.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/**
 * `GET /tools/RothConversionModel/report.pdf?…`: the tool's analysis for the same query as the
 * page (a shared link's), as a PDF download; `table=<scenario id>` picks the year-by-year chart
 * and table, `dollars=nominal` the dollars as paid (anything else or nothing: 2026 dollars).
 * 400 with the field messages when the inputs are invalid, 429 when a client asks too often,
 * 503 while every render thread is busy with other reports.
 */
export const GET = rateLimitedReportRoute('rothReport', async (request) => {
  const params = queryRecord(request.nextUrl.searchParams)
  const result = analyzeRothForm(rothFormStateFromSearchParams(params))
  if (!result.ok) {
    const messages = [...new Set(Object.values(result.fieldErrors))]
    return plainTextResponse(
      ['The report could not be made from these inputs:', ...messages.map((m) => `- ${m}`)].join(
        '\n',
      ),
      400,
    )
  }

  const profile = await getSiteProfile()
  const generatedOn = new Date()
  return reportDownloadResponse(
    rothReportPdf,
    {
      analysis: result.analysis,
      dollars: dollarsShownOf(params[dollarsQueryName]),
      otherIncomeMedicareTier: otherIncomeMedicareTier(result.input),
      summary: rothInputSummary(result.input),
      assumptionNotes: assumptionNotesFor(result.input, result.analysis),
      heirTimeline: heirTimeline(result.analysis, result.input),
      bestStrategyIncome: bestStrategyIncome(result.analysis, result.input),
      tableScenarioId: typeof params.table === 'string' ? params.table : '',
      generatedOn,
      firmName: profile.name,
      siteUrl: profile.siteUrl,
    },
    rothReportFileName(generatedOn),
  )
})
