import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import { CallToAction } from '@/blocks/call-to-action/call-to-action'
import { Faq } from '@/blocks/faq/faq'
import { richTextConverters } from '@/blocks/rich-text/rich-text'
import type { ContactChannels } from '@/domain/navigation/link-href'
import type { CallToActionBlock, FaqBlock } from '@/payload-types'

type AnchoredHeading = { tag: 'h2' | 'h3' | 'h4'; anchorId?: string }

/**
 * The page converters plus what a post's body holds beyond them: headings with the ids the table
 * of contents links to (they take focus when a link is followed), and the questions-and-answers
 * and call-to-action blocks, drawn as on pages.
 */
function postConverters(channels: ContactChannels): JSXConvertersFunction {
  return (args) => ({
    ...richTextConverters(args),
    heading: ({ node, nodesToJSX }) => {
      const { tag: Tag, anchorId } = node as unknown as AnchoredHeading
      return (
        <Tag id={anchorId} tabIndex={anchorId ? -1 : undefined} className="scroll-mt-24">
          {nodesToJSX({ nodes: node.children })}
        </Tag>
      )
    },
    blocks: {
      faq: ({ node }: { node: { fields: FaqBlock } }) => <Faq block={node.fields} />,
      callToAction: ({ node }: { node: { fields: CallToActionBlock } }) => (
        <CallToAction block={node.fields} channels={channels} />
      ),
    },
  })
}

/**
 * A post's body: its text as written, with anchored headings and its blocks. The text's spacing
 * and sizes reach only the editor's own paragraphs and headings (children of the body), never the
 * blocks inside it: a question-and-answer block looks as it does on every page.
 */
export function PostBody({
  content,
  channels,
}: {
  content: SerializedEditorState
  channels: ContactChannels
}) {
  return (
    <LexicalRichText
      data={content}
      converters={postConverters(channels)}
      className="[&>blockquote]:border-brand-800 [&_a]:font-semibold [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&>blockquote]:mt-6 [&>blockquote]:border-l-4 [&>blockquote]:pl-4 [&>blockquote]:italic [&>h2]:mt-10 [&>h2]:text-3xl [&>h3]:mt-8 [&>h3]:text-2xl [&>h4]:mt-6 [&>h4]:text-xl [&>p]:mt-4 [&>section]:px-0"
    />
  )
}
