import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { isPopulated } from '@/domain/content/relationship'
import { changesPublishedVersion } from '@/domain/preview/published-change'
import {
  blockText,
  pageSearchRecord,
  postSearchRecord,
  taxonSearchRecord,
  type SearchRecord,
} from '@/domain/search/search-record'
import type { Category, Page, Post, Tag } from '@/payload-types'

type IndexedCollection = 'pages' | 'posts' | 'categories' | 'tags'

/** The search record of a saved document, or null when the search must not find it. */
type RecordOf<T> = (doc: T, req: PayloadRequest) => Promise<SearchRecord | null>

async function writeRecord(req: PayloadRequest, record: SearchRecord) {
  const { docs } = await req.payload.find({
    collection: 'search-records',
    where: { objectID: { equals: record.objectID } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const existing = docs[0]
  if (existing) {
    await req.payload.update({
      collection: 'search-records',
      id: existing.id,
      data: record,
      overrideAccess: true,
      req,
    })
  } else {
    await req.payload.create({
      collection: 'search-records',
      data: record,
      overrideAccess: true,
      req,
    })
  }
}

async function removeRecord(req: PayloadRequest, objectID: string) {
  await req.payload.delete({
    collection: 'search-records',
    where: { objectID: { equals: objectID } },
    overrideAccess: true,
    req,
  })
}

/**
 * afterChange + afterDelete hooks that keep a collection's search records current (ADR 009), in
 * the transaction of the save: a published document gets its record, an unpublished or deleted
 * one loses it; a draft save leaves it as it was.
 */
export function syncSearchRecords<T extends { id: number; _status?: string | null }>(
  collection: IndexedCollection,
  recordOf: RecordOf<T>,
) {
  const afterChange: CollectionAfterChangeHook<T> = async ({ doc, req }) => {
    if (!changesPublishedVersion({ draftRequested: req.query?.draft, status: doc._status })) {
      return doc
    }
    const isPublic = doc._status === undefined || doc._status === 'published'
    const record = isPublic ? await recordOf(doc, req) : null
    if (record) await writeRecord(req, record)
    else await removeRecord(req, `${collection}:${doc.id}`)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<T> = async ({ doc, req }) => {
    await removeRecord(req, `${collection}:${doc.id}`)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** A page's record; pages kept out of search engines (`noindex`) stay out of the site search. */
export const pageRecord: RecordOf<Page> = async (page) =>
  page.noindex
    ? null
    : pageSearchRecord({
        ...page,
        layout: page.layout as unknown as Array<Record<string, unknown>>,
      })

async function findById<C extends 'categories' | 'tags'>(
  req: PayloadRequest,
  collection: C,
  id: number,
) {
  return req.payload.findByID({ collection, id, depth: 0, overrideAccess: true, req })
}

/** A post's record, with its category's and topics' names (read unless the post came populated). */
export const postRecord: RecordOf<Post> = async (post, req) => {
  const category = isPopulated(post.category)
    ? post.category
    : await findById(req, 'categories', post.category)
  const tags = await Promise.all(
    (post.tags ?? []).map((tag) => (isPopulated(tag) ? tag : findById(req, 'tags', tag))),
  )
  return postSearchRecord({ ...post, category, tags })
}

/** A category's record: its name, intro and questions. */
export const categoryRecord: RecordOf<Category> = async (category) =>
  taxonSearchRecord('categories', {
    ...category,
    text: `${category.intro} ${blockText(category.faq ?? [])}`.trim(),
  })

/** A topic's record: its name and definition. */
export const tagRecord: RecordOf<Tag> = async (tag) =>
  taxonSearchRecord('tags', { ...tag, text: tag.definition ?? '' })

/**
 * An afterChange hook of categories (`field` "category") and topics ("tags"): a new name or
 * address rewrites the records of the published posts filed under it, which carry its name as a
 * facet value (and, for a category, the service line its address names).
 */
export function rewritePostRecordsOnRename(
  field: 'category' | 'tags',
): CollectionAfterChangeHook<Category | Tag> {
  return async ({ doc, previousDoc, req }) => {
    if (!previousDoc || (previousDoc.name === doc.name && previousDoc.slug === doc.slug)) return doc
    const { docs } = await req.payload.find({
      collection: 'posts',
      where: { and: [{ [field]: { in: [doc.id] } }, { _status: { equals: 'published' } }] },
      // Populated: each post's category and topics come with it, not one read per post.
      depth: 1,
      limit: 0,
      draft: false,
      overrideAccess: true,
      req,
    })
    for (const post of docs) {
      const record = await postRecord(post, req)
      if (record) await writeRecord(req, record)
    }
    return doc
  }
}
