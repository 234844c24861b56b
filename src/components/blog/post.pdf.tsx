import 'server-only'

import { Document, Image, Link, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'

import type { LexicalNode } from '@/domain/blog/lexical-node'
import { collectLinkFootnotes, type LinkedDocPath } from '@/domain/blog/link-footnotes'
import { isPopulated } from '@/domain/content/relationship'
import { absoluteUrl } from '@/domain/seo/structured-data'
import { dateInWords } from '@/domain/text/firm-dates'
import { pdfColors } from '@/lib/pdf/colors'
import { PageFrame } from '@/lib/pdf/page-frame'
import { pdfText } from '@/lib/pdf/text'

import type { PdfImage, PostPdfContent } from './post.pdf-name'

/** Printed at the end of every post's PDF. */
export const postPdfNotice =
  'General information about the law as it stood when this article was written, not legal advice about your situation. Reading it does not make you a client of the firm.'

const styles = StyleSheet.create({
  category: { fontSize: 10, fontWeight: 700, color: pdfColors.inkMuted },
  title: { fontSize: 22, lineHeight: 1.2, fontWeight: 700, marginTop: 4 },
  excerpt: { fontSize: 12, lineHeight: 1.4, marginTop: 8 },
  meta: { fontSize: 9, color: pdfColors.inkMuted, marginTop: 8 },
  rule: { borderBottomWidth: 0.5, borderColor: pdfColors.rule, marginVertical: 12 },
  h2: { fontSize: 15, lineHeight: 1.25, fontWeight: 700, marginTop: 14 },
  h3: { fontSize: 12.5, lineHeight: 1.25, fontWeight: 700, marginTop: 12 },
  h4: { fontSize: 11, lineHeight: 1.3, fontWeight: 700, marginTop: 10 },
  paragraph: { marginTop: 6 },
  list: { marginTop: 4 },
  listItem: { flexDirection: 'row', marginTop: 3 },
  listMarker: { width: 18 },
  listText: { flex: 1 },
  quote: {
    marginTop: 8,
    paddingLeft: 10,
    borderLeftWidth: 2,
    borderColor: pdfColors.rule,
    color: pdfColors.inkMuted,
  },
  image: { marginTop: 10, maxHeight: 300, objectFit: 'contain' },
  imageCaption: { fontSize: 8.5, color: pdfColors.inkMuted, marginTop: 3 },
  box: { marginTop: 10, padding: 8, borderWidth: 0.5, borderColor: pdfColors.rule },
  boxHeading: { fontSize: 11, fontWeight: 700 },
  question: { fontWeight: 700, marginTop: 6 },
  bold: { fontWeight: 700 },
  footnoteMark: { fontSize: 7.5 },
  sectionHeading: { fontSize: 12, fontWeight: 700, marginTop: 16 },
  footnote: { fontSize: 9, marginTop: 3 },
  notice: { fontSize: 9, color: pdfColors.inkMuted, marginTop: 16 },
})

/** Internal links in a post lead to a post or a page of the site (populated by the read). */
const docPath: LinkedDocPath = ({ relationTo, value }) => {
  const doc = (isPopulated(value as object | null) ? value : {}) as {
    slug?: unknown
    path?: unknown
  }
  if (relationTo === 'posts' && typeof doc.slug === 'string') return `/blog/${doc.slug}`
  if (relationTo === 'pages' && typeof doc.path === 'string') return doc.path
  return null
}

/** Lexical's text format flags (a bit mask on each text node). */
const boldFormat = 1

type RenderContext = {
  footnoteOf: ReadonlyMap<LexicalNode, number | null>
  imagesByMediaId: ReadonlyMap<number, PdfImage>
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

function inline(
  nodes: ReadonlyArray<LexicalNode> | undefined,
  context: RenderContext,
): ReactNode[] {
  return (nodes ?? []).map((node, index) => {
    if (node.type === 'text') {
      const isBold = typeof node.format === 'number' && (node.format & boldFormat) !== 0
      return (
        <Text key={index} style={isBold ? styles.bold : undefined}>
          {pdfText(node.text ?? '')}
        </Text>
      )
    }
    if (node.type === 'linebreak') return <Text key={index}>{'\n'}</Text>
    if (node.type === 'tab') return <Text key={index}> </Text>
    const footnote = context.footnoteOf.get(node)
    return (
      <Text key={index}>
        {inline(node.children, context)}
        {footnote ? <Text style={styles.footnoteMark}> [{footnote}]</Text> : null}
      </Text>
    )
  })
}

function listItems(list: LexicalNode, context: RenderContext): ReactNode[] {
  const isNumbered = list.listType === 'number'
  let number = typeof list.start === 'number' ? list.start : 1
  return (list.children ?? []).map((item, index) => {
    const nested = item.children?.filter((child) => child.type === 'list') ?? []
    const words = item.children?.filter((child) => child.type !== 'list')
    const marker = nested.length > 0 && words?.length === 0 ? '' : isNumbered ? `${number++}.` : '•'
    return (
      <View key={index} style={styles.listItem} wrap={false}>
        <Text style={styles.listMarker}>{marker}</Text>
        <View style={styles.listText}>
          {words && words.length > 0 ? <Text>{inline(words, context)}</Text> : null}
          {nested.map((child, childIndex) => (
            <View key={childIndex} style={styles.list}>
              {listItems(child, context)}
            </View>
          ))}
        </View>
      </View>
    )
  })
}

/** The text of a questions-and-answers or call-to-action block in the body. */
function bodyBlock(fields: Record<string, unknown>): ReactNode {
  const heading = typeof fields.heading === 'string' ? fields.heading : null
  if (fields.blockType === 'faq' && Array.isArray(fields.items)) {
    const items = fields.items as Array<{ question?: string; answer?: string }>
    return (
      <View style={styles.box}>
        {heading ? <Text style={styles.boxHeading}>{pdfText(heading)}</Text> : null}
        {items.map((item, index) => (
          <View key={index} wrap={false}>
            <Text style={styles.question}>{pdfText(item.question ?? '')}</Text>
            {(item.answer ?? '').split(/\n\s*\n/).map((answer, answerIndex) => (
              <Text key={answerIndex} style={styles.paragraph}>
                {pdfText(answer.trim())}
              </Text>
            ))}
          </View>
        ))}
      </View>
    )
  }
  if (fields.blockType === 'callToAction' && heading) {
    return (
      <View style={styles.box} wrap={false}>
        <Text style={styles.boxHeading}>{pdfText(heading)}</Text>
        {typeof fields.text === 'string' ? (
          <Text style={styles.paragraph}>{pdfText(fields.text)}</Text>
        ) : null}
      </View>
    )
  }
  return null
}

function PdfPicture({ image }: { image: PdfImage }) {
  return (
    <View wrap={false}>
      {/* react-pdf recognises image bytes only in a Buffer (Buffer.isBuffer); this one shares them. */}
      {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image takes no alt; the caption below prints it */}
      <Image
        src={{
          data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
          format: image.format,
        }}
        style={styles.image}
      />
      {image.alt ? <Text style={styles.imageCaption}>{pdfText(image.alt)}</Text> : null}
    </View>
  )
}

function block(node: LexicalNode, index: number, context: RenderContext): ReactNode {
  switch (node.type) {
    case 'heading': {
      const style = node.tag === 'h2' ? styles.h2 : node.tag === 'h3' ? styles.h3 : styles.h4
      return (
        <Text key={index} style={style} minPresenceAhead={40}>
          {inline(node.children, context)}
        </Text>
      )
    }
    case 'list':
      return (
        <View key={index} style={styles.list}>
          {listItems(node, context)}
        </View>
      )
    case 'quote':
      return (
        <Text key={index} style={styles.quote}>
          {inline(node.children, context)}
        </Text>
      )
    case 'upload': {
      const value = node.value as { id?: unknown } | null | undefined
      const image = typeof value?.id === 'number' ? context.imagesByMediaId.get(value.id) : null
      return image ? <PdfPicture key={index} image={image} /> : null
    }
    case 'block':
      return <View key={index}>{bodyBlock((node.fields ?? {}) as Record<string, unknown>)}</View>
    case 'horizontalrule':
      return <View key={index} style={styles.rule} />
    default:
      return node.children && node.children.length > 0 ? (
        <Text key={index} style={styles.paragraph}>
          {inline(node.children, context)}
        </Text>
      ) : null
  }
}

/** A blog post as a printable document: heading, body, link footnotes and the notice. */
export function PostPdf(post: PostPdfContent) {
  const footnotes = collectLinkFootnotes(post.content, post.siteUrl, docPath)
  const context: RenderContext = {
    footnoteOf: footnotesByNode(post.content, footnotes.footnoteByLink),
    imagesByMediaId: post.imagesByMediaId,
  }
  const url = absoluteUrl(post.siteUrl, post.path)
  const meta = [
    `By ${post.authorName}`,
    post.publishedAt ? `Published ${dateInWords(new Date(post.publishedAt))}` : null,
    post.revisedAt ? `Updated ${dateInWords(new Date(post.revisedAt))}` : null,
  ].filter(Boolean)
  return (
    <Document title={post.title} author={post.authorName} subject={post.excerpt} language="en-US">
      <PageFrame firmName={post.firmName} footerLine={`${post.title} · ${url}`}>
        {post.categoryName ? (
          <Text style={styles.category}>{pdfText(post.categoryName)}</Text>
        ) : null}
        <Text style={styles.title}>{pdfText(post.title)}</Text>
        <Text style={styles.excerpt}>{pdfText(post.excerpt)}</Text>
        <Text style={styles.meta}>{pdfText(meta.join(' · '))}</Text>
        {post.tagNames.length > 0 ? (
          <Text style={styles.meta}>{pdfText(`Topics: ${post.tagNames.join(', ')}`)}</Text>
        ) : null}
        <Text style={styles.meta}>
          Online: <Link src={url}>{url}</Link>
        </Text>
        {post.heroImage ? <PdfPicture image={post.heroImage} /> : null}
        <View style={styles.rule} />
        {(post.content.children ?? []).map((node, index) => block(node, index, context))}
        {footnotes.urls.length > 0 ? (
          <View>
            <Text style={styles.sectionHeading} minPresenceAhead={40}>
              Links
            </Text>
            {footnotes.urls.map((footnoteUrl, index) => (
              <Text key={footnoteUrl} style={styles.footnote}>
                [{index + 1}] <Link src={footnoteUrl}>{pdfText(footnoteUrl)}</Link>
              </Text>
            ))}
          </View>
        ) : null}
        <Text style={styles.notice}>{postPdfNotice}</Text>
      </PageFrame>
    </Document>
  )
}
