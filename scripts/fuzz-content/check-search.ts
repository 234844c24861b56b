/**
 * The search check: the site's search API (Algolia's shape, `POST /api/search`) finds the
 * document by the word of its body made for it, in whichever script that word is written.
 */
import { waitFor } from '../support/server-process'
import { unexpectedAnswer, type DocumentCheck } from './checked-document'

type SearchAnswer = { results: Array<{ hits: Array<{ url: string }> }> }

/** The search check, waiting up to `timeoutMs` for the index to hold a new document. */
export function checkSearch(timeoutMs: number): DocumentCheck {
  return async (origin, document) => {
    if (!document.searchWord) return []
    let urls: string[] = []
    let failure: string | null = null
    const search = async () => {
      const response = await fetch(`${origin}/api/search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({
          requests: [{ indexName: 'site', query: document.searchWord, hitsPerPage: 20 }],
        }),
      })
      if (response.status !== 200) {
        failure = await unexpectedAnswer('POST /api/search', response)
        return true
      }
      urls = ((await response.json()) as SearchAnswer).results[0]?.hits.map((hit) => hit.url) ?? []
      return urls.includes(document.path)
    }
    try {
      await waitFor(search, `a search for ${document.searchWord}`, timeoutMs, 500)
    } catch {
      return [
        `searching “${document.searchWord}” found ${urls.length === 0 ? 'nothing' : urls.slice(0, 3).join(', ')}`,
      ]
    }
    return failure ? [failure] : []
  }
}
