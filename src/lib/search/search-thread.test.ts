import { threadId } from 'node:worker_threads'

import { afterAll, describe, expect, inject, test } from 'vitest'

import type { SearchRecord } from '@/domain/search/search-record'
import { parseSearchBody, type SearchRequest } from '@/domain/search/search-request'

import { createSearchThread, SearchIndexMissing } from './search-thread'

const page = (id: number, title: string, excerpt: string): SearchRecord => ({
  objectID: `pages:${id}`,
  type: 'page',
  title,
  url: `/page-${id}`,
  excerpt,
  body: excerpt,
  serviceLine: null,
  category: null,
  tags: [],
  date: null,
  startingPrice: null,
})

const records = [
  page(1, 'Wills and trusts', 'A will says who inherits.'),
  page(2, 'Bankruptcy', 'Chapter 7 and chapter 13.'),
]
/** Sixty pages of 300 words each: with long highlight tags, an answer of megabytes. */
const wordyRecords = Array.from({ length: 60 }, (_, index) =>
  page(index + 1, `Page ${index}`, 'word '.repeat(300)),
)

function requestsOf(...requests: Array<Record<string, unknown>>): SearchRequest[] {
  const parsed = parseSearchBody({
    requests: requests.map((each) => ({ indexName: 'site', ...each })),
  })
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.requests
}

const thread = createSearchThread({ workerFile: inject('searchWorkerFile'), maxWaiting: 2 })
afterAll(() => thread.close())

const visitor = { shape: 'results', whenBusy: 'refuse' } as const

// The thread loads Orama when it starts, and the machine's two cores may be busy with a build.
describe('createSearchThread', { timeout: 60_000 }, () => {
  test('builds the index and answers on a thread of its own, not on the one that asked', async () => {
    await thread.build('first', records)
    const answer = await thread.answer('first', requestsOf({ query: 'will' }), visitor)
    expect(answer).toMatchObject({ kind: 'answered', workMs: expect.any(Number) })
    if (answer?.kind !== 'answered') return
    expect(answer.threadId).not.toBe(threadId)
    const { results } = JSON.parse(answer.body) as { results: Array<{ hits: SearchRecord[] }> }
    expect(results[0]?.hits.map((hit) => hit.title)).toEqual(['Wills and trusts'])
  })

  test('answers a facet-value search with its one result, not a list', async () => {
    const answer = await thread.answer(
      'first',
      requestsOf({ type: 'facet', facet: 'type', facetQuery: 'pa' }),
      { shape: 'first', whenBusy: 'refuse' },
    )
    expect(answer?.kind === 'answered' && JSON.parse(answer.body)).toMatchObject({
      facetHits: [{ value: 'page', count: 2 }],
    })
  })

  test('keeps the index built and the one in use; another it no longer holds is missing', async () => {
    await thread.build('one', records)
    await thread.build('two', records, 'one')
    await thread.build('three', records, 'one')
    await expect(thread.answer('two', requestsOf({}), visitor)).rejects.toThrow(SearchIndexMissing)
    for (const generation of ['one', 'three']) {
      expect(await thread.answer(generation, requestsOf({}), visitor)).toMatchObject({
        kind: 'answered',
      })
    }
  })

  test('does not send an answer over 512 KB: it says how large it would be', async () => {
    await thread.build('wordy', wordyRecords)
    const tag = 'x'.repeat(50)
    const heavy = { query: 'word', hitsPerPage: 50, highlightPreTag: tag, highlightPostTag: tag }
    const answer = await thread.answer('wordy', requestsOf(heavy, heavy), visitor)
    expect(answer).toMatchObject({ kind: 'tooLarge', bytes: expect.any(Number) })
    expect(answer?.kind === 'tooLarge' && answer.bytes).toBeGreaterThan(512 * 1024)
  })

  test('stops a body that outruns the time it was given, and says how long it took', async () => {
    await thread.build('slow', records)
    const requests = requestsOf({ query: 'will' }, { query: 'chapter' })
    const answer = await thread.answer('slow', requests, { ...visitor, maxWorkMs: 0 })
    expect(answer).toEqual({ kind: 'tooSlow', workMs: expect.any(Number) })
    expect(await thread.answer('slow', requests, { ...visitor, maxWorkMs: 1_000 })).toMatchObject({
      kind: 'answered',
    })
  })

  test('lets two visitors’ searches wait beside the one answered, refuses a fourth but not a page’s', async () => {
    await thread.build('busy', wordyRecords)
    const requests = requestsOf({ query: 'word', hitsPerPage: 50 })
    const visitors = Array.from({ length: 4 }, () => thread.answer('busy', requests, visitor))
    const page = thread.answer('busy', requests, { shape: 'results', whenBusy: 'wait' })
    expect(await visitors[3]).toBeNull()
    for (const each of [...(await Promise.all(visitors.slice(0, 3))), await page]) {
      expect(each?.kind).toBe('answered')
    }
    expect(await thread.answer('busy', requests, visitor)).toMatchObject({ kind: 'answered' })
  })
})
