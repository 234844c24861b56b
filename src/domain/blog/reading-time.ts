import type { LexicalNode } from './lexical-node'

/** Nodes that sit inside a line of text; every other node is a block and ends a word. */
const inlineTypes = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

/** Payload's blocks inside rich text: their text lives in their fields, not in children. */
const blockNodeTypes = new Set(['block', 'inlineBlock'])

/** A word: letters, digits and marks, joined by apostrophes, hyphens or points ("don't", "U.S."). */
const word = /[\p{L}\p{N}\p{M}]+(?:['’.-][\p{L}\p{N}\p{M}]+)*/gu

/**
 * The number of words in `text`, in any script: runs of letters, digits and combining marks, so
 * "don't", "well-known", "$13.99M" and "résumé" count once each and punctuation or emoji alone
 * count as nothing.
 */
export function countWords(text: string): number {
  return text.match(word)?.length ?? 0
}

export type PlainTextOptions = {
  /**
   * The text of a Payload block node (`block`, `inlineBlock`) such as an FAQ, from its node;
   * without it blocks add no text.
   */
  blockText?: (node: LexicalNode) => string
}

function textOf(node: LexicalNode, options: PlainTextOptions): string {
  if (node.type === 'text') return node.text ?? ''
  if (node.type === 'linebreak' || node.type === 'tab') return ' '
  if (blockNodeTypes.has(node.type)) return options.blockText?.(node) ?? ''
  const children = node.children ?? []
  return children
    .map((child) => (inlineTypes.has(child.type) ? '' : ' ') + textOf(child, options))
    .join('')
}

/**
 * The text a reader reads in the Lexical node `root` (an editor state's root, or any node below
 * it): text runs joined as written, block nodes (paragraphs, headings, list items, quotes)
 * separated by a space, whitespace collapsed to single spaces and trimmed.
 */
export function plainTextOf(root: LexicalNode, options: PlainTextOptions = {}): string {
  return textOf(root, options).replace(/\s+/g, ' ').trim()
}

/**
 * A little under the 238 words a minute adults read English non-fiction silently (Brysbaert 2019,
 * "How many words do we read per minute?", doi:10.1016/j.jml.2019.104047), so estimates err long.
 */
const defaultWordsPerMinute = 230

/**
 * Minutes to read `words` words at `wordsPerMinute`, rounded up and at least 1, so that a post
 * never says "0 min read".
 */
export function readingMinutes(words: number, wordsPerMinute = defaultWordsPerMinute): number {
  if (!Number.isFinite(words) || words < 0) throw new RangeError(`Not a word count: ${words}`)
  if (!Number.isFinite(wordsPerMinute) || wordsPerMinute <= 0)
    throw new RangeError(`Not a reading speed: ${wordsPerMinute}`)
  return Math.max(1, Math.ceil(words / wordsPerMinute))
}
