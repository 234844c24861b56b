import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { joinBlocks } from '@/domain/blog/reading-time'
import { isPopulated } from '@/domain/content/relationship'
import { changesPublishedVersion } from '@/domain/preview/published-change'
import {
  blockText,
  faqItemsOf,
  faqSearchRecords,
  pageSearchRecord,
  postSearchRecord,
  quizSearchRecord,
  searchBlockSeparator,
  taxonSearchRecord,
  toolSearchRecord,
  type FaqItem,
  type SearchRecord,
} from '@/domain/search/search-record'
import type { Category, Page, Post, Quiz, Tag, Tool } from '@/payload-types'

type IndexedCollection = 'pages' | 'posts' | 'categories' | 'tags' | 'quizzes' | 'tools'

/** The search records of a saved document: none when the search must not find it. */
type RecordsOf<T> = (doc: T, req: PayloadRequest) => Promise<SearchRecord[]>

/**
 * Makes the records of document `id` of `collection` exactly `records`: each is written over its
 * earlier version or created, and those it no longer has (a question taken out of its FAQ) are
 * deleted. The records name their document as `source`, `{collection}:{id}`.
 */
async function replaceRecords(
  req: PayloadRequest,
  collection: IndexedCollection,
  id: number,
  records: SearchRecord[],
) {
  const source = `${collection}:${id}`
  const { docs: existing } = await req.payload.find({
    collection: 'search-records',
    where: { source: { equals: source } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const kept = new Set(records.map((record) => record.objectID))
  const gone = existing.filter((doc) => !kept.has(doc.objectID)).map((doc) => doc.id)
  if (gone.length > 0) {
    await req.payload.delete({
      collection: 'search-records',
      where: { id: { in: gone } },
      overrideAccess: true,
      req,
    })
  }
  for (const record of records) {
    const data = { ...record, source }
    const earlier = existing.find((doc) => doc.objectID === record.objectID)
    if (earlier) {
      await req.payload.update({
        collection: 'search-records',
        id: earlier.id,
        data,
        overrideAccess: true,
        req,
      })
    } else {
      await req.payload.create({ collection: 'search-records', data, overrideAccess: true, req })
    }
  }
}

/**
 * afterChange + afterDelete hooks that keep a collection's search records current (ADR 009), in
 * the transaction of the save: a published document gets its records, an unpublished or deleted
 * one loses them; a draft save leaves them as they were.
 */
export function syncSearchRecords<T extends { id: number; _status?: string | null }>(
  collection: IndexedCollection,
  recordsOf: RecordsOf<T>,
) {
  const afterChange: CollectionAfterChangeHook<T> = async ({ doc, req }) => {
    if (!changesPublishedVersion({ draftRequested: req.query?.draft, status: doc._status })) {
      return doc
    }
    const isPublic = doc._status === undefined || doc._status === 'published'
    await replaceRecords(req, collection, doc.id, isPublic ? await recordsOf(doc, req) : [])
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<T> = async ({ doc, req }) => {
    await replaceRecords(req, collection, doc.id, [])
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** A record and one for each question of its FAQ. */
const withFaq = (record: SearchRecord, faq: readonly FaqItem[]) => [
  record,
  ...faqSearchRecords(record, faq),
]

/**
 * A page's record and its questions'; pages kept out of search engines (`noindex`) stay out of
 * the site search.
 */
export const pageRecords: RecordsOf<Page> = async (page) => {
  if (page.noindex) return []
  const layout = page.layout as unknown as Array<Record<string, unknown>>
  return withFaq(pageSearchRecord({ ...page, layout }), faqItemsOf(layout))
}

async function findById<C extends 'categories' | 'tags'>(
  req: PayloadRequest,
  collection: C,
  id: number,
) {
  return req.payload.findByID({ collection, id, depth: 0, overrideAccess: true, req })
}

/** A post's record, with its category's and topics' names (read unless the post came populated). */
export const postRecords: RecordsOf<Post> = async (post, req) => {
  const category = isPopulated(post.category)
    ? post.category
    : await findById(req, 'categories', post.category)
  const tags = await Promise.all(
    (post.tags ?? []).map((tag) => (isPopulated(tag) ? tag : findById(req, 'tags', tag))),
  )
  return [postSearchRecord({ ...post, category, tags })]
}

/** A category's record (its name, intro and questions) and one for each of its questions. */
export const categoryRecords: RecordsOf<Category> = async (category) => {
  const faq = (category.faq ?? []) as unknown as Array<Record<string, unknown>>
  const record = taxonSearchRecord('categories', {
    ...category,
    text: joinBlocks([category.intro, blockText(faq)], searchBlockSeparator),
  })
  return withFaq(record, faqItemsOf(faq))
}

/** A topic's record: its name and definition. */
export const tagRecords: RecordsOf<Tag> = async (tag) => [
  taxonSearchRecord('tags', { ...tag, text: tag.definition ?? '' }),
]

/** A quiz's record: its introduction and questions. */
export const quizRecords: RecordsOf<Quiz> = async (quiz) => [quizSearchRecord(quiz)]

/** A tool's record: its title, description and search words. */
export const toolRecords: RecordsOf<Tool> = async (tool) => [toolSearchRecord(tool)]

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
      await replaceRecords(req, 'posts', post.id, await postRecords(post, req))
    }
    return doc
  }
}
