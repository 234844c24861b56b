import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'
import {
  RichText as LexicalRichText,
  LinkJSXConverter,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import { linkedDocPath, linkedDocTitle } from '@/domain/content/linked-doc-path'
import type { RichTextBlock } from '@/payload-types'

const internalHref = ({ fields }: SerializedLinkNode) =>
  fields.doc ? linkedDocPath(fields.doc) : null

const payloadLinks = LinkJSXConverter({
  internalDocToHref: ({ linkNode }) => internalHref(linkNode) ?? '',
})

/**
 * Payload's converters, except that:
 * - an internal link leads to its document's address (`linkedDocPath`), and one whose document
 *   has none (unpublished, deleted) is its words as plain text, never a link to a 404;
 * - a list item carries its number (`value`) only in a numbered list: HTML allows `<li value>`
 *   nowhere else, and Payload's own converter writes it on every bullet too. Check lists keep
 *   Payload's converter;
 * - a relationship (the default editor's Relationship feature, a document shown in the text) is
 *   a link to the document, named by its title, or nothing when it has no address a visitor may
 *   open: Payload has no converter for it and printed "unknown node".
 */
export const richTextConverters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...payloadLinks,
  link: (args) => {
    const { link } = payloadLinks
    if (args.node.fields.linkType === 'internal' && internalHref(args.node) === null) {
      return <>{args.nodesToJSX({ nodes: args.node.children })}</>
    }
    return typeof link === 'function' ? link(args) : null
  },
  relationship: ({ node }) => {
    const doc = { relationTo: node.relationTo, value: node.value }
    const href = linkedDocPath(doc)
    const title = linkedDocTitle(doc)
    return href && title ? (
      <p>
        <a href={href}>{title}</a>
      </p>
    ) : null
  },
  listitem: (args) => {
    const { node, parent, nodesToJSX } = args
    const listType = 'listType' in parent ? parent.listType : undefined
    const { listitem } = defaultConverters
    if (listType === 'check' && typeof listitem === 'function') return listitem(args)
    const hasSubLists = node.children.some((child) => child.type === 'list')
    return (
      <li
        className={hasSubLists ? 'nestedListItem' : undefined}
        style={hasSubLists ? { listStyleType: 'none' } : undefined}
        value={listType === 'number' ? node.value : undefined}
      >
        {nodesToJSX({ nodes: node.children })}
      </li>
    )
  },
})

/**
 * Formatted text written in the editor. With a heading it is a section labelled by it; without
 * one it is plain text in the flow of the page, since a section needs a heading (HTML's outline).
 */
export function RichText({ block }: { block: RichTextBlock }) {
  const headingId = `text-${block.id}`
  const Container = block.heading ? 'section' : 'div'
  return (
    <Container
      className="mx-auto max-w-6xl px-4 py-10"
      aria-labelledby={block.heading ? headingId : undefined}
    >
      <div className="max-w-3xl [&_a]:font-semibold [&_h2]:mt-8 [&_h2]:text-3xl [&_h3]:mt-6 [&_h3]:text-2xl [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
        {block.heading ? (
          <h2 id={headingId} className="text-3xl">
            {block.heading}
          </h2>
        ) : null}
        <LexicalRichText data={block.content} converters={richTextConverters} />
      </div>
    </Container>
  )
}
