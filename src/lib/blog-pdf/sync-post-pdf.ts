import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { postPdf, type PostPdfContent } from '@/components/blog/post.pdf-name'
import { env } from '@/config/env'
import type { LexicalNode } from '@/domain/blog/lexical-node'
import { postPdfKey } from '@/domain/blog/post-pdf-file'
import { isPopulated } from '@/domain/content/relationship'
import { siteFileStore, siteFileUrl } from '@/lib/files/site-files'
import { renderPdf } from '@/lib/pdf/render-in-worker'
import type { Category, Media, Post, PostPdf, Tag, User } from '@/payload-types'

import { pdfImageOf, pdfImagesOf } from './post-pdf-images'

/** The published version of post `id` with what its PDF prints populated, or null if none. */
async function findPublishedPost(req: PayloadRequest, id: number): Promise<Post | null> {
  const { docs } = await req.payload.find({
    collection: 'posts',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    depth: 2,
    limit: 1,
    draft: false,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

async function postPdfContent(req: PayloadRequest, post: Post): Promise<PostPdfContent> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const author = isPopulated<User>(post.author) ? post.author : null
  const content = post.content.root as unknown as LexicalNode
  const hero = isPopulated<Media>(post.heroImage) ? post.heroImage : null
  return {
    title: post.title,
    excerpt: post.excerpt,
    path: `/blog/${post.slug}`,
    authorName: author?.publicName || settings.founder.name,
    publishedAt: post.publishedAt ?? null,
    revisedAt: post.revisedAt ?? null,
    categoryName: isPopulated<Category>(post.category) ? post.category.name : null,
    tagNames: (post.tags ?? []).filter(isPopulated<Tag>).map((tag) => tag.name),
    heroImage: hero ? await pdfImageOf(hero) : null,
    content,
    imagesByMediaId: await pdfImagesOf(content),
    firmName: settings.siteName,
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
  }
}

/** The file store key of the PDF named by a record (its post's slug when it was made). */
const keyOf = (record: Pick<PostPdf, 'slug'>) => postPdfKey(env.BLOG_PDF_PREFIX, record.slug)

async function removeRecord(payload: Payload, req: PayloadRequest, record: PostPdf) {
  await siteFileStore.remove(keyOf(record))
  await payload.delete({ collection: 'post-pdfs', id: record.id, overrideAccess: true, req })
}

/** Creates or updates the record of the PDF of `post` with `data`. */
async function saveRecord(
  req: PayloadRequest,
  post: Post,
  existing: PostPdf | undefined,
  data: Pick<PostPdf, 'status'> & Partial<PostPdf>,
) {
  const fields = { ...data, slug: post.slug, post: post.id }
  if (existing) {
    await req.payload.update({
      collection: 'post-pdfs',
      id: existing.id,
      data: fields,
      overrideAccess: true,
      req,
    })
  } else {
    await req.payload.create({ collection: 'post-pdfs', data: fields, overrideAccess: true, req })
  }
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
  const { payload } = req
  const post = await findPublishedPost(req, input.postId)
  const { docs: records } = await payload.find({
    collection: 'post-pdfs',
    where: { or: [{ post: { equals: input.postId } }, { slug: { equals: input.slug } }] },
    depth: 0,
    limit: 0,
    overrideAccess: true,
    req,
  })
  for (const record of records.filter((each) => each.slug !== post?.slug)) {
    await removeRecord(payload, req, record)
  }
  if (!post) return
  const existing = records.find((record) => record.slug === post.slug)
  try {
    const pdf = await renderPdf(postPdf, await postPdfContent(req, post), { whenBusy: 'wait' })
    const key = postPdfKey(env.BLOG_PDF_PREFIX, post.slug)
    await siteFileStore.put(key, pdf)
    await saveRecord(req, post, existing, {
      status: 'ready',
      url: siteFileUrl(key),
      bytes: pdf.byteLength,
      renderedAt: new Date().toISOString(),
      error: null,
    })
  } catch (error) {
    await saveRecord(req, post, existing, {
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
    })
    throw error
  }
  payload.logger.info({ msg: `PDF of post ${post.slug} made` })
}
