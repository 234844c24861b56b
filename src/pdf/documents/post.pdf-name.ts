import 'server-only'

import type { LexicalNode } from '@/domain/blog/lexical-node'
import { pdfDocumentName } from '@/pdf/kit/pdf-document-name'

/**
 * An image as the PDF embeds it: JPEG or PNG bytes, the alt text a screen reader reads (in the
 * PDF's tags, never printed) and the caption printed under it (empty for none). A Buffer reaches
 * the render worker as a plain Uint8Array (structured cloning drops its class).
 */
export type PdfImage = { data: Uint8Array; format: 'jpg' | 'png'; alt: string; caption: string }

/** Everything the printed post shows. */
export type PostPdfContent = {
  title: string
  excerpt: string
  path: string
  authorName: string
  publishedAt: string | null
  revisedAt: string | null
  categoryName: string | null
  tagNames: string[]
  heroImage: PdfImage | null
  /** The body: a Lexical editor state's root, with uploads' media documents populated. */
  content: LexicalNode
  /** The embeddable image of each upload node in `content`, by the media document's id. */
  imagesByMediaId: ReadonlyMap<number, PdfImage>
  firmName: string
  siteUrl: string
}

/** A published blog post's PDF (`post.typ`, its data from `post.pdf-data.ts`), as the jobs queue asks the render worker for it. */
export const postPdf = pdfDocumentName<PostPdfContent>('blog-post')
