import { describe, expect, test } from 'vitest'

import { anchorHeadings, headingSlug } from './heading-anchors'
import type { LexicalNode } from './lexical-node'

const text = (value: string): LexicalNode => ({ type: 'text', text: value, format: 0 })
const heading = (tag: string, ...children: LexicalNode[]): LexicalNode => ({
  type: 'heading',
  tag,
  children,
})
const root = (...children: LexicalNode[]): LexicalNode => ({ type: 'root', children })

/** The `anchorId` of every node in document order that has one. */
function anchorIds(node: LexicalNode): unknown[] {
  return [
    ...('anchorId' in node ? [node.anchorId] : []),
    ...(node.children ?? []).flatMap(anchorIds),
  ]
}

describe('headingSlug', () => {
  test.each([
    ['Why a Will Matters', 'why-a-will-matters'],
    ['Exención fiscal en Colorado', 'exencion-fiscal-en-colorado'],
    ['  -- Trusts & Estates --  ', 'trusts-estates'],
    ['Chapter 7 vs. Chapter 13', 'chapter-7-vs-chapter-13'],
    ['The $15M exclusion (2026)', 'the-15m-exclusion-2026'],
    ['ﬁling ﬁrst', 'filing-first'],
    ['Step Ⅳ', 'step-iv'],
    ['🎉🎉', 'section'],
    ['¿¡!?', 'section'],
    ['', 'section'],
  ])('%j → %j', (heading, slug) => expect(headingSlug(heading)).toBe(slug))
})

describe('anchorHeadings', () => {
  const content = root(
    heading('h2', text('Who needs a '), text('will')),
    { type: 'paragraph', children: [text('Body text.')] },
    heading('h3', text('Read '), { type: 'link', fields: {}, children: [text('the statute')] }),
    heading('h4', text('Fine print')),
    heading('h2', text('Who needs a will')),
    heading('h2', text('Who needs a will 2')),
    heading('h2', text('🎉')),
    heading('h3'),
    heading('h2', text('Café & Résumé')),
  )

  test('gives h2–h4 headings slug ids, numbering repeats in document order', () => {
    expect(anchorIds(anchorHeadings(content).root)).toEqual([
      'who-needs-a-will',
      'read-the-statute',
      'fine-print',
      'who-needs-a-will-2',
      'who-needs-a-will-2-2',
      'section',
      'section-2',
      'cafe-resume',
    ])
  })

  test('lists h2 and h3 headings with text in the table of contents, not h4', () => {
    expect(anchorHeadings(content).toc).toEqual([
      { id: 'who-needs-a-will', text: 'Who needs a will', level: 2 },
      { id: 'read-the-statute', text: 'Read the statute', level: 3 },
      { id: 'who-needs-a-will-2', text: 'Who needs a will', level: 2 },
      { id: 'who-needs-a-will-2-2', text: 'Who needs a will 2', level: 2 },
      { id: 'section', text: '🎉', level: 2 },
      { id: 'cafe-resume', text: 'Café & Résumé', level: 2 },
    ])
  })

  test('leaves other headings and other nodes without an id', () => {
    const { root: anchored, toc } = anchorHeadings(
      root(
        heading('h1', text('Title')),
        heading('h5', text('Small')),
        { type: 'heading', children: [text('No level')] },
        { type: 'paragraph', tag: 'h2', children: [text('Not a heading')] },
      ),
    )
    expect(anchorIds(anchored)).toEqual([])
    expect(toc).toEqual([])
  })

  test('finds headings nested in other nodes', () => {
    const nested = root({ type: 'container', children: [heading('h3', text('Deep'))] })
    expect(anchorHeadings(nested).toc).toEqual([{ id: 'deep', text: 'Deep', level: 3 }])
  })

  test('steps around reserved ids as around repeats', () => {
    const { toc } = anchorHeadings(
      root(
        heading('h2', text('Main')),
        heading('h2', text('FAQ 65f0')),
        heading('h2', text('Top')),
      ),
      { reservedIds: new Set(['main', 'faq-65f0', 'faq-65f0-2']) },
    )
    expect(toc.map(({ id }) => id)).toEqual(['main-2', 'faq-65f0-3', 'top'])
  })

  test('gives the same ids every time, independent of earlier calls', () => {
    const first = anchorHeadings(content)
    anchorHeadings(root(heading('h2', text('Who needs a will'))))
    expect(anchorHeadings(content)).toEqual(first)
  })

  test('returns a copy and leaves the stored content untouched', () => {
    const stored = root(heading('h2', { ...text('Link'), fields: { url: '/a' } }))
    const before = structuredClone(stored)
    const { root: anchored } = anchorHeadings(stored)
    const anchoredText = anchored.children?.[0]?.children?.[0]
    ;(anchoredText?.fields as { url: string }).url = '/changed'
    expect(stored).toEqual(before)
    expect(anchorIds(stored)).toEqual([])
  })
})
