import type { CallToActionBlock, FaqBlock } from '@/payload-types'

/**
 * Builds the Lexical editor state the rich-text block stores, from plain pieces, so seeded policy
 * text opens in the admin exactly as if the attorney had typed it.
 */
type LexicalNode = { type: string; version: number; [key: string]: unknown }

/** A run of text, or a link to a path on this site or an https address. */
export type Inline = string | { text: string; bold: true } | { text: string; href: string }

const block = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

function textNode(text: string, bold = false): LexicalNode {
  return {
    type: 'text',
    text,
    format: bold ? 1 : 0,
    style: '',
    mode: 'normal',
    detail: 0,
    version: 1,
  }
}

function inlineNode(piece: Inline): LexicalNode {
  if (typeof piece === 'string') return textNode(piece)
  if ('href' in piece) {
    return {
      ...block,
      type: 'link',
      version: 3,
      fields: { linkType: 'custom', url: piece.href, newTab: false },
      children: [textNode(piece.text)],
    }
  }
  return textNode(piece.text, true)
}

export function paragraph(...pieces: Inline[]): LexicalNode {
  return {
    ...block,
    type: 'paragraph',
    textFormat: 0,
    textStyle: '',
    children: pieces.map(inlineNode),
  }
}

export function heading(text: string, tag: 'h2' | 'h3' = 'h2'): LexicalNode {
  return { ...block, type: 'heading', tag, children: [textNode(text)] }
}

export function list(items: ReadonlyArray<Inline | Inline[]>, ordered = false): LexicalNode {
  return {
    ...block,
    type: 'list',
    listType: ordered ? 'number' : 'bullet',
    tag: ordered ? 'ol' : 'ul',
    start: 1,
    children: items.map((item, index) => ({
      ...block,
      type: 'listitem',
      value: index + 1,
      children: (Array.isArray(item) ? item : [item]).map(inlineNode),
    })),
  }
}

/** The editor state for a rich-text field made of the given block nodes. */
export function richText(...children: LexicalNode[]) {
  return { root: { ...block, type: 'root', children } }
}

/** A block quote: words set apart from the text, such as advice in the attorney's own words. */
export function quote(...pieces: Inline[]): LexicalNode {
  return { ...block, type: 'quote', children: pieces.map(inlineNode) }
}

/**
 * A stable 24-hex-digit id (the shape the editor gives a block) made from `key`, so seeding the
 * same content twice gives the same ids and the page's `faq-…` anchors do not move.
 */
export function seedBlockId(key: string): string {
  let id = ''
  for (let salt = 0; id.length < 24; salt += 1) {
    let hash = (0x811c9dc5 ^ salt) >>> 0
    for (const char of key) {
      hash ^= char.codePointAt(0) ?? 0
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    id += hash.toString(16).padStart(8, '0')
  }
  return id.slice(0, 24)
}

/**
 * A Payload block inside rich text (BlocksFeature's serialized node, version 2): the block's
 * field values with its `blockType`, an id made from `key` and an empty block name.
 */
export function blockNode(key: string, fields: { blockType: string }): LexicalNode {
  return {
    type: 'block',
    version: 2,
    format: '',
    fields: { ...fields, id: seedBlockId(key), blockName: '' },
  }
}

/** The questions-and-answers block, in rich text; `key` makes its ids (unique in the document). */
export function faqBlock(
  key: string,
  heading: string,
  items: ReadonlyArray<{ question: string; answer: string }>,
): LexicalNode {
  const fields: FaqBlock = {
    blockType: 'faq',
    heading,
    items: items.map((item, index) => ({ ...item, id: seedBlockId(`${key}:${index}`) })),
  }
  return blockNode(key, fields)
}

/** The call-to-action block, in rich text; `key` makes its ids (unique in the document). */
export function ctaBlock(
  key: string,
  { heading, text, actions }: Pick<CallToActionBlock, 'heading' | 'text' | 'actions'>,
): LexicalNode {
  const fields: CallToActionBlock = {
    blockType: 'callToAction',
    heading,
    text,
    actions: actions.map((action, index) => ({ ...action, id: seedBlockId(`${key}:${index}`) })),
  }
  return blockNode(key, fields)
}
