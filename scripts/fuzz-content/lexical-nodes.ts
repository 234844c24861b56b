/**
 * Lexical nodes as the admin's rich text editor saves them (plain JSON), for the content fuzzer
 * to write every kind of node the site's editors offer: text in every format, headings, lists
 * (bulleted, numbered, checked, nested), quotes, links of every kind, uploads, rules and blocks.
 */
import { elementNode, textNode } from '../../tests/support/lexical'

export type Node = Record<string, unknown>

/** Lexical's text format bits: bold, italic, strikethrough, underline, code, sub-, superscript. */
export const textFormats = [0, 1, 2, 3, 4, 8, 16, 32, 64] as const

export const text: (value: string, format?: number) => Node = textNode

const element: (type: string, children: Node[], extra?: Node) => Node = elementNode

/** Where an editor's alignment and indent buttons put a block (`format`, `indent`). */
export type BlockLayout = {
  format?: '' | 'left' | 'center' | 'right' | 'justify' | 'start' | 'end'
  indent?: number
  direction?: 'ltr' | 'rtl'
}

export const paragraph = (children: Node[], layout: BlockLayout = {}) =>
  element('paragraph', children, layout)
export const heading = (tag: string, children: Node[], layout: BlockLayout = {}) =>
  element('heading', children, { tag, ...layout })
export const quote = (children: Node[]) => element('quote', children)
export const lineBreak = (): Node => ({ type: 'linebreak', version: 1 })
export const tab = (): Node => ({
  type: 'tab',
  version: 1,
  text: '\t',
  format: 0,
  detail: 2,
  mode: 'normal',
  style: '',
})
export const horizontalRule = (): Node => ({ type: 'horizontalrule', version: 1 })

export type ListType = 'bullet' | 'number' | 'check'

export const listItem = (value: number, children: Node[], checked?: boolean): Node =>
  element('listitem', children, { value, ...(checked === undefined ? {} : { checked }) })

export const list = (listType: ListType, items: Node[], start = 1): Node =>
  element('list', items, { listType, start, tag: listType === 'number' ? 'ol' : 'ul' })

/** Where a link leads: an address typed in, or a document of a linkable collection by id. */
export type LinkTarget =
  { linkType: 'custom'; url: string } | { linkType: 'internal'; relationTo: string; id: number }

export const link = (target: LinkTarget, children: Node[], newTab = false): Node =>
  element('link', children, {
    version: 3,
    fields:
      target.linkType === 'custom'
        ? { linkType: 'custom', url: target.url, newTab }
        : {
            linkType: 'internal',
            doc: { relationTo: target.relationTo, value: target.id },
            newTab,
          },
  })

export const upload = (mediaId: number, id: string): Node => ({
  type: 'upload',
  version: 3,
  format: '',
  id,
  fields: null,
  relationTo: 'media',
  value: mediaId,
})

/** A document shown in the text (the default editor's Relationship feature), by id. */
export const relationship = (relationTo: string, id: number): Node => ({
  type: 'relationship',
  version: 2,
  format: '',
  relationTo,
  value: id,
})

/** A block inside rich text (`fields` are the block's own, with its `blockType`). */
export const block = (id: string, fields: Node): Node => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id, blockName: '', ...fields },
})

export const richTextOf = (children: Node[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})
