import { describe, expect, it } from 'vitest'

import type { PersonalDataReport } from '@/data/personal-data-summary'
import { renderTypstPdf } from '@/pdf/kit/typst'

import { readPdfPages } from '../../../tests/support/pdf-pages'
import { elementsOf, readPdfStructure, runsOutside } from '../../../tests/support/pdf-structure'
import { personalDataPdfData } from './personal-data.pdf-data'

const compact = (text: string) => text.replace(/\s+/g, '')
const hostile = 'Ελένη 张伟 Иван #import "x" ] $ \\ @label <tag> `raw`'

const report: PersonalDataReport = {
  address: 'ann@example.com',
  generatedAt: new Date('2026-11-26T18:00:00Z'),
  firmName: 'Juniper Hill Law',
  records: [
    {
      heading: 'Inquiry 1, received November 25, 2026',
      fields: [
        { label: 'Name', value: hostile },
        { label: 'Message', value: 'Please call me about a trust. '.repeat(40) },
      ],
    },
  ],
  emailJobs: Array.from({ length: 60 }, (_, index) => ({
    id: index + 1,
    about: `Inquiry ${index + 1}`,
    state: 'waiting' as const,
    queuedAt: '2026-11-25T18:00:00Z',
    completedAt: null,
  })),
  outboxMessages: [{ file: 'a.eml', subject: 'Your report', writtenAt: '2026-11-25T18:00:00Z' }],
}

describe('the personal data PDF', { timeout: 60_000 }, () => {
  it('is tagged and PDF/UA-1, titled, with its headings and tables with header cells', async () => {
    const pdf = renderTypstPdf(personalDataPdfData(report))
    const structure = await readPdfStructure(pdf)
    expect(structure.isTagged).toBe(true)
    expect(structure.conformsToPdfUa1).toBe(true)
    expect(structure.title).toBe('Personal data held for ann@example.com')
    expect(structure.displaysTitle).toBe(true)
    expect(structure.language).toBe('en-US')
    const headings = elementsOf(structure.pages, /^H\d$/).map((each) => `${each.role} ${each.text}`)
    expect(headings.slice(0, 3)).toEqual([
      'H1 What we keep about you',
      'H2 Messages and quiz submissions (1)',
      'H3 Inquiry 1, received November 25, 2026',
    ])
    expect(headings).toContain('H2 E-mails queued about them (60)')
    const tables = elementsOf(structure.pages, /^Table$/)
    // The jobs' table spans pages: its header row is repeated on each.
    expect(tables.length).toBeGreaterThanOrEqual(3)
    const headerCells = elementsOf(tables, /^TH$/).map((each) => each.text)
    expect(headerCells.slice(0, 4)).toEqual(['About', 'State', 'Queued', 'Sent'])
    const pages = await readPdfPages(pdf)
    const jobPages = pages.filter((page) => page.text.includes('Inquiry 2'))
    for (const page of pages.filter((each) => /Inquiry \d+ waiting/.test(each.text))) {
      expect(page.text).toContain('About State Queued Sent')
    }
    expect(jobPages.length).toBeGreaterThanOrEqual(1)
    const text = pages.map((page) => page.text).join(' ')
    expect(text).toContain('Inquiry 60 waiting')
    expect(compact(text)).toContain(compact(hostile))
    expect(runsOutside(structure, 54)).toEqual([])
  })
})
