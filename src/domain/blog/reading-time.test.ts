import { describe, expect, test } from 'vitest'

import type { LexicalNode } from './lexical-node'
import { countWords, joinBlocks, plainTextOf, readingMinutes } from './reading-time'

const text = (value: string): LexicalNode => ({ type: 'text', text: value, format: 0 })
const paragraph = (...children: LexicalNode[]): LexicalNode => ({ type: 'paragraph', children })

describe('countWords', () => {
  test.each([
    ['', 0],
    ['  \n\t ', 0],
    ['A will names an executor.', 5],
    ["Don't wait — it's simple.", 4],
    ['A well-known, court-approved form', 4],
    ['The exclusion is $13.99M in 2025', 6],
    ['U.S. estate tax', 3],
    ['Résumé, café, naïve', 3],
    ['cafe\u0301 au lait', 3],
    ['Закон и право', 3],
    ['Chapter 7 (and 13)', 4],
    ['🎉 … — !!!', 0],
  ])('%j has %i words', (value, words) => expect(countWords(value)).toBe(words))
})

describe('plainTextOf', () => {
  test('joins text runs as written and separates blocks with a space', () => {
    const root: LexicalNode = {
      type: 'root',
      children: [
        { type: 'heading', tag: 'h2', children: [text('Why '), text('plan')] },
        paragraph(text('Bold'), text('er text with a '), {
          type: 'link',
          fields: { url: 'https://example.com' },
          children: [text('link')],
        }),
        {
          type: 'list',
          children: [
            { type: 'listitem', children: [text('one')] },
            { type: 'listitem', children: [text('two')] },
          ],
        },
        paragraph(text('line'), { type: 'linebreak' }, text('break'), { type: 'tab' }, text('tab')),
        { type: 'quote', children: [text('  spaced   out  ')] },
      ],
    }
    expect(plainTextOf(root)).toBe(
      'Why plan Bolder text with a link one two line break tab spaced out',
    )
  })

  test('separates blocks that end no sentence with the separator asked for', () => {
    const root: LexicalNode = {
      type: 'root',
      children: [
        { type: 'heading', tag: 'h2', children: [text('Gun Trusts')] },
        paragraph(text('It is “any other weapon.”')),
        paragraph(text('Bring:')),
        {
          type: 'list',
          children: [
            { type: 'listitem', children: [text('a photo ID')] },
            { type: 'listitem', children: [text('your deed (if any)')] },
          ],
        },
        paragraph(text('Questions?')),
      ],
    }
    expect(plainTextOf(root, { blockSeparator: ' · ' })).toBe(
      'Gun Trusts · It is “any other weapon.” Bring: a photo ID · your deed (if any) · Questions?',
    )
  })

  test('leaves out what has no text: empty roots, uploads, rules, text nodes without text', () => {
    expect(plainTextOf({ type: 'root', children: [] })).toBe('')
    expect(
      plainTextOf({
        type: 'root',
        children: [{ type: 'upload', value: 4 }, { type: 'horizontalrule' }, { type: 'text' }],
      }),
    ).toBe('')
  })

  const withBlocks: LexicalNode = {
    type: 'root',
    children: [
      paragraph(text('Before')),
      { type: 'block', fields: { blockType: 'faq', question: 'Do I need a will?' } },
      paragraph(text('after'), { type: 'inlineBlock', fields: { label: 'inline' } }),
    ],
  }

  test('adds no text for Payload blocks unless told how to read them', () => {
    expect(plainTextOf(withBlocks)).toBe('Before after')
  })

  test('reads Payload blocks through blockText', () => {
    const blockText = (node: LexicalNode) => Object.values(node.fields as object).join(' ')
    expect(plainTextOf(withBlocks, { blockText })).toBe('Before faq Do I need a will? after inline')
  })
})

describe('readingMinutes', () => {
  test.each([
    [0, 1],
    [1, 1],
    [230, 1],
    [231, 2],
    [460, 2],
    [1_000, 5],
  ])('%i words take %i min at 230 words a minute', (words, minutes) =>
    expect(readingMinutes(words)).toBe(minutes),
  )

  test('reads at the given speed', () => expect(readingMinutes(450, 150)).toBe(3))

  test.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d words', (words) =>
    expect(() => readingMinutes(words)).toThrow(RangeError),
  )

  test.each([[0], [-200], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses a speed of %d words a minute',
    (wordsPerMinute) => expect(() => readingMinutes(100, wordsPerMinute)).toThrow(RangeError),
  )
})

describe('joinBlocks', () => {
  test.each([
    [['Heading', 'Text.'], 'Heading / Text.'],
    [['Done.', 'Next'], 'Done. Next'],
    [['Why? ', ' Because'], 'Why? Because'],
    [['Said “yes.”', 'Then'], 'Said “yes.” Then'],
    [['(see below)', 'Then'], '(see below) / Then'],
    [['', 'Only', '  '], 'Only'],
    [[], ''],
  ])('%j → %j', (texts, joined) => expect(joinBlocks(texts, ' / ')).toBe(joined))

  test('joins with a space unless told otherwise', () =>
    expect(joinBlocks(['Heading', 'Text'])).toBe('Heading Text'))
})
