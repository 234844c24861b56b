import type { NextRequest } from 'next/server'

import { renderRothReportPdf, rothReportFileName } from '@/components/roth/roth-report.pdf'
import { getSiteProfile } from '@/data/site-profile'
import { queryRecord } from '@/domain/http/query-record'
import { rothInputSummary } from '@/domain/roth/input-summary'
import { analyzeRothForm, rothFormStateFromSearchParams } from '@/domain/roth/roth-form'
import { renderInSlot } from '@/lib/pdf/render-slots'
import { clientAddress } from '@/lib/rate-limit/client-address'
import { rateLimiterFor, retryAfterSeconds } from '@/lib/rate-limit/limiters'

// @react-pdf/renderer needs Node (streams, Buffer); never cache: every query is its own report.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** Seconds a client is asked to wait while every render slot is busy. */
const busyRetrySeconds = 5

const plainText = (message: string, status: number, headers: Record<string, string> = {}) =>
  new Response(`${message}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })

/**
 * `GET /tools/RothConversionModel/report.pdf?…`: the tool's analysis for the same query as the
 * page (a shared link's), as a PDF download; `table=<scenario id>` picks the year-by-year table.
 * 400 with the field messages when the inputs are invalid, 429 when a client asks too often,
 * 503 while the server is busy rendering other reports.
 */
export async function GET(request: NextRequest) {
  if (!(await rateLimiterFor('rothReport').allow(clientAddress(request.headers)))) {
    return plainText('Too many reports in a minute. Please wait a minute and try again.', 429, {
      'Retry-After': String(retryAfterSeconds('rothReport')),
    })
  }

  const params = queryRecord(request.nextUrl.searchParams)
  const result = analyzeRothForm(rothFormStateFromSearchParams(params))
  if (!result.ok) {
    const messages = [...new Set(Object.values(result.fieldErrors))]
    return plainText(
      ['The report could not be made from these inputs:', ...messages.map((m) => `- ${m}`)].join(
        '\n',
      ),
      400,
    )
  }

  const profile = await getSiteProfile()
  const generatedOn = new Date()
  const pdf = await renderInSlot(() =>
    renderRothReportPdf({
      analysis: result.analysis,
      summary: rothInputSummary(result.input),
      tableScenarioId: typeof params.table === 'string' ? params.table : '',
      generatedOn,
      firmName: profile.name,
      siteUrl: profile.siteUrl,
    }),
  )
  if (!pdf) {
    return plainText(
      'The server is busy making other reports. Please try again in a moment.',
      503,
      {
        'Retry-After': String(busyRetrySeconds),
      },
    )
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${rothReportFileName(generatedOn)}"`,
      'Cache-Control': 'no-store',
      // Each query makes its own copy of the tool's page; search engines need none of them.
      'X-Robots-Tag': 'noindex',
    },
  })
}
