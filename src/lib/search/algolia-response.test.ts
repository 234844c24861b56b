import { describe, expect, test } from 'vitest'

import type { SearchRecord } from '@/domain/search/search-record'
import { parseSearchBody, type SearchRequest } from '@/domain/search/search-request'

import { answerSearchRequest } from './algolia-response'
import { buildSearchIndex } from './search-index'

const post = (id: number, title: string, tags: string[], body = ''): SearchRecord => ({
  objectID: `posts:${id}`,
  type: 'post',
  title,
  url: `/blog/post-${id}`,
  excerpt: `About ${title.toLowerCase()}.`,
  body,
  serviceLine: 'estatePlanning',
  category: 'Estate planning',
  tags,
  date: `2026-0${id}-01T00:00:00.000Z`,
  startingPrice: null,
})

const records = [
  post(
    1,
    'Probate without a will',
    ['Probate', 'Wills'],
    `${'Filler words here. '.repeat(40)}When probate is needed the court names someone.`,
  ),
  post(2, 'Powers of attorney', ['Powers of attorney', 'Probate']),
  post(3, 'Trusts for families', ['Trusts', 'Private trusts']),
]

function requestOf(body: Record<string, unknown>): SearchRequest {
  const parsed = parseSearchBody({ requests: [{ indexName: 'site', ...body }] })
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.requests[0]!
}

describe('answers in Algolia’s shape', () => {
  test('a hit carries its fields, the matched words between the tags and a snippet of its body, never the whole body', async () => {
    const index = await buildSearchIndex(records)
    const result = await answerSearchRequest(
      index,
      requestOf({
        query: 'probate',
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
        attributesToSnippet: ['body:8'],
      }),
    )
    expect('hits' in result && result.hits[0]).toMatchObject({
      objectID: 'posts:1',
      url: '/blog/post-1',
      tags: ['Probate', 'Wills'],
      _highlightResult: {
        title: {
          value: '__ais-highlight__Probate__/ais-highlight__ without a will',
          matchLevel: 'full',
          matchedWords: ['probate'],
        },
      },
      _snippetResult: {
        body: {
          value:
            '…here. When __ais-highlight__probate__/ais-highlight__ is needed the court names…',
          matchLevel: 'full',
        },
      },
    })
    expect('hits' in result && result.hits[0]).not.toHaveProperty('body')
  })

  test('counts pages and facet values as InstantSearch expects', async () => {
    const index = await buildSearchIndex(records)
    const result = await answerSearchRequest(
      index,
      requestOf({ hitsPerPage: 2, page: 1, facets: ['tags', 'type'] }),
    )
    expect(result).toMatchObject({
      nbHits: 3,
      page: 1,
      nbPages: 2,
      hitsPerPage: 2,
      facets: { type: { post: 3 }, tags: { Probate: 2, Wills: 1, Trusts: 1 } },
      index: 'site',
    })
    expect('hits' in result && result.hits).toHaveLength(1)
    const countOnly = await answerSearchRequest(
      index,
      requestOf({ hitsPerPage: 0, facets: ['type'] }),
    )
    expect(countOnly).toMatchObject({ hits: [], nbHits: 3, nbPages: 0 })
  })

  test('a facet-value search finds values with a word starting as typed, most used first, that word highlighted', async () => {
    const index = await buildSearchIndex(records)
    const result = await answerSearchRequest(
      index,
      requestOf({ type: 'facet', facet: 'tags', facetQuery: 'pr' }),
    )
    expect(result).toMatchObject({
      facetHits: [
        { value: 'Probate', highlighted: '<em>Probate</em>', count: 2 },
        { value: 'Private trusts', highlighted: '<em>Private</em> trusts', count: 1 },
      ],
      exhaustiveFacetsCount: true,
    })
    const capped = await answerSearchRequest(
      index,
      requestOf({ type: 'facet', facet: 'tags', facetQuery: '', maxFacetHits: 2 }),
    )
    expect('facetHits' in capped && capped.facetHits.map((hit) => hit.value)).toEqual([
      'Probate',
      'Powers of attorney',
    ])
  })
})
