import 'server-only'

import sharp from 'sharp'

import type { LexicalNode } from '@/domain/blog/lexical-node'
import { readUploadedFile } from '@/lib/files/site-files'
import type { Media } from '@/payload-types'
import type { PdfImage } from '@/pdf/documents/post.pdf-name'

/** Printed images are at most this many pixels wide (a full text column at 200 dpi). */
const printWidthPixels = 1_400

/**
 * An uploaded image as the PDF can embed it: read from where uploads are kept and re-encoded as
 * JPEG (uploads may be WebP or AVIF, which PDFs cannot hold), or null for a PDF upload. A missing
 * file is an error (the PDF's job tries again later).
 */
export async function pdfImageOf(media: Media): Promise<PdfImage | null> {
  if (!media.filename || !media.mimeType?.startsWith('image/')) return null
  const data = await sharp(await readUploadedFile({ ...media, filename: media.filename }))
    .rotate()
    .resize({ width: printWidthPixels, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer()
  return { data, format: 'jpg', alt: media.alt ?? '', caption: media.caption ?? '' }
}

/** The media documents of the upload nodes in `root` (populated by a read at depth ≥ 1). */
function uploadedMedia(root: LexicalNode): Media[] {
  const found: Media[] = []
  const visit = (node: LexicalNode) => {
    const value = node.value as Media | number | null | undefined
    if (node.type === 'upload' && typeof value === 'object' && value !== null) found.push(value)
    node.children?.forEach(visit)
  }
  visit(root)
  return found
}

/** The embeddable image of each upload in `root`, by media id. */
export async function pdfImagesOf(root: LexicalNode): Promise<Map<number, PdfImage>> {
  const images = new Map<number, PdfImage>()
  for (const media of uploadedMedia(root)) {
    const image = await pdfImageOf(media)
    if (image) images.set(media.id, image)
  }
  return images
}
