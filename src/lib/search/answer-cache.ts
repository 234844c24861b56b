import { LRUCache } from 'lru-cache'

import type { SearchOnThread } from './search-thread'

/** Memory the answers of one index may take (JSON text, keys included). */
const answerCacheBytes = 16 * 1024 * 1024

const caches = new WeakMap<SearchOnThread, LRUCache<string, string>>()

/**
 * The answers already given from `index`, by request: as-you-type searches repeat the same
 * prefixes, and the pages ask for the same facet counts again and again. A rebuilt index (after
 * a publish) starts with none, so no answer outlives the content it was made from.
 */
export function answersOf(index: SearchOnThread): LRUCache<string, string> {
  let answers = caches.get(index)
  if (!answers) {
    answers = new LRUCache<string, string>({
      maxSize: answerCacheBytes,
      sizeCalculation: (answer, request) => answer.length + request.length,
    })
    caches.set(index, answers)
  }
  return answers
}
