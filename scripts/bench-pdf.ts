/**
 * `npm run bench:pdf`: each kind of PDF rendered on a render thread of its own (the site's
 * worker bundle, built from the current sources), in a process of its own: the first render (the
 * thread's start, the engine's and the fonts' loading included), then the median of 20 more, the
 * process's peak resident memory, and the PDF's size. Kinds: post, quiz-report, personal-data,
 * roth-report. `-- --kind post` runs one kind in this process (what the parent runs for each).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { registerHooks } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'

import sharp from 'sharp'

import type { LexicalNode } from '../src/domain/blog/lexical-node'
import type { PdfDocumentName } from '../src/pdf/kit/pdf-document-name'
import { quickRothReport } from '../tests/support/roth-report-fixture'
import { buildPdfWorker } from './support/worker-bundles'

// The PDF modules are server code (`import 'server-only'`, which throws outside React's server
// condition); this process is the server's stand-in, and its render threads load the worker's
// bundle, where `server-only` is empty. Hooks of this thread only: the threads keep the full React.
registerHooks({
  resolve: (specifier, context, next) =>
    specifier === 'server-only'
      ? { url: 'data:text/javascript,', shortCircuit: true }
      : next(specifier, context),
})

const warmRenders = 20
const kinds = ['post', 'quiz-report', 'personal-data', 'roth-report'] as const
type Kind = (typeof kinds)[number]

const text = (value: string, format = 0): LexicalNode => ({ type: 'text', text: value, format })
const node = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  ...extra,
})

/** A post of about four pages: headings, paragraphs, lists, links, a picture, questions. */
async function postProps() {
  const picture = await sharp({
    create: { width: 1_400, height: 700, channels: 3, background: '#336699' },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  const paragraph = (index: number) =>
    node('paragraph', [
      text(`Paragraph ${index}: an estate plan names who decides for you and who inherits. `),
      node('link', [text('the statute')], {
        fields: { linkType: 'custom', url: `https://law.example.com/statute/${index}` },
      }),
      text(' says how. '.repeat(8)),
    ])
  const sections = Array.from({ length: 6 }, (_, section) => [
    node('heading', [text(`Section ${section + 1}`)], { tag: 'h2' }),
    ...Array.from({ length: 4 }, (_, index) => paragraph(section * 4 + index)),
    node(
      'list',
      Array.from({ length: 5 }, (_, index) => node('listitem', [text(`Point ${index + 1}`)])),
      { listType: 'bullet' },
    ),
  ])
  return {
    title: 'What a Revocable Trust Does, and What It Does Not',
    excerpt: 'A plain-language tour of the revocable living trust.',
    path: '/blog/revocable-trusts',
    authorName: 'Avery Juniper',
    publishedAt: '2026-11-20T18:00:00Z',
    revisedAt: null,
    categoryName: 'Estate planning',
    tagNames: ['Trusts', 'Probate'],
    heroImage: { data: picture, format: 'jpg' as const, alt: 'A blue field', caption: '' },
    content: node('root', [
      ...sections.flat(),
      node('upload', [], { value: { id: 1 } }),
      node('block', [], {
        fields: {
          blockType: 'faq',
          heading: 'Questions',
          items: [{ question: 'Do I still need a will?', answer: 'Yes: a pour-over will.' }],
        },
      }),
    ]),
    imagesByMediaId: new Map([
      [1, { data: picture, format: 'jpg' as const, alt: 'A blue field', caption: 'A caption' }],
    ]),
    firmName: 'Juniper Hill Law',
    siteUrl: 'https://juniperhill.example/',
  }
}

function quizReportProps() {
  const question = (index: number) => ({
    id: `q${index}`,
    kind: 'yesNo' as const,
    text: `Question ${index}: do you own items regulated under the National Firearms Act?`,
    help: null,
    answers: [
      {
        id: 'yes',
        label: 'Yes',
        value: 3,
        whyItMatters: 'A trust can hold them, and your heirs avoid a transfer.',
        reading: { title: 'Gun trusts in 2026', path: '/blog/gun-trusts-2026' },
      },
    ],
  })
  const answers = Array.from({ length: 10 }, (_, index) => {
    const each = question(index + 1)
    return { question: each, chosen: [each.answers[0]!] }
  })
  return {
    quiz: { title: 'Do you need a gun trust?', slug: 'gun-trust' },
    band: {
      id: 'fits',
      title: 'A gun trust fits your situation',
      min: 3,
      max: null,
      explanation: 'From your answers, a gun trust would do real work for you.',
      nextStep: { label: 'Book a design meeting', schedulingKind: null, url: null },
    },
    total: 30,
    reasons: answers.slice(0, 2),
    answers,
    nextStepHref: '/contact',
    firm: {
      name: 'Juniper Hill Law',
      siteUrl: 'https://juniperhill.example/',
      contactLines: ['Phone (303) 555-0142', 'E-mail office@example.com'],
    },
    name: 'Zoë Ørsted',
    generatedOn: new Date('2026-11-23T18:00:00Z'),
  }
}

function personalDataProps() {
  return {
    address: 'ann@example.com',
    generatedAt: new Date('2026-11-26T18:00:00Z'),
    firmName: 'Juniper Hill Law',
    records: Array.from({ length: 4 }, (_, index) => ({
      heading: `Inquiry ${index + 1}, received November 25, 2026`,
      fields: [
        { label: 'Name', value: 'Ann Example' },
        { label: 'E-mail', value: 'ann@example.com' },
        { label: 'Message', value: 'Please call me about a trust for my daughter. '.repeat(5) },
      ],
    })),
    emailJobs: Array.from({ length: 8 }, (_, index) => ({
      id: index + 1,
      about: `Inquiry ${index + 1}`,
      state: 'sent' as const,
      queuedAt: '2026-11-25T18:00:00Z',
      completedAt: '2026-11-25T18:01:00Z',
    })),
    outboxMessages: [{ file: 'a.eml', subject: 'Your report', writtenAt: '2026-11-25T18:00:00Z' }],
  }
}

async function documentOf(kind: Kind): Promise<[PdfDocumentName<unknown>, unknown]> {
  const { personalDataPdf } = await import('../src/pdf/documents/personal-data.pdf-name')
  const { postPdf } = await import('../src/pdf/documents/post.pdf-name')
  const { quizReportPdf } = await import('../src/pdf/documents/quiz-report.pdf-name')
  const { rothReportPdf } = await import('../src/pdf/documents/roth-report.pdf-name')
  const as = <Props>(document: PdfDocumentName<Props>) => document as PdfDocumentName<unknown>
  if (kind === 'post') return [as(postPdf), await postProps()]
  if (kind === 'quiz-report') return [as(quizReportPdf), quizReportProps()]
  if (kind === 'personal-data') return [as(personalDataPdf), personalDataProps()]
  return [as(rothReportPdf), quickRothReport()]
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function benchOne(kind: Kind, workerFile: string) {
  const [document, props] = await documentOf(kind)
  const { createPdfRenderPool } = await import('../src/pdf/kit/render-pool')
  const pool = createPdfRenderPool({ workerFile, threads: 1, maxWaiting: 4 })
  const render = async () => {
    const started = performance.now()
    const rendered = await pool.render(document, props, { whenBusy: 'wait' })
    return { ms: performance.now() - started, bytes: rendered?.pdf.byteLength ?? 0 }
  }
  const first = await render()
  const warm: number[] = []
  for (let index = 0; index < warmRenders; index++) warm.push((await render()).ms)
  await pool.close()
  const peakMiB = process.resourceUsage().maxRSS / 1024
  process.stdout.write(
    `${JSON.stringify({ kind, firstMs: first.ms, warmMedianMs: median(warm), peakMiB, bytes: first.bytes })}\n`,
  )
}

const { values } = parseArgs({ options: { kind: { type: 'string' }, worker: { type: 'string' } } })

if (values.kind && values.worker) {
  await benchOne(values.kind as Kind, values.worker)
} else {
  mkdirSync('.tmp', { recursive: true })
  const workerFile = path.resolve('.tmp', `bench-pdf-worker-${process.pid}.mjs`)
  await buildPdfWorker(workerFile)
  try {
    const rows = kinds.map((kind) => {
      const output = execFileSync(
        process.execPath,
        [...process.execArgv, process.argv[1] ?? '', '--kind', kind, '--worker', workerFile],
        { encoding: 'utf8' },
      )
      return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<string, number>
    })
    const table = rows.map((row) => ({
      kind: row.kind,
      'first render (ms)': Math.round(row.firstMs ?? 0),
      'warm median (ms)': Number((row.warmMedianMs ?? 0).toFixed(1)),
      'peak RSS (MiB)': Math.round(row.peakMiB ?? 0),
      'PDF (KiB)': Number(((row.bytes ?? 0) / 1024).toFixed(1)),
    }))
    console.table(table)
  } finally {
    rmSync(workerFile, { force: true })
  }
}
