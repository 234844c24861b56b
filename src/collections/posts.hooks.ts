import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
} from 'payload'

import type { LexicalNode } from '@/domain/blog/lexical-node'
import { countWords, plainTextOf, readingMinutes } from '@/domain/blog/reading-time'
import { changesPublishedVersion } from '@/domain/preview/published-change'
import type { Post } from '@/payload-types'

/**
 * Dates a post when it is first published (now, or the time a scheduled publish runs), unless
 * staff set the date themselves; later publishes keep it, so "Published" never moves.
 */
export const stampPublishedAt: CollectionBeforeChangeHook<Post> = ({ data, originalDoc }) => {
  const isPublishing = data._status === 'published'
  const date = data.publishedAt ?? originalDoc?.publishedAt
  return isPublishing && !date ? { ...data, publishedAt: new Date().toISOString() } : data
}

/** Fields of the body's blocks that readers read: the questions and answers, a call's text. */
const readFieldNames = new Set(['heading', 'text', 'question', 'answer'])

/** The text of a block inside the body (questions and answers, a call to action). */
function blockText(value: unknown): string {
  if (Array.isArray(value)) return value.map(blockText).join(' ')
  if (!value || typeof value !== 'object') return ''
  return Object.entries(value)
    .map(([key, field]) =>
      typeof field === 'string' ? (readFieldNames.has(key) ? field : '') : blockText(field),
    )
    .join(' ')
}

/** Works out the reading time shown beside the post from its text, on every save. */
export const computeReadingMinutes: CollectionBeforeChangeHook<Post> = ({ data }) => {
  const root = data.content?.root as LexicalNode | undefined
  if (!root) return data
  const text = plainTextOf(root, { blockText: (node) => blockText(node.fields) })
  return { ...data, readingMinutes: readingMinutes(countWords(text)) }
}

/**
 * Queues the post's PDF (ADR 008) in the transaction of a save that changed the published
 * version: published again, it is made anew; unpublished, it is removed (the job reads which).
 * Draft saves queue nothing.
 */
export const queuePostPdf: CollectionAfterChangeHook<Post> = async ({ doc, previousDoc, req }) => {
  if (!changesPublishedVersion({ draftRequested: req.query?.draft, status: doc._status }))
    return doc
  await req.payload.jobs.queue({
    task: 'syncPostPdf',
    input: { postId: doc.id, slug: previousDoc?.slug ?? doc.slug },
    req,
  })
  return doc
}

/** Queues the removal of a deleted post's PDF. */
export const queuePostPdfRemoval: CollectionAfterDeleteHook<Post> = async ({ doc, req }) => {
  await req.payload.jobs.queue({
    task: 'syncPostPdf',
    input: { postId: doc.id, slug: doc.slug },
    req,
  })
  return doc
}
