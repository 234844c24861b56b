import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'

import type { QuizReport } from '@/domain/quiz/quiz-report'
import { footerHeightPoints } from '@/lib/pdf/page-frame'
import { renderPdfToBuffer } from '@/lib/pdf/render'

import { readPdfPages } from '../../../tests/support/pdf-pages'
import { QuizReportDocument } from './quiz-report.pdf'

const yesNo = {
  id: 'nfa-items',
  kind: 'yesNo' as const,
  text: 'Do you own items regulated under the National Firearms Act?',
  help: 'Such as suppressors or short-barreled rifles.',
  answers: [
    { id: 'yes', label: 'Yes', value: 3, whyItMatters: 'A trust can hold them.', reading: null },
    { id: 'no', label: 'No', value: 0, whyItMatters: null, reading: null },
  ],
}
const scale = {
  id: 'heirs-know-rules',
  kind: 'scale' as const,
  text: 'How well do the people you would leave firearms to know the rules?',
  help: '1: not at all. 5: completely.',
  answers: ['1', '2', '3', '4', '5'].map((label, index) => ({
    id: `s${label}`,
    label,
    value: 4 - index,
    whyItMatters: null,
    reading: { title: 'Gun trusts in 2026', path: '/blog/gun-trusts-2026' },
  })),
}
const band = {
  id: 'fits',
  title: 'A gun trust fits your situation',
  min: 3,
  max: null,
  explanation: 'From your answers, a gun trust would do real work for you.',
  nextStep: { label: 'Book a design meeting', schedulingKind: null, url: null },
}

const report: QuizReport = {
  quiz: { title: 'Do you need a gun trust?', slug: 'gun-trust' },
  band,
  total: 7,
  reasons: [{ question: yesNo, chosen: [yesNo.answers[0]!] }],
  answers: [
    { question: yesNo, chosen: [yesNo.answers[0]!] },
    { question: scale, chosen: [scale.answers[0]!] },
  ],
  nextStepHref: 'https://book.example.com/estate-plan-design',
  firm: {
    name: 'Juniper Hill Law',
    siteUrl: 'https://juniperhill.example/',
    contactLines: ['Phone (303) 555-0142', 'E-mail office@example.com'],
  },
  name: 'Zoë Ørsted',
  generatedOn: new Date('2026-11-23T18:00:00Z'),
}

// Rendering is CPU-bound, and the machine's two cores may be busy with a build.
describe('QuizReportDocument', { timeout: 30_000 }, () => {
  it('is titled without a doubled mark after a question', async () => {
    const pdf = await renderPdfToBuffer(<QuizReportDocument report={report} />)
    const document = await getDocument({
      data: new Uint8Array(pdf),
      verbosity: VerbosityLevel.ERRORS,
      isEvalSupported: false,
    }).promise
    const { info } = (await document.getMetadata()) as { info: { Title?: string } }
    await document.destroy()
    expect(info.Title).toBe('Do you need a gun trust? Your report')
  })

  it('starts on its first page: who it is for, the firm, the result and the answers', async () => {
    const pages = await readPdfPages(
      await renderPdfToBuffer(<QuizReportDocument report={report} />),
    )
    const [first] = pages
    expect(first?.text).toContain('Do you need a gun trust?')
    expect(first?.text).toContain(
      'Prepared for Zoë Ørsted on November 23, 2026 by Juniper Hill Law',
    )
    expect(first?.text).toContain('Phone (303) 555-0142')
    expect(first?.text).toContain('Your result A gun trust fits your situation')
    expect(first?.text).toContain('From your answers, a gun trust would do real work for you.')
    expect(first?.text).toContain('Why this result')
    expect(first?.text).toContain('Your answers')
    // No cover left mostly blank (the old one ended about 550 pt up): text reaches the last third.
    const lowestBaseline = Math.min(
      ...(first?.runs.filter((run) => run.y > footerHeightPoints).map((run) => run.y) ?? []),
    )
    expect(lowestBaseline).toBeLessThan(792 / 3)
  })

  it('says what a scale answer means: the scale and its ends', async () => {
    const pages = await readPdfPages(
      await renderPdfToBuffer(<QuizReportDocument report={report} />),
    )
    const text = pages.map((page) => page.text).join(' ')
    expect(text).toContain(
      'How well do the people you would leave firearms to know the rules? 1: not at all. 5: completely. Your answer: 1 on a scale of 1 to 5',
    )
    expect(text).toContain('Your answer: Yes Why it matters: A trust can hold them.')
    expect(text).not.toContain('Such as suppressors')
  })
})
