/**
 * The search worker: holds the search index and answers searches on the search thread
 * (src/lib/search/search-thread.ts), never on the thread that serves pages (ADR 010, "Cost
 * budget"). scripts/support/worker-bundles.ts bundles it into one file a thread can load.
 */
import { answerText } from '@/lib/search/algolia-response'
import { buildSearchIndex, type SearchIndex } from '@/lib/search/search-index'
import type { SearchTask, SearchTaskResult } from '@/lib/search/search-thread'

/** The indexes built here by generation: the one searches use, and the one built after it. */
const indexes = new Map<string, SearchIndex>()

/** Runs one task: builds an index, or answers from one (`answerText`). */
export default async function searchTask(task: SearchTask): Promise<SearchTaskResult> {
  if (task.kind === 'build') {
    indexes.set(task.generation, await buildSearchIndex(task.records))
    for (const generation of indexes.keys()) {
      if (generation !== task.generation && generation !== task.inUse) indexes.delete(generation)
    }
    return { kind: 'built' }
  }
  const index = indexes.get(task.generation)
  return index ? answerText(index, task.requests, task.shape, task.maxWorkMs) : { kind: 'noIndex' }
}
