import 'server-only'

import type { NextRequest } from 'next/server'

import { clientAddress } from '@/lib/rate-limit/client-address'
import { rateLimiterFor, type LimitedEndpoint } from '@/lib/rate-limit/limiters'

import type { PdfDocumentName } from './pdf-document-name'
import { busyRenderingResponse, pdfDownloadResponse, tooManyReportsResponse } from './pdf-responses'
import { renderPdf } from './render-in-worker'

/**
 * A route that makes a visitor a PDF report: the client is counted against `endpoint`'s rate limit
 * before anything is read (429, with when to try again, once it asked too often), then `answer`
 * checks the request and makes the report.
 */
export function rateLimitedReportRoute(
  endpoint: LimitedEndpoint,
  answer: (request: NextRequest) => Promise<Response>,
): (request: NextRequest) => Promise<Response> {
  return async (request) => {
    if (!(await rateLimiterFor(endpoint).allow(clientAddress(request.headers)))) {
      return tooManyReportsResponse(endpoint)
    }
    return answer(request)
  }
}

/**
 * `document` for `props`, rendered on a render thread for this request and answered as a download
 * named `fileName`; a 503 while every thread is busy and the line is full.
 */
export async function reportDownloadResponse<Props>(
  document: PdfDocumentName<Props>,
  props: Props,
  fileName: string,
): Promise<Response> {
  const pdf = await renderPdf(document, props, { whenBusy: 'refuse' })
  return pdf ? pdfDownloadResponse(pdf, fileName) : busyRenderingResponse()
}
