import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/lib/payload'

import { cacheTags } from './cache-tags'

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
  return unstable_cache(() => queryPostPdf(slug), ['post-pdf', slug], {
    tags: [cacheTags.collection('post-pdfs')],
  })()
}
