/**
 * Issue 37, item 3: a search costs what it asks for. One body of twenty requests of 50 hits with
 * long snippets and every facet took the server's thread for about 0.44 s and answered 1.8 MB,
 * and a client could send 300 of them a minute. Now a body holds at most what the search pages
 * ever send and a bounded answer, and the rate limit counts points, not requests (ADR 010).
 * (That the work runs off the thread that serves pages is for `npm run bench:hostile` to show.)
 */
import { describe, expect, test } from 'vitest'

import { fetchFrom } from './support/client'

type Hit = { _snippetResult?: { body?: { value: string } } }
type Answer = { message?: string; results?: Array<{ hits: Hit[] }> }

async function search(localAddress: string, requests: Array<Record<string, unknown>>) {
  const response = await fetchFrom(localAddress, '/api/search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requests: requests.map((each) => ({ indexName: 'site', ...each })) }),
  })
  const text = await response.text()
  return {
    status: response.status,
    bytes: Buffer.byteLength(text),
    answer: JSON.parse(text) as Answer,
  }
}

/** Every letter a word of its own: each a prefix of many of the site's words, all highlighted. */
const everyLetter = 'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(10).slice(0, 512)

describe('a search costs what it asks for (issue 37, item 3)', () => {
  test('more requests or more hits in one body than the search pages ask for are a 400 that says so', async () => {
    const eleven = await search('127.0.37.1', Array(11).fill({ hitsPerPage: 0 }))
    expect(eleven.status).toBe(400)
    expect(eleven.answer.message).toBe('Send 1 to 10 requests at a time.')
    const manyHits = await search('127.0.37.1', Array(3).fill({ hitsPerPage: 50 }))
    expect(manyHits.status).toBe(400)
    expect(manyHits.answer.message).toContain('at most 100 hits together')
  })

  test('a snippet is at most 50 words, however many are asked for', async () => {
    const { status, answer } = await search('127.0.37.2', [
      { query: '', hitsPerPage: 50, attributesToSnippet: ['body:100'] },
    ])
    expect(status).toBe(200)
    const words = (answer.results?.[0]?.hits ?? []).map(
      (hit) => hit._snippetResult?.body?.value.match(/[\p{L}\p{N}]+/gu)?.length ?? 0,
    )
    expect(Math.max(...words)).toBe(50)
  })

  test('no answer is larger than 512 KB: a search that would return more is a 400 that says so', async () => {
    const tag = 'x'.repeat(50)
    const heavy = { query: everyLetter, highlightPreTag: tag, highlightPostTag: tag, facets: ['*'] }
    const { status, bytes, answer } = await search('127.0.37.3', [
      { ...heavy, hitsPerPage: 50, attributesToSnippet: ['body:50'] },
      { ...heavy, hitsPerPage: 50, attributesToSnippet: ['body:50'] },
    ])
    expect(bytes).toBeLessThanOrEqual(512 * 1024)
    expect(status).toBe(400)
    expect(answer.message).toContain('over the 512 KB a search may return')
  })

  test('the limit counts points: the most hits in every request are refused within 300 points, not after 300 requests', async () => {
    // Two requests of 50 hits (3 points each) and eight of none (1 each): 14 points a body, more
    // if the search thread took longer than 10 ms a point on it.
    const heaviest = [
      { hitsPerPage: 50 },
      { hitsPerPage: 50 },
      ...Array(8).fill({ hitsPerPage: 0 }),
    ]
    const statuses: number[] = []
    for (let sent = 0; sent < 22; sent += 1) {
      statuses.push((await search('127.0.37.4', heaviest)).status)
    }
    // 21 bodies are 294 points: the 22nd at the latest is refused, and so is all that follows.
    const firstRefused = statuses.indexOf(429)
    expect(firstRefused).toBeGreaterThan(0)
    expect(firstRefused).toBeLessThanOrEqual(21)
    expect(statuses.slice(0, firstRefused).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true)
    expect((await search('127.0.37.4', [{ query: 'will' }])).status).toBe(429)
    expect((await search('127.0.37.5', [{ query: 'will' }])).status).toBe(200)
  })
})
