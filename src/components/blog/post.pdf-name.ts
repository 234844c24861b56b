import 'server-only'

import type { LexicalNode } from '@/domain/blog/lexical-node'
import { pdfDocumentName } from '@/lib/pdf/pdf-document-name'

/**
 * An image as the PDF embeds it: JPEG or PNG bytes (react-pdf reads no other format). A Buffer
 * reaches the render worker as a plain Uint8Array (structured cloning drops its class).
 */
export type PdfImage = { data: Uint8Array; format: 'jpg' | 'png'; alt: string }

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

/** A published blog post's PDF (`post.pdf.tsx`), as the jobs queue asks the render worker for it. */
export const postPdf = pdfDocumentName<PostPdfContent>('blog-post')
