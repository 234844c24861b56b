import 'server-only'

import { unstable_cache } from 'next/cache'

import { searchRecordOf, type SearchRecord } from '@/domain/search/search-record'
import { logger } from '@/lib/logger'
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
 * so every request learns of a change the moment its tags expire, with no database read. The
 * function's text is part of the entry's key, so it names globals only: both copies of this
 * module (below) then read one entry, where imported names would be minified apart.
 */
const recordsGeneration = unstable_cache(
  async () => crypto.randomUUID(),
  ['search-records-generation'],
  {
    tags: [
      cacheTags.collection('pages'),
      cacheTags.collection('posts'),
      cacheTags.collection('categories'),
      cacheTags.collection('tags'),
      cacheTags.collection('quizzes'),
      cacheTags.collection('tools'),
    ],
  },
)

type Build = { generation: string; index: Promise<SearchIndex> }

/** The index searches use, and the one being built after a change (if any). */
type Builds = { current?: Build; next?: Build }

const buildsSlot = Symbol.for('juniper-hill-law.search-index')

/**
 * One index per process. Next bundles this module twice, for the routes (the search API, the
 * front door's refresh) and for the pages (`/search` renders its first results in process), so
 * its state lives in one process-wide slot: both copies read, and build, the same index.
 */
const builds: Builds = ((globalThis as { [buildsSlot]?: Builds })[buildsSlot] ??= {})

async function buildIndex(): Promise<SearchIndex> {
  const started = performance.now()
  const records = await queryRecords()
  const index = await buildSearchIndex(records)
  logger.info({
    msg: 'Built the search index',
    records: records.length,
    ms: Math.round(performance.now() - started),
  })
  return index
}

function startBuild(generation: string): Build {
  const build = { generation, index: buildIndex() }
  builds.next = build
  build.index.then(
    () => {
      if (builds.next === build) [builds.current, builds.next] = [build, undefined]
    },
    // A failed build (database down) is tried again by the next check, not kept.
    () => {
      if (builds.next === build) builds.next = undefined
    },
  )
  return build
}

/** The build of `generation`: the index in use, the one being built, or a new one. */
function buildOf(generation: string): Build {
  if (builds.current?.generation === generation) return builds.current
  if (builds.next?.generation === generation) return builds.next
  return startBuild(generation)
}

/**
 * The search index of the published content, built from the `search-records` collection. While a
 * new one is built after a change, searches keep the last one (a rebuild of 1,000 records takes
 * seconds; nobody should wait for it); only a search before the first build is done waits for it.
 */
export async function getSearchIndex(): Promise<SearchIndex> {
  const build = buildOf(await recordsGeneration())
  return (builds.current ?? build).index
}

/**
 * Builds the index when there is none yet or the content changed since the last build, and
 * resolves when that build is done (rejects when it failed). The front door calls it as the
 * server starts and every second after, outside any request (ADR 010), so that searches find the
 * index built: the first after a start, and the first after a publish on any instance.
 */
export async function refreshSearchIndex(): Promise<void> {
  await buildOf(await recordsGeneration()).index
}
