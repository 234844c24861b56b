import 'server-only'

import type { PayloadRequest } from 'payload'

import { env } from '@/config/env'
import {
  deletePostPdfRecord,
  findPostToPrint,
  listPostPdfRecords,
  savePostPdfRecord,
} from '@/data/post-pdfs'
import { readSiteProfile } from '@/data/site-profile'
import type { LexicalNode } from '@/domain/blog/lexical-node'
import { postPdfKey } from '@/domain/blog/post-pdf-file'
import { isPopulated } from '@/domain/content/relationship'
import { siteFileStore, siteFileUrl } from '@/lib/files/site-files'
import { logger } from '@/lib/logger'
import type { Category, Media, Post, PostPdf, Tag, User } from '@/payload-types'
import { pdfImageOf, pdfImagesOf } from '@/pdf/documents/post-pdf-images'
import { postPdf, type PostPdfContent } from '@/pdf/documents/post.pdf-name'
import { renderPdf } from '@/pdf/kit/render-in-worker'

async function postPdfContent(req: PayloadRequest, post: Post): Promise<PostPdfContent> {
  const profile = await readSiteProfile(req)
  const author = isPopulated<User>(post.author) ? post.author : null
  const content = post.content.root as unknown as LexicalNode
  const hero = isPopulated<Media>(post.heroImage) ? post.heroImage : null
  return {
    title: post.title,
    excerpt: post.excerpt,
    path: `/blog/${post.slug}`,
    authorName: author?.publicName || profile.office.responsibleAttorney.name,
    publishedAt: post.publishedAt ?? null,
    revisedAt: post.revisedAt ?? null,
    categoryName: isPopulated<Category>(post.category) ? post.category.name : null,
    tagNames: (post.tags ?? []).filter(isPopulated<Tag>).map((tag) => tag.name),
    heroImage: hero ? await pdfImageOf(hero) : null,
    content,
    imagesByMediaId: await pdfImagesOf(content),
    firmName: profile.name,
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
  }
}

/** The file store key of the PDF named by a record (its post's slug when it was made). */
const keyOf = (record: Pick<PostPdf, 'slug'>) => postPdfKey(env.BLOG_PDF_PREFIX, record.slug)

async function removeRecord(req: PayloadRequest, record: PostPdf) {
  await siteFileStore.remove(keyOf(record))
  await deletePostPdfRecord(req, record.id)
}

/**
 * Makes the PDF of the published post `postId`, or removes it once the post is unpublished,
 * deleted or moved to another slug (`slug`: its slug when the job was queued). A failed render is
 * recorded on the post's PDF record for staff to see, then thrown for the queue to retry.
 */
export async function syncPostPdfFor(
  req: PayloadRequest,
  input: { postId: number; slug: string },
): Promise<void> {
  const post = await findPostToPrint(req, input.postId)
  const records = await listPostPdfRecords(req, input)
  for (const record of records.filter((each) => each.slug !== post?.slug)) {
    await removeRecord(req, record)
  }
  if (!post) return
  const existing = records.find((record) => record.slug === post.slug)
  try {
    const pdf = await renderPdf(postPdf, await postPdfContent(req, post), { whenBusy: 'wait' })
    const key = postPdfKey(env.BLOG_PDF_PREFIX, post.slug)
    await siteFileStore.put(key, pdf)
    await savePostPdfRecord(req, post, existing, {
      status: 'ready',
      url: siteFileUrl(key),
      bytes: pdf.byteLength,
      renderedAt: new Date().toISOString(),
      error: null,
    })
  } catch (error) {
    await savePostPdfRecord(req, post, existing, {
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
    })
    throw error
  }
  logger.info({ msg: `PDF of post ${post.slug} made` })
}
