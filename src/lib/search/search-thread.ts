import 'server-only'

import { pathToFileURL } from 'node:url'

import { Piscina } from 'piscina'

import type { SearchRecord } from '@/domain/search/search-record'
import type { SearchRequest } from '@/domain/search/search-request'

/**
 * What the main thread asks of the search worker (`src/search-worker.ts`): build the index of a
 * generation of the records (keeping only that and the one `inUse`), or answer checked requests
 * from the index of a generation, as Algolia's multi-query answers them (`results`) or as its
 * facet-value search does (`first`).
 */
export type SearchTask =
  | { kind: 'build'; generation: string; records: readonly SearchRecord[]; inUse?: string }
  | ({ kind: 'answer'; generation: string; requests: readonly SearchRequest[] } & Omit<
      SearchAnswerOptions,
      'whenBusy'
    >)

/**
 * An answer's JSON text and the thread's time on it; or the size of one too large to send; or
 * the time spent when the requests outran the time they were given.
 */
export type SearchAnswer =
  | { kind: 'answered'; body: string; workMs: number; threadId: number }
  | { kind: 'tooLarge'; bytes: number; workMs: number }
  | { kind: 'tooSlow'; workMs: number }

/** What the search worker answers a build, and an answer task (`noIndex`: it has none of that generation). */
export type SearchTaskResult = { kind: 'built' } | SearchAnswer | { kind: 'noIndex' }

/** The search thread has no index of the generation asked (it was restarted): build it again. */
export class SearchIndexMissing extends Error {}

/**
 * What a caller does when the thread is busy and `maxWaiting` visitors' searches already wait: a
 * visitor's search is refused (`null`, answered 503 with Retry-After); the search page's first
 * results and the counts wait their turn.
 */
export type SearchWhenBusy = 'refuse' | 'wait'

/**
 * How an answer is wanted: its shape; what to do when the thread is busy; and, for a visitor's
 * requests, the most time the thread gives them (`answerText`).
 */
export type SearchAnswerOptions = {
  shape: 'results' | 'first'
  whenBusy: SearchWhenBusy
  maxWorkMs?: number
}

/**
 * One generation's index on the search thread, as the app asks it: the records' titles (the
 * counts' labels) are kept on this side; every search is answered there.
 */
export type SearchOnThread = {
  /** The version of the content it was built from. */
  generation: string
  titleOf(objectID: string): string | undefined
  answer(
    requests: readonly SearchRequest[],
    options: SearchAnswerOptions,
  ): Promise<SearchAnswer | null>
}

/** The thread that holds the search index and answers searches, never the one serving pages. */
export type SearchThread = {
  /**
   * Builds the index of `generation` from `records` there, and keeps it and the index of `inUse`
   * (the one searches use until then), no other.
   */
  build(generation: string, records: readonly SearchRecord[], inUse?: string): Promise<void>
  /** Answers `requests` from the index of `generation`; null when refused as busy. */
  answer(
    generation: string,
    requests: readonly SearchRequest[],
    options: SearchAnswerOptions,
  ): Promise<SearchAnswer | null>
  /** Stops the thread (tests; the server's ends with its process). */
  close(): Promise<void>
}

/**
 * One thread running `workerFile` (the bundle of `src/search-worker.ts`), started at once and
 * kept: it holds the index. At most `maxWaiting` visitors' searches wait for it beyond the one it
 * answers; builds, the search page's first results and the counts wait beside them.
 */
export function createSearchThread({
  workerFile,
  maxWaiting,
}: {
  workerFile: string
  maxWaiting: number
}): SearchThread {
  const pool = new Piscina<SearchTask, SearchTaskResult>({
    filename: pathToFileURL(workerFile).href,
    minThreads: 1,
    maxThreads: 1,
  })
  // Counted here, synchronously, as the PDF pool counts its visitors (src/pdf/kit/render-pool.ts).
  let visitorSearches = 0
  return {
    async build(generation, records, inUse) {
      await pool.run({ kind: 'build', generation, records, inUse })
    },
    async answer(generation, requests, { whenBusy, ...answerOptions }) {
      const isVisitor = whenBusy === 'refuse'
      if (isVisitor && visitorSearches > maxWaiting) return null
      if (isVisitor) visitorSearches += 1
      try {
        // The worker answers an answer task with an answer or `noIndex`, never `built`.
        const task: SearchTask = { kind: 'answer', generation, requests, ...answerOptions }
        const result = (await pool.run(task)) as SearchAnswer | { kind: 'noIndex' }
        if (result.kind === 'noIndex') {
          throw new SearchIndexMissing(`The search thread has no index ${generation}.`)
        }
        return result
      } finally {
        if (isVisitor) visitorSearches -= 1
      }
    },
    async close() {
      await pool.close()
    },
  }
}
