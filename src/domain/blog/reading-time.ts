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
  /** Put between two blocks where the first does not end a sentence (see `joinBlocks`). */
  blockSeparator?: string
}

/** Text that ends a sentence or clause: a stop, colon or semicolon, maybe inside quotes or brackets. */
const endsSentence = /[.!?:;…]["'”’)\]]*$/u

/**
 * Texts of separate blocks (a heading and the paragraph under it, list items, a page's sections)
 * as one line: empty ones left out, each joined to the next by a space where it ends a sentence,
 * by `separator` where it does not ("Gun Trusts · What changed"), so that a heading never reads
 * as the first words of the sentence after it.
 */
export function joinBlocks(texts: ReadonlyArray<string>, separator = ' '): string {
  let joined = ''
  for (const text of texts) {
    const trimmed = text.trim()
    if (!trimmed) continue
    joined = !joined ? trimmed : `${joined}${endsSentence.test(joined) ? ' ' : separator}${trimmed}`
  }
  return joined
}

function textOf(node: LexicalNode, options: PlainTextOptions): string {
  if (node.type === 'text') return node.text ?? ''
  if (node.type === 'linebreak' || node.type === 'tab') return ' '
  if (blockNodeTypes.has(node.type)) return options.blockText?.(node) ?? ''
  let text = ''
  for (const child of node.children ?? []) {
    const childText = textOf(child, options)
    text = inlineTypes.has(child.type)
      ? text + childText
      : joinBlocks([text, childText], options.blockSeparator)
  }
  return text
}

/**
 * The text a reader reads in the Lexical node `root` (an editor state's root, or any node below
 * it): text runs joined as written, block nodes (paragraphs, headings, list items, quotes)
 * joined by `joinBlocks`, whitespace collapsed to single spaces and trimmed.
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
