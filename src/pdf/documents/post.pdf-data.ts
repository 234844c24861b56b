import 'server-only'

import type { LexicalNode } from '@/domain/blog/lexical-node'
import { collectLinkFootnotes } from '@/domain/blog/link-footnotes'
import { absoluteUrl } from '@/domain/seo/structured-data'
import { dateInWords } from '@/domain/text/firm-dates'
import type { TypstPdf } from '@/pdf/kit/typst'

import type { PdfImage, PostPdfContent } from './post.pdf-name'

/** Printed at the end of every post's PDF. */
export const postPdfNotice =
  'General information about the law as it stood when this article was written, not legal advice about your situation. Reading it does not make you a client of the firm.'

/** A run of a paragraph as `post.typ` reads it. */
export type PostInline =
  | { kind: 'text'; text: string; bold: boolean }
  | { kind: 'break' }
  | { kind: 'link'; href: string | null; footnote: number | null; children: PostInline[] }

type PostListItem = { inlines: PostInline[]; lists: PostList[] }
type PostList = { kind: 'list'; ordered: boolean; start: number; items: PostListItem[] }
type PostImage = { kind: 'image'; file: string; alt: string; caption: string }

/** A block of the body as `post.typ` reads it. */
export type PostBlock =
  | { kind: 'heading'; level: number; size: number; inlines: PostInline[] }
  | { kind: 'paragraph'; inlines: PostInline[] }
  | { kind: 'quote'; inlines: PostInline[] }
  | PostList
  | PostImage
  | { kind: 'faq'; heading: string | null; items: Array<{ question: string; answers: string[] }> }
  | { kind: 'cta'; heading: string; text: string | null }
  | { kind: 'rule' }

/** Lexical's text format flags (a bit mask on each text node). */
const boldFormat = 1

/** The body's heading sizes: the post's title is level 1, h2 to h4 follow it. */
const headingLevels: Record<string, number> = { h2: 2, h3: 3, h4: 4 }

type Context = {
  footnoteOf: ReadonlyMap<LexicalNode, number | null>
  hrefOf: ReadonlyMap<number, string>
  imageFor: (image: PdfImage) => PostImage
  imagesByMediaId: ReadonlyMap<number, PdfImage>
  /** The level of the last heading so far (the title's, 1, at the start). */
  lastHeadingLevel: number
}

/**
 * Each link node's footnote number, found by walking the tree in the order
 * `collectLinkFootnotes` numbered them (depth first, children in order).
 */
function footnotesByNode(root: LexicalNode, footnoteByLink: ReadonlyArray<number | null>) {
  const footnoteOf = new Map<LexicalNode, number | null>()
  const visit = (node: LexicalNode) => {
    if (node.type === 'link' || node.type === 'autolink') {
      footnoteOf.set(node, footnoteByLink[footnoteOf.size] ?? null)
    }
    node.children?.forEach(visit)
  }
  visit(root)
  return footnoteOf
}

function inlines(nodes: ReadonlyArray<LexicalNode> | undefined, context: Context): PostInline[] {
  return (nodes ?? []).flatMap((node): PostInline[] => {
    if (node.type === 'text') {
      const bold = typeof node.format === 'number' && (node.format & boldFormat) !== 0
      return [{ kind: 'text', text: node.text ?? '', bold }]
    }
    if (node.type === 'linebreak') return [{ kind: 'break' }]
    if (node.type === 'tab') return [{ kind: 'text', text: ' ', bold: false }]
    const footnote = context.footnoteOf.get(node) ?? null
    const children = inlines(node.children, context)
    if (!context.footnoteOf.has(node)) return children
    return [
      {
        kind: 'link',
        href: footnote === null ? null : (context.hrefOf.get(footnote) ?? null),
        footnote,
        children,
      },
    ]
  })
}

/**
 * A list, its items' nested lists inside them. Lexical keeps a nested list in an item of its
 * own, with no words: it joins the item before it, as it reads on the page.
 */
function list(node: LexicalNode, context: Context): PostList {
  const items: PostListItem[] = []
  for (const item of node.children ?? []) {
    const words = item.children?.filter((child) => child.type !== 'list') ?? []
    const lists = (item.children ?? [])
      .filter((child) => child.type === 'list')
      .map((child) => list(child, context))
    const previous = items.at(-1)
    if (words.length === 0 && previous) previous.lists.push(...lists)
    else items.push({ inlines: inlines(words, context), lists })
  }
  return {
    kind: 'list',
    ordered: node.listType === 'number',
    start: typeof node.start === 'number' ? node.start : 1,
    items,
  }
}

