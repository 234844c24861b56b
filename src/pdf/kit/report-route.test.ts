import { NextRequest } from 'next/server'
import { beforeEach, expect, test, vi } from 'vitest'

import { clientAddressHeader } from '@/domain/http/client-address'

import { pdfDocumentName } from './pdf-document-name'
import { rateLimitedReportRoute, reportDownloadResponse } from './report-route'

const fakes = vi.hoisted(() => ({ allow: vi.fn(), renderPdf: vi.fn() }))
vi.mock('@/lib/rate-limit/limiters', () => ({
  rateLimiterFor: () => ({ allow: fakes.allow }),
  retryAfterSeconds: () => 60,
}))
vi.mock('./render-in-worker', () => ({ renderPdf: fakes.renderPdf }))

beforeEach(() => {
  fakes.allow.mockReset()
  fakes.renderPdf.mockReset()
})

const request = new NextRequest('http://localhost/quiz-report', {
  method: 'POST',
  headers: { [clientAddressHeader]: '203.0.113.7' },
})

test('a client within its limit gets the route’s answer, counted by its address', async () => {
  fakes.allow.mockResolvedValue(true)
  const answer = vi.fn(async () => new Response('report'))
  const response = await rateLimitedReportRoute('quizReport', answer)(request)
  expect(await response.text()).toBe('report')
  expect(fakes.allow).toHaveBeenCalledWith('203.0.113.7')
  expect(answer).toHaveBeenCalledWith(request)
})

test('a client over its limit gets a 429 with when to try again, and nothing is read', async () => {
  fakes.allow.mockResolvedValue(false)
  const answer = vi.fn(async () => new Response('report'))
  const response = await rateLimitedReportRoute('quizReport', answer)(request)
  expect(response.status).toBe(429)
  expect(response.headers.get('retry-after')).toBe('60')
  expect(answer).not.toHaveBeenCalled()
})

const document = pdfDocumentName<{ title: string }>('quiz-report')

test('a rendered report is a download that no cache keeps', async () => {
  fakes.renderPdf.mockResolvedValue(Buffer.from('%PDF-'))
  const response = await reportDownloadResponse(document, { title: 'A' }, 'a.pdf')
  expect(fakes.renderPdf).toHaveBeenCalledWith(document, { title: 'A' }, { whenBusy: 'refuse' })
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="a.pdf"')
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await response.text()).toBe('%PDF-')
})

test('every render thread busy is a 503 to try again shortly', async () => {
  fakes.renderPdf.mockResolvedValue(null)
  const response = await reportDownloadResponse(document, { title: 'A' }, 'a.pdf')
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('5')
})
