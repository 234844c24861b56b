import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { LexicalNode } from '@/domain/blog/lexical-node'
import { renderTypstPdf } from '@/pdf/kit/typst'

import { readPdfPages } from '../../../tests/support/pdf-pages'
import {
  elementsOf,
  readPdfStructure,
  runsOutside,
  type PdfStructure,
} from '../../../tests/support/pdf-structure'
import { postPdfData } from './post.pdf-data'
import type { PdfImage, PostPdfContent } from './post.pdf-name'

const text = (value: string, format = 0): LexicalNode => ({ type: 'text', text: value, format })
const node = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  ...extra,
})
const paragraph = (...children: LexicalNode[]) => node('paragraph', children)
const heading = (tag: string, words: string) => node('heading', [text(words)], { tag })
const item = (...children: LexicalNode[]) => node('listitem', children)
const bullets = (...items: LexicalNode[]) => node('list', items, { listType: 'bullet' })
const link = (url: string, words: string) =>
  node('link', [text(words)], { fields: { linkType: 'custom', url } })

/** An address of 144 characters with no place a line could break but the scheme's slashes. */
const longAddress = `https://law.example.com/${'statute'.repeat(17)}x`.slice(0, 144)
const hostile =
  'Title #import "/etc/passwd" ] $x^2$ \\ @label <tag> `raw` *bold* _em_ = h #set page(width: 1pt)'
const longWord = 'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenkasse'.repeat(2)
const names = 'Clients 张伟 and 王芳, 김민준, Иван Петров, Ελένη Παπαδοπούλου'
const korean = '유언장은 재산을 가족에게 남기는 가장 확실한 방법입니다.'

let figure: PdfImage

const content = (): LexicalNode =>
  node('root', [
    paragraph(text('Opening words of the post. '), text('Bold words.', 1)),
    heading('h2', 'Why plan'),
    paragraph(
      text('Read '),
      link('https://law.example.com/statute', 'the statute'),
      text(' first.'),
    ),
    bullets(
      item(text('First point')),
      item(text('Second point')),
      item(bullets(item(text('Nested point')))),
    ),
    node('list', [item(text('Step one')), item(text('Step two'))], {
      listType: 'number',
      start: 3,
    }),
    heading('h3', 'A smaller heading'),
    node('quote', [text('A quoted line.')]),
    node('upload', [], { value: { id: 7 } }),
    paragraph(text('See '), link(longAddress, 'the long address'), text('.')),
    paragraph(text(names)),
    paragraph(text(korean)),
    paragraph(text(hostile)),
    paragraph(text(`A word of 120 letters: ${longWord}, then the rest.`)),
    paragraph(text('Emoji 🙂, Hindi कख and after them the rest.')),
    node('block', [], {
      fields: {
        blockType: 'faq',
        heading: 'Questions',
        items: [{ question: 'What is a trust?', answer: 'An arrangement.\n\nA second paragraph.' }],
      },
    }),
    node('horizontalrule', []),
    heading('h2', 'A long list'),
    bullets(
      ...Array.from({ length: 70 }, (_, index) =>
        item(text(`List item ${index + 1} of a list taller than a page`)),
      ),
    ),
    heading('h4', 'Closing'),
    paragraph(text('Closing words.')),
  ])

const post = (overrides: Partial<PostPdfContent> = {}): PostPdfContent => ({
  title: 'Printing a Post',
  excerpt: 'What a printed post carries.',
  path: '/blog/printing-a-post',
  authorName: 'Avery Juniper',
  publishedAt: '2026-11-20T18:00:00Z',
  revisedAt: null,
  categoryName: 'Estate planning',
  tagNames: ['Trusts'],
  heroImage: null,
  content: content(),
  imagesByMediaId: new Map([[7, figure]]),
  firmName: 'Juniper Hill Law',
  siteUrl: 'https://juniperhill.example/',
  ...overrides,
})

let structure: PdfStructure
let printed: string
/**
 * `text` without white space: pdf.js reads a run where the font changes (a Chinese name in a
 * Latin sentence) or between the pieces of an address as separate words.
 */
const compact = (text: string) => text.replace(/\s+/g, '')

beforeAll(async () => {
  const data = await sharp({
    create: { width: 400, height: 200, channels: 3, background: '#336699' },
  })
    .jpeg()
    .toBuffer()
  figure = { data, format: 'jpg', alt: 'A blue rectangle', caption: 'Figure caption' }
  const pdf = renderTypstPdf(postPdfData(post()))
  structure = await readPdfStructure(pdf)
  printed = (await readPdfPages(pdf)).map((page) => page.text).join(' ')
})

