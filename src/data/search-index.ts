import 'server-only'

import { randomUUID } from 'node:crypto'

import { unstable_cache } from 'next/cache'

import { searchRecordOf, type SearchRecord } from '@/domain/search/search-record'
import { getPayloadClient } from '@/lib/payload'
import { buildSearchIndex, type SearchIndex } from '@/lib/search/search-index'

import { cacheTags } from './cache-tags'

async function queryRecords(): Promise<SearchRecord[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'search-records',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map(searchRecordOf)
}

/**
 * A new value each time a publish, unpublish or delete of what the search finds expires the
 * content cache (the records are written in the same transaction, ADR 009). Kept in Next's cache,
 * so every request learns of a change the moment its tags expire, with no database read.
 */
const recordsGeneration = unstable_cache(async () => randomUUID(), ['search-records-generation'], {
  tags: [
    cacheTags.collection('pages'),
    cacheTags.collection('posts'),
    cacheTags.collection('categories'),
    cacheTags.collection('tags'),
    cacheTags.collection('quizzes'),
    cacheTags.collection('tools'),
  ],
})

type Build = { generation: string; index: Promise<SearchIndex> }

/** The index searches use, and the one being built after a change (if any). */
let current: Build | undefined
let next: Build | undefined

function startBuild(generation: string): Build {
  const build = { generation, index: queryRecords().then(buildSearchIndex) }
  next = build
  build.index.then(
    () => {
      if (next === build) [current, next] = [build, undefined]
    },
    // A failed build (database down) is tried again by the next search, not kept.
    () => {
      if (next === build) next = undefined
    },
  )
  return build
}

/**
 * The search index of the published content, built from the `search-records` collection on first
 * use and again after each change. While a new one is built, searches keep the last one (a
 * rebuild of 1,000 records takes seconds; nobody should wait for it); the first build is awaited.
 */
export async function getSearchIndex(): Promise<SearchIndex> {
  const generation = await recordsGeneration()
  if (current?.generation === generation) return current.index
  const building = next?.generation === generation ? next : startBuild(generation)
  return (current ?? building).index
}
