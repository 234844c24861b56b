import { threadId } from 'node:worker_threads'

import { afterAll, describe, expect, inject, test } from 'vitest'

import { rothReportPdf } from '@/pdf/documents/roth-report.pdf-name'

import { readPdfPages } from '../../../tests/support/pdf-pages'
import { quickRothReport } from '../../../tests/support/roth-report-fixture'
import { pdfDocumentName } from './pdf-document-name'
import { createPdfRenderPool } from './render-pool'

const report = quickRothReport()

const pool = createPdfRenderPool({ workerFile: inject('pdfWorkerFile'), threads: 1, maxWaiting: 4 })
afterAll(() => pool.close())

// Rendering is CPU-bound, and the machine's two cores may be busy with a build.
describe('createPdfRenderPool', { timeout: 60_000 }, () => {
  test('renders a document on a worker thread, not on the thread that asked', async () => {
    const rendered = await pool.render(rothReportPdf, report, { whenBusy: 'refuse' })
    expect(rendered?.threadId).toEqual(expect.any(Number))
    expect(rendered?.threadId).not.toBe(threadId)
    const text = (await readPdfPages(rendered?.pdf ?? new Uint8Array())).map((page) => page.text)
    expect(text.join(' ')).toContain('Prepared November 23, 2026')
  })

  test('renders one at a time, lets four wait, refuses a fifth visitor but not a job', async () => {
    const visitors = Array.from({ length: 6 }, () =>
      pool.render(rothReportPdf, report, { whenBusy: 'refuse' }),
    )
    const job = pool.render(rothReportPdf, report, { whenBusy: 'wait' })
    expect(await visitors[5]).toBeNull()
    const rendered = await Promise.all([...visitors.slice(0, 5), job])
    for (const each of rendered) expect(each?.pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(new Set(rendered.map((each) => each?.threadId)).size).toBe(1)
    expect(await pool.render(rothReportPdf, report, { whenBusy: 'refuse' })).not.toBeNull()
  })

  test('a failed render is an error and frees its place', async () => {
    const unknown = pdfDocumentName<object>('not-in-the-worker')
    await expect(pool.render(unknown, {}, { whenBusy: 'refuse' })).rejects.toThrow(
      'no document named "not-in-the-worker"',
    )
    expect(await pool.render(rothReportPdf, report, { whenBusy: 'refuse' })).not.toBeNull()
  })
})