describe('the post PDF', { timeout: 60_000 }, () => {
  it('is tagged, titled and in English', () => {
    expect(structure.isTagged).toBe(true)
    expect(structure.title).toBe('Printing a Post')
    expect(structure.displaysTitle).toBe(true)
    expect(structure.language).toBe('en-US')
  })

  it('has the headings in order, as bookmarks too', () => {
    const headings = elementsOf(structure.pages, /^H\d$/).map((each) => `${each.role} ${each.text}`)
    expect(headings).toEqual([
      'H1 Printing a Post',
      'H2 Why plan',
      'H3 A smaller heading',
      'H2 A long list',
      'H3 Closing',
      'H2 Links',
    ])
    expect(structure.bookmarks).toEqual(headings.map((each) => each.slice(3)))
  })
})

describe('the post PDF, on real content', { timeout: 60_000 }, () => {
  it('conforms to PDF/UA-1', () => {
    expect(structure.conformsToPdfUa1).toBe(true)
  })

  it('tags the lists, the nested one inside its item, and numbers from the given start', () => {
    const lists = elementsOf(structure.pages, /^L$/)
    expect(lists[0]?.text).toBe('• First point • Second point • Nested point')
    expect(elementsOf(lists[0]?.children ?? [], /^L$/).map((each) => each.text)).toEqual([
      '• Nested point',
    ])
    expect(lists.find((each) => each.text.startsWith('3.'))?.text).toBe('3. Step one 4. Step two')
    expect(elementsOf(lists[0]?.children ?? [], /^LI$/)).toHaveLength(3)
  })

  it('gives the figure its alt text without printing it; the caption is printed', () => {
    const [picture] = elementsOf(structure.pages, /^Figure$/)
    expect(picture?.alt).toBe('A blue rectangle')
    expect(printed).not.toContain('A blue rectangle')
    expect(printed).toContain('Figure caption')
  })

  it('keeps every word inside the text column, the 144-character address included', () => {
    expect(longAddress).toHaveLength(144)
    expect(runsOutside(structure, 54)).toEqual([])
    expect(compact(printed)).toContain(compact(`letters: ${longWord}, then the rest.`))
    // Broken over lines: a line's end reads as a space.
    expect(compact(printed)).toContain(`[2]${longAddress}`)
    expect(printed).toContain(`[2] ${longAddress.slice(0, 40)}`)
  })

  it('lets a list taller than a page flow onto the next, every item printed', () => {
    const pagesWithItems = structure.boxes.filter((page) =>
      page.runs.some((run) => run.text.startsWith('List item')),
    )
    expect(pagesWithItems.length).toBeGreaterThanOrEqual(2)
    for (let number = 1; number <= 70; number++) {
      expect(printed).toContain(`List item ${number} of a list taller than a page`)
    }
  })

  it('prints Chinese, Korean, Cyrillic and Greek names, and emoji; a character no font has is U+FFFD', () => {
    expect(printed).toContain(names)
    expect(compact(printed)).toContain(
      compact('Emoji 🙂, Hindi \uFFFD\uFFFD and after them the rest.'),
    )
  })

  it('prints a Korean sentence, every character of it (Noto Sans KR)', () => {
    expect(compact(printed)).toContain(compact(korean))
    // The two Devanagari letters only.
    expect(printed.match(/\uFFFD/g)).toHaveLength(2)
  })

  it('prints hostile text literally: no markup, no code', async () => {
    expect(printed).toContain(hostile)
    const titled = await readPdfStructure(renderTypstPdf(postPdfData(post({ title: hostile }))))
    expect(titled.title).toBe(hostile)
    expect(elementsOf(titled.pages, /^H1$/)[0]?.text).toBe(hostile)
    expect(titled.conformsToPdfUa1).toBe(true)
    expect(structure.boxes.every((page) => page.width === 612 && page.height === 792)).toBe(true)
  })

  it('numbers the links and lists their addresses at the end', () => {
    expect(printed).toMatch(/the statute \[1\] first/)
    expect(printed).toContain('[1] https://law.example.com/statute')
    expect(elementsOf(structure.pages, /^Link$/).length).toBeGreaterThanOrEqual(4)
  })

  it('puts the firm, the title and address and “Page X of Y” in every footer', () => {
    const pages = structure.boxes.length
    structure.boxes.forEach((page, index) => {
      const footer = page.runs
        .filter((run) => run.bottom < 65)
        .map((run) => run.text)
        .join(' ')
      expect(footer).toContain(`Juniper Hill Law Page ${index + 1} of ${pages}`)
      expect(compact(footer)).toContain(
        'PrintingaPost·https://juniperhill.example/blog/printing-a-post',
      )
      const lowestContent = Math.min(
        ...page.runs.filter((run) => run.bottom >= 65).map((run) => run.bottom),
      )
      expect(lowestContent).toBeGreaterThan(80)
    })
  })

  it('ends with the notice', () => {
    expect(printed).toContain('not legal advice about your situation')
  })
})
