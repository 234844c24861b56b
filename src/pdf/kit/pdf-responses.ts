import 'server-only'

import { retryAfterSeconds, type LimitedEndpoint } from '@/lib/rate-limit/limiters'

/** Seconds a client is asked to wait while every render thread is busy. */
const busyRetrySeconds = 5

/** A short message for the visitor, never cached. */
export function plainTextResponse(
  message: string,
  status: number,
  headers: Record<string, string> = {},
): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })
}

/** 429: the client asked for more reports than `endpoint` allows, with when to try again. */
export function tooManyReportsResponse(endpoint: LimitedEndpoint): Response {
  return plainTextResponse(
    'Too many reports in a minute. Please wait a minute and try again.',
    429,
    {
      'Retry-After': String(retryAfterSeconds(endpoint)),
    },
  )
}

/** 503: every render thread is busy and the line is full (`renderPdf` gave null); retry shortly. */
export function busyRenderingResponse(): Response {
  return plainTextResponse(
    'The server is busy making other reports. Please try again in a moment.',
    503,
    {
      'Retry-After': String(busyRetrySeconds),
    },
  )
}

/**
 * A report made for this request as a download named `fileName`: kept by no cache, and kept out
 * of search engines (each request makes its own copy of a page's content).
 */
export function pdfDownloadResponse(pdf: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
