import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'

import type { QuizReport } from '@/domain/quiz/quiz-report'
import { renderTypstPdf } from '@/pdf/kit/typst'

import { readPdfPages } from '../../../tests/support/pdf-pages'
import { elementsOf, readPdfStructure, runsOutside } from '../../../tests/support/pdf-structure'
import { quizReportPdfData } from './quiz-report.pdf-data'

/** The quiz report's footer band and bottom reserve, in points from the paper's foot (seed §9). */
const footerHeightPoints = 65
const bottomReservePoints = 80

const render = (quizReport: QuizReport) => renderTypstPdf(quizReportPdfData(quizReport))
const compact = (text: string) => text.replace(/\s+/g, '')

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
    const pdf = render(report)
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
    const pages = await readPdfPages(render(report))
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
    const pages = await readPdfPages(render(report))
    const text = pages.map((page) => page.text).join(' ')
    expect(text).toContain(
      'How well do the people you would leave firearms to know the rules? 1: not at all. 5: completely. Your answer: 1 on a scale of 1 to 5',
    )
    expect(text).toContain('Your answer: Yes Why it matters: A trust can hold them.')
    expect(text).not.toContain('Such as suppressors')
  })

  it('is tagged and PDF/UA-1, titled, in English, its sections headings under the quiz’s', async () => {
    const structure = await readPdfStructure(render(report))
    expect(structure.isTagged).toBe(true)
    expect(structure.conformsToPdfUa1).toBe(true)
    expect(structure.title).toBe('Do you need a gun trust? Your report')
    expect(structure.displaysTitle).toBe(true)
    expect(structure.language).toBe('en-US')
    expect(elementsOf(structure.pages, /^H\d$/).map((each) => `${each.role} ${each.text}`)).toEqual(
      [
        'H1 Do you need a gun trust?',
        'H2 Why this result',
        'H2 Your answers',
        'H2 Next steps',
        'H2 Resources',
      ],
    )
    expect(elementsOf(structure.pages, /^Link$/).length).toBeGreaterThanOrEqual(3)
    // The QR codes repeat the printed addresses: decorations, not figures without alt text.
    expect(elementsOf(structure.pages, /^Figure$/)).toEqual([])
  })

  it('prints names in any script, hostile text literally, long answers across pages', async () => {
    const hostileName = '张伟 Иван Ελένη #import "x" ] $ \\ @label <tag> `raw`'
    const long = 'A long reason why it matters, '.repeat(12)
    const many = Array.from({ length: 40 }, (_, index) => ({
      question: { ...yesNo, id: `q${index}`, text: `Question ${index + 1}?` },
      chosen: [{ ...yesNo.answers[0]!, whyItMatters: long }],
    }))
    const pdf = render({ ...report, name: hostileName, answers: many })
    const structure = await readPdfStructure(pdf)
    const pages = await readPdfPages(pdf)
    const text = compact(pages.map((page) => page.text).join(' '))
    expect(text).toContain(compact(`Prepared for ${hostileName} on November 23, 2026`))
    for (let number = 1; number <= 40; number++) expect(text).toContain(`Question${number}?`)
    expect(structure.conformsToPdfUa1).toBe(true)
    expect(runsOutside(structure, 54)).toEqual([])
    // Content stays above the reserve; the footer keeps to its band.
    for (const page of structure.boxes) {
      const content = page.runs.filter((run) => run.bottom > footerHeightPoints)
      expect(Math.min(...content.map((run) => run.bottom))).toBeGreaterThan(bottomReservePoints)
    }
  })
})
