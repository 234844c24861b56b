import 'server-only'

import type { PayloadRequest } from 'payload'

import { getPayloadClient } from '@/lib/payload'
import type { Post, PostPdf } from '@/payload-types'

import { cacheTags } from './cache-tags'
import { cachedRead } from './cached-read'

/** A post's PDF as its page offers it. */
export type PostPdfDownload = { url: string; bytes: number | null }

async function queryPostPdf(slug: string): Promise<PostPdfDownload | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'post-pdfs',
    where: { and: [{ slug: { equals: slug } }, { url: { exists: true } }] },
    select: { url: true, bytes: true },
    depth: 0,
    limit: 1,
    // The records are the staff's view of the job; the page needs only the address of a made file.
    overrideAccess: true,
  })
  const record = docs[0]
  return record?.url ? { url: record.url, bytes: record.bytes ?? null } : null
}

/** The PDF of the post at /blog/{slug} once the jobs queue has made it, or null. */
export function findPostPdf(slug: string): Promise<PostPdfDownload | null> {
  return cachedRead(
    () => queryPostPdf(slug),
    ['post-pdf', slug],
    [cacheTags.collection('post-pdfs')],
  )()
}

/**
 * The published version of post `id` with what its PDF prints populated (author, category,
 * topics, images), read in the PDF job's request `req`, or null if none is published.
 */
export async function findPostToPrint(req: PayloadRequest, id: number): Promise<Post | null> {
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

/** The PDF records of post `postId` and of the address `slug` (the post's when its job was queued). */
export async function listPostPdfRecords(
  req: PayloadRequest,
  { postId, slug }: { postId: number; slug: string },
): Promise<PostPdf[]> {
  const { docs } = await req.payload.find({
    collection: 'post-pdfs',
    where: { or: [{ post: { equals: postId } }, { slug: { equals: slug } }] },
    depth: 0,
    limit: 0,
    overrideAccess: true,
    req,
  })
  return docs
}

/** Deletes PDF record `id` (its file is the caller's to remove). */
export async function deletePostPdfRecord(req: PayloadRequest, id: number): Promise<void> {
  await req.payload.delete({ collection: 'post-pdfs', id, overrideAccess: true, req })
}

/** Creates the record of the PDF of `post`, or updates `existing`, with `data`. */
export async function savePostPdfRecord(
  req: PayloadRequest,
  post: Pick<Post, 'id' | 'slug'>,
  existing: PostPdf | undefined,
  data: Pick<PostPdf, 'status'> & Partial<PostPdf>,
): Promise<void> {
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
