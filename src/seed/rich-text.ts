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