/** The text of a questions-and-answers or call-to-action block in the body. */
function bodyBlock(fields: Record<string, unknown>): PostBlock[] {
  const heading = typeof fields.heading === 'string' ? fields.heading : null
  if (fields.blockType === 'faq' && Array.isArray(fields.items)) {
    const items = fields.items as Array<{ question?: string; answer?: string }>
    return [
      {
        kind: 'faq',
        heading,
        items: items.map((item) => ({
          question: item.question ?? '',
          answers: (item.answer ?? '').split(/\n\s*\n/).map((answer) => answer.trim()),
        })),
      },
    ]
  }
  if (fields.blockType === 'callToAction' && heading) {
    return [{ kind: 'cta', heading, text: typeof fields.text === 'string' ? fields.text : null }]
  }
  return []
}

function block(node: LexicalNode, context: Context): PostBlock[] {
  switch (node.type) {
    case 'heading': {
      const size = headingLevels[node.tag ?? ''] ?? 4
      // PDF/UA-1 (and a screen reader's list of headings) allows no skipped level: an h4 right
      // after an h2 is tagged level 3, and keeps the look of an h4.
      const level = Math.min(size, context.lastHeadingLevel + 1)
      context.lastHeadingLevel = level
      return [{ kind: 'heading', level, size, inlines: inlines(node.children, context) }]
    }
    case 'list':
      return [list(node, context)]
    case 'quote':
      return [{ kind: 'quote', inlines: inlines(node.children, context) }]
    case 'upload': {
      const value = node.value as { id?: unknown } | null | undefined
      const image = typeof value?.id === 'number' ? context.imagesByMediaId.get(value.id) : null
      return image ? [context.imageFor(image)] : []
    }
    case 'block':
      return bodyBlock((node.fields ?? {}) as Record<string, unknown>)
    case 'horizontalrule':
      return [{ kind: 'rule' }]
    default:
      return node.children && node.children.length > 0
        ? [{ kind: 'paragraph', inlines: inlines(node.children, context) }]
        : []
  }
}

/**
 * A blog post's PDF as `documents/post.typ` makes it: the heading, the body (headings, lists,
 * quotes, images with their alt text, questions and answers), the links as numbered footnotes,
 * then the notice. Images travel as files beside the data.
 */
export function postPdfData(post: PostPdfContent): TypstPdf {
  const footnotes = collectLinkFootnotes(post.content, post.siteUrl)
  const files = new Map<string, Uint8Array>()
  const imageFor = (image: PdfImage): PostImage => {
    const file = `image-${files.size + 1}.${image.format === 'png' ? 'png' : 'jpg'}`
    files.set(file, image.data)
    return { kind: 'image', file, alt: image.alt, caption: image.caption }
  }
  const context: Context = {
    footnoteOf: footnotesByNode(post.content, footnotes.footnoteByLink),
    hrefOf: new Map(footnotes.urls.map((url, index) => [index + 1, url])),
    imageFor,
    imagesByMediaId: post.imagesByMediaId,
    lastHeadingLevel: 1,
  }
  const url = absoluteUrl(post.siteUrl, post.path)
  const meta = [
    `By ${post.authorName}`,
    post.publishedAt ? `Published ${dateInWords(new Date(post.publishedAt))}` : null,
    post.revisedAt ? `Updated ${dateInWords(new Date(post.revisedAt))}` : null,
  ].filter(Boolean)
  const hero = post.heroImage ? imageFor(post.heroImage) : null
  const data = {
    title: post.title,
    author: post.authorName,
    excerpt: post.excerpt,
    firmName: post.firmName,
    category: post.categoryName,
    meta: meta.join(' · '),
    topics: post.tagNames.length > 0 ? `Topics: ${post.tagNames.join(', ')}` : null,
    page: { href: url },
    hero,
    blocks: (post.content.children ?? []).flatMap((node) => block(node, context)),
    links: footnotes.urls.map((href) => ({ href })),
    notice: postPdfNotice,
  }
  return { template: 'documents/post.typ', data, files }
}
