/**
 * Rich text bodies with everything the editors offer: every heading level they allow, text in
 * every format, links of every kind (internal to each linkable collection, addresses typed in,
 * mailto, tel, anchors), lists nested deep and lists taller than a page, check lists, quotes,
 * uploads, rules, line breaks and tabs, words longer than a line; the blocks posts may hold.
 */
import { hostileText, overlongWords } from './hostile-text'
import {
  block,
  heading,
  horizontalRule,
  lineBreak,
  link,
  list,
  listItem,
  paragraph,
  quote,
  relationship,
  richTextOf,
  tab,
  text,
  textFormats,
  upload,
  type BlockLayout,
  type LinkTarget,
  type ListType,
  type Node,
} from './lexical-nodes'
import type { Choices } from './seeded-choices'

/** Documents that exist when a document is made, which its links and pictures may use. */
export type KnownDocs = {
  pages: number[]
  posts: number[]
  quizzes: number[]
  categories: number[]
  tags: number[]
  images: number[]
}

/** Collections a rich text link may lead to (src/domain/content/linked-doc-path.ts). */
const linkedCollections = ['pages', 'posts', 'quizzes', 'categories', 'tags'] as const

/** Addresses typed into the link drawer, as the editor accepts them. */
export const customUrls = [
  'https://example.com/',
  'https://bücher.example/straße?q=größe&lang=de#kapitel-2',
  'https://例え.jp/パス?名前=値',
  'https://example.com/a%20b/%E2%9C%93?x=1&y=%3Cz%3E',
  'https://example.com/search?q=%22quoted%22&amp=1',
  'http://example.org/path/',
  '/contact#hours',
  '/blog?page=2',
  '#main',
  '#top',
  'mailto:zoë.núñez@example.com?subject=Größe%20&body=Hello',
  'mailto:office@example.com',
  'tel:+1-303-555-0142',
  'tel:+13035550142;ext=12',
] as const

const mediaNodeId = (choices: Choices) =>
  Array.from({ length: 24 }, () => '0123456789abcdef'[choices.integer(0, 15)]).join('')

/** A link to any document of `collection` among `known`, or null when there is none. */
function internalTarget(choices: Choices, known: KnownDocs): LinkTarget | null {
  const collection = choices.pick(linkedCollections)
  const ids = known[collection]
  return ids.length === 0
    ? null
    : { linkType: 'internal', relationTo: collection, id: choices.pick(ids) }
}

function anyLink(choices: Choices, known: KnownDocs): Node {
  const target: LinkTarget = (choices.chance(0.5) ? internalTarget(choices, known) : null) ?? {
    linkType: 'custom',
    url: choices.pick(customUrls),
  }
  return link(target, [text(hostileText(choices, { maxLength: 60 }))], choices.chance(0.3))
}

/** Inline content: text runs in every format, links, line breaks and tabs. */
function inline(choices: Choices, known: KnownDocs, length = 240): Node[] {
  const nodes: Node[] = []
  for (let count = choices.integer(1, 6); count > 0; count -= 1) {
    const roll = choices.random()
    if (roll < 0.55)
      nodes.push(text(hostileText(choices, { maxLength: length }), choices.pick(textFormats)))
    else if (roll < 0.8) nodes.push(anyLink(choices, known))
    else if (roll < 0.9) nodes.push(lineBreak())
    else nodes.push(tab())
    nodes.push(text(' '))
  }
  return nodes
}

/** Alignment, indent and direction as editors set them, or none. */
function blockLayout(choices: Choices): BlockLayout {
  if (choices.chance(0.6)) return {}
  return {
    format: choices.pick(['', 'left', 'center', 'right', 'justify', 'start', 'end'] as const),
    indent: choices.pick([0, 1, 3, 10]),
    direction: choices.pick(['ltr', 'rtl'] as const),
  }
}

/** A list `depth` levels deep, each level of `width` items. */
function nestedList(choices: Choices, known: KnownDocs, depth: number, width: number): Node {
  const listType: ListType = choices.pick(['bullet', 'number', 'check'] as const)
  const items: Node[] = []
  for (let index = 0; index < width; index += 1) {
    const words = inline(choices, known, 80)
    items.push(listItem(index + 1, words, listType === 'check' ? choices.chance(0.5) : undefined))
    if (depth > 1 && index === width - 1) {
      // Lexical nests a list in an item of its own after the item it belongs to; now and then
      // the deepest list is taller than a page.
      const nested =
        depth === 2 && choices.chance(0.3)
          ? tallList(choices)
          : nestedList(choices, known, depth - 1, width)
      items.push(listItem(index + 2, [nested]))
    }
  }
  return list(listType, items, listType === 'number' ? choices.pick([1, 1, 0, 7, 999]) : 1)
}

/** One item per line, far more than a page holds. */
function tallList(choices: Choices): Node {
  const listType = choices.pick(['bullet', 'number'] as const)
  const count = choices.integer(60, 140)
  return list(
    listType,
    Array.from({ length: count }, (_, index) =>
      listItem(index + 1, [text(hostileText(choices, { maxLength: 50 }))]),
    ),
  )
}

/**
 * A rich text value whose first paragraph holds `word` (the search check's) and whose headings
 * use each of `headingTags` at least once; `blockFields` makes a body block's fields where the
 * editor takes blocks (posts), or is absent (a page's rich text block).
 */
export function richTextBody(
  choices: Choices,
  known: KnownDocs,
  {
    word,
    headingTags,
    blockFields,
  }: {
    word: string
    headingTags: readonly string[]
    blockFields?: (type: 'faq' | 'callToAction') => Node
  },
) {
  const children: Node[] = [paragraph([text(`${word} `), ...inline(choices, known)])]
  for (const tag of headingTags) {
    children.push(
      heading(tag, [text(hostileText(choices, { maxLength: 120 }))], blockLayout(choices)),
    )
    const roll = choices.random()
    if (roll < 0.25) children.push(paragraph(inline(choices, known), blockLayout(choices)))
    else if (roll < 0.3) {
      const target = internalTarget(choices, known)
      if (target?.linkType === 'internal') children.push(relationship(target.relationTo, target.id))
    } else if (roll < 0.45)
      children.push(nestedList(choices, known, choices.integer(2, 8), choices.integer(1, 4)))
    else if (roll < 0.55) children.push(tallList(choices))
    else if (roll < 0.65) children.push(quote(inline(choices, known)))
    else if (roll < 0.75 && known.images.length > 0)
      children.push(upload(choices.pick(known.images), mediaNodeId(choices)))
    else if (roll < 0.8) children.push(horizontalRule())
    else if (roll < 0.9) children.push(paragraph([text(choices.pick(overlongWords))]))
    else if (blockFields)
      children.push(
        block(mediaNodeId(choices), blockFields(choices.pick(['faq', 'callToAction'] as const))),
      )
    else children.push(paragraph(inline(choices, known)))
  }
  return richTextOf(children)
}
