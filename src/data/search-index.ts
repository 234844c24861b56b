import 'server-only'

import { unstable_cache } from 'next/cache'

import { searchRecordOf, type SearchRecord } from '@/domain/search/search-record'
import type { SearchRequest } from '@/domain/search/search-request'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'
import { searchThread } from '@/lib/search/search-in-worker'
import {
  SearchIndexMissing,
  type SearchAnswer,
  type SearchAnswerOptions,
  type SearchOnThread,
} from '@/lib/search/search-thread'

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

type Build = {
  generation: string
  index: Promise<SearchOnThread>
  /** Resolves once this build's own work is over (done, failed, or skipped for a newer one). */
  settled: Promise<void>
}

/** The index searches use, and the one being built after a change (if any). */
type Builds = { current?: Build; next?: Build }

const buildsSlot = Symbol.for('juniper-hill-law.search-index')

/**
 * One index per process, on its search thread. Next bundles this module twice, for the routes
 * (the search API, the front door's refresh) and for the pages (`/search` asks for its first
 * results), so its state lives in one process-wide slot: both copies read, and build, the same
 * index.
 */
const builds: Builds = ((globalThis as { [buildsSlot]?: Builds })[buildsSlot] ??= {})

/**
 * Answers from the index of `generation` on the search thread. When the thread no longer holds it
 * (a newer build replaced it there first, or the thread was started again, empty), the index in
 * use now answers, built again if need be: once, so a thread that keeps losing indexes fails.
 */
async function answerFrom(
  generation: string,
  requests: readonly SearchRequest[],
  options: SearchAnswerOptions,
  isRetry = false,
): Promise<SearchAnswer | null> {
  try {
    return await searchThread().answer(generation, requests, options)
  } catch (error) {
    if (!(error instanceof SearchIndexMissing) || isRetry) throw error
    if (builds.current?.generation === generation) builds.current = undefined
    return answerFrom((await getSearchIndex()).generation, requests, options, true)
  }
}

/** Reads the records and has the search thread build their index (ADR 010, "Cost budget"). */
async function buildIndex(generation: string): Promise<SearchOnThread> {
  const started = performance.now()
  const records = await queryRecords()
  await searchThread().build(generation, records, builds.current?.generation)
  logger.info({
    msg: 'Built the search index',
    records: records.length,
    ms: Math.round(performance.now() - started),
  })
  const titles = new Map(records.map((record) => [record.objectID, record.title]))
  return {
    generation,
    titleOf: (objectID) => titles.get(objectID),
    answer: (requests, options) => answerFrom(generation, requests, options),
  }
}

/**
 * Starts the build of `generation`, after the one under way (if any): one at a time, since the
 * search thread answers nothing else while it builds. A build still waiting when a newer one is
 * asked for is skipped, and gives the newer one's index.
 */
function startBuild(generation: string): Build {
  const previous = builds.next
  let settle = () => {}
  const settled = new Promise<void>((resolve) => (settle = resolve))
  async function run(): Promise<SearchOnThread> {
    try {
      await previous?.settled
      const newest = builds.next
      if (newest && newest !== build) return newest.index
      return await buildIndex(generation)
    } finally {
      settle()
    }
  }
  const build: Build = { generation, index: run(), settled }
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

/** The build searches use: the last one done, or the first while it is under way. */
async function buildInUse(): Promise<Build> {
  const build = buildOf(await recordsGeneration())
  return builds.current ?? build
}

/**
 * The search index of the published content, built from the `search-records` collection on the
 * search thread, where it answers. While a new one is built after a change, searches keep the
 * last one; only a search before the first build is done waits for it.
 */
export async function getSearchIndex(): Promise<SearchOnThread> {
  return (await buildInUse()).index
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
