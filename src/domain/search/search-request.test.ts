import { describe, expect, test } from 'vitest'

import { searchFacets } from './search-limits'
import {
  facetValuesBody,
  parseSearchBody,
  searchRequestPoints,
  searchWorkPoints,
  type SearchParams,
} from './search-request'

/** What a request for the whole site asks when it sets nothing but its index. */
const siteDefaults: SearchParams = {
  indexName: 'site',
  query: '',
  facetFilters: [],
  numericFilters: [],
  facets: [],
  page: 0,
  hitsPerPage: 20,
  maxValuesPerFacet: 100,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
  snippetWords: 20,
}

/** A multi-query body of one request to the `site` index. */
const oneRequest = (request: Record<string, unknown>) => ({
  requests: [{ indexName: 'site', ...request }],
})

/** The checked parameters of a body's only request; fails the test when the body is rejected. */
function paramsOf(request: Record<string, unknown>): SearchParams {
  const parsed = parseSearchBody(oneRequest(request))
  if (!parsed.ok) throw new Error(`Rejected: ${parsed.message}`)
  expect(parsed.requests).toHaveLength(1)
  return parsed.requests[0]!.params
}

const messageOf = (body: unknown) => {
  const parsed = parseSearchBody(body)
  return parsed.ok ? 'accepted' : parsed.message
}

describe('the three shapes Algolia clients send', () => {
  test('a request with nothing but its index searches everything with Algolia’s defaults', () => {
    expect(parseSearchBody(oneRequest({}))).toEqual({
      ok: true,
      requests: [{ kind: 'hits', params: siteDefaults }],
    })
  })

  test('parameters inline, as the v5 client sends them, are read', () => {
    expect(
      paramsOf({
        query: 'gun trust',
        facets: ['type', 'tags'],
        facetFilters: [['type:post']],
        numericFilters: ['date>=1700000000'],
        page: 2,
        hitsPerPage: 5,
        maxValuesPerFacet: 10,
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
        snippetEllipsisText: '...',
        attributesToSnippet: ['body:30'],
      }),
    ).toEqual({
      indexName: 'site',
      query: 'gun trust',
      facets: ['type', 'tags'],
      facetFilters: [[{ facet: 'type', value: 'post', negated: false }]],
      numericFilters: [{ attribute: 'date', operator: '>=', value: 1_700_000_000 }],
      page: 2,
      hitsPerPage: 5,
      maxValuesPerFacet: 10,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      snippetEllipsisText: '...',
      snippetWords: 30,
    })
  })

  test('parameters under `params` as an object are read', () => {
    expect(
      paramsOf({ params: { query: 'probate', hitsPerPage: 3, facets: ['category'] } }),
    ).toEqual({ ...siteDefaults, query: 'probate', hitsPerPage: 3, facets: ['category'] })
  })

  test('a legacy URL-encoded `params` string is read, its lists given as JSON', () => {
    const params = [
      'query=chapter+7%3F',
      'hitsPerPage=0',
      'page=3',
      `facets=${encodeURIComponent('["type","year"]')}`,
      `facetFilters=${encodeURIComponent('[["type:post","type:service"],"year:2026"]')}`,
      `numericFilters=${encodeURIComponent('["startingPrice<=1500"]')}`,
      `attributesToSnippet=${encodeURIComponent('["body:12"]')}`,
    ].join('&')
    expect(paramsOf({ params })).toEqual({
      ...siteDefaults,
      query: 'chapter 7?',
      hitsPerPage: 0,
      page: 3,
      facets: ['type', 'year'],
      facetFilters: [
        [
          { facet: 'type', value: 'post', negated: false },
          { facet: 'type', value: 'service', negated: false },
        ],
        [{ facet: 'year', value: '2026', negated: false }],
      ],
      numericFilters: [{ attribute: 'startingPrice', operator: '<=', value: 1500 }],
      snippetWords: 12,
    })
  })

  test('`params` wins over the same parameter given inline', () => {
    expect(paramsOf({ query: 'inline', params: { query: 'nested' } }).query).toBe('nested')
    expect(paramsOf({ query: 'inline', params: 'query=legacy' }).query).toBe('legacy')
  })

  test('each request of a multi-query is answered for its own index', () => {
    const parsed = parseSearchBody({
      requests: [
        { indexName: 'site', query: 'a' },
        { indexName: 'site_newest', query: 'b' },
        { indexName: 'blog', query: 'c' },
        { indexName: 'blog_newest', query: 'd' },
      ],
    })
    expect(
      parsed.ok && parsed.requests.map(({ params }) => [params.indexName, params.query]),
    ).toEqual([
      ['site', 'a'],
      ['site_newest', 'b'],
      ['blog', 'c'],
      ['blog_newest', 'd'],
    ])
  })

  test('Algolia parameters this endpoint does not use are accepted and ignored', () => {
    expect(
      paramsOf({ analytics: false, clickAnalytics: true, tagFilters: '', userToken: 'anonymous' }),
    ).toEqual(siteDefaults)
  })
})

describe('facet filters', () => {
  test('a single filter as text must hold', () => {
    expect(paramsOf({ facetFilters: 'type:post' }).facetFilters).toEqual([
      [{ facet: 'type', value: 'post', negated: false }],
    ])
  })

  test('a comma list of filters must all hold', () => {
    expect(paramsOf({ facetFilters: 'type:post,serviceLine:bankruptcy' }).facetFilters).toEqual([
      [{ facet: 'type', value: 'post', negated: false }],
      [{ facet: 'serviceLine', value: 'bankruptcy', negated: false }],
    ])
  })

  test('a flat list means AND and a nested list means OR', () => {
    expect(
      paramsOf({ facetFilters: [['tags:Chapter 7', 'tags:Chapter 13'], 'category:Bankruptcy'] })
        .facetFilters,
    ).toEqual([
      [
        { facet: 'tags', value: 'Chapter 7', negated: false },
        { facet: 'tags', value: 'Chapter 13', negated: false },
      ],
      [{ facet: 'category', value: 'Bankruptcy', negated: false }],
    ])
  })

  test('a list sent as a JSON string is read as the list', () => {
    expect(paramsOf({ facetFilters: ' [["type:post"]]' }).facetFilters).toEqual([
      [{ facet: 'type', value: 'post', negated: false }],
    ])
  })

  test('a value keeps everything after the first colon', () => {
    expect(paramsOf({ facetFilters: ['tags:Wills: the basics'] }).facetFilters).toEqual([
      [{ facet: 'tags', value: 'Wills: the basics', negated: false }],
    ])
  })

  test('a minus before the value excludes it, as Algolia writes it', () => {
    expect(paramsOf({ facetFilters: ['type:-post'] }).facetFilters).toEqual([
      [{ facet: 'type', value: 'post', negated: true }],
    ])
  })

  test('a value starting with an escaped minus is matched with the minus, not excluded', () => {
    expect(paramsOf({ facetFilters: ['tags:\\-5 tips'] }).facetFilters).toEqual([
      [{ facet: 'tags', value: '-5 tips', negated: false }],
    ])
  })

  test('no facet filters means no conditions', () => {
    expect(paramsOf({ facetFilters: '' }).facetFilters).toEqual([])
    expect(paramsOf({ facetFilters: [] }).facetFilters).toEqual([])
  })
})

describe('numeric filters, facets and snippets', () => {
  test.each([
    ['startingPrice<1000', '<', 1000],
    ['startingPrice <= 1500', '<=', 1500],
    ['startingPrice=950', '=', 950],
    ['startingPrice>=99.5', '>=', 99.5],
    ['startingPrice>-1', '>', -1],
  ])('the numeric filter %s compares with %s', (filter, operator, value) => {
    expect(paramsOf({ numericFilters: [filter] }).numericFilters).toEqual([
      { attribute: 'startingPrice', operator, value },
    ])
  })

  test('numeric filters in a comma list must all hold', () => {
    expect(paramsOf({ numericFilters: 'date>=1700000000,date<1800000000' }).numericFilters).toEqual(
      [
        { attribute: 'date', operator: '>=', value: 1_700_000_000 },
        { attribute: 'date', operator: '<', value: 1_800_000_000 },
      ],
    )
  })

  test('facets named in a comma list are counted', () => {
    expect(paramsOf({ facets: 'type,serviceLine' }).facets).toEqual(['type', 'serviceLine'])
  })

  test.each([['*'], [['*']], [['type', '*']]])('facets %j counts every facet', (facets) => {
    expect(paramsOf({ facets }).facets).toEqual([...searchFacets])
  })

  test.each([
    [['body:30'], 30],
    ['body:30', 30],
    [['title', 'body:8'], 8],
    [['body'], 20],
    [['body:0'], 1],
    [['body:500'], 50],
    [['title:10', 'excerpt'], 20],
    [['body:many'], 20],
    [[5, 'body:10'], 10],
  ])('attributesToSnippet %j snippets %i words of the body', (attributesToSnippet, words) => {
    expect(paramsOf({ attributesToSnippet }).snippetWords).toBe(words)
  })

  test('the largest page and page size are accepted', () => {
    expect(paramsOf({ page: 1000, hitsPerPage: 50 })).toMatchObject({ page: 1000, hitsPerPage: 50 })
  })
})

describe('facet-value search', () => {
  test('a facet request names its facet in `facet`, with its query and hit count', () => {
    expect(
      parseSearchBody({
        requests: [
          {
            indexName: 'blog',
            type: 'facet',
            facet: 'tags',
            params: { facetQuery: 'chap', maxFacetHits: 5, query: 'bankruptcy' },
          },
        ],
      }),
    ).toEqual({
      ok: true,
      requests: [
        {
          kind: 'facetValues',
          params: { ...siteDefaults, indexName: 'blog', query: 'bankruptcy' },
          facet: 'tags',
          facetQuery: 'chap',
          maxFacetHits: 5,
        },
      ],
    })
  })

  test('a facet request may name its facet in `facetName`, and defaults to ten values', () => {
    const parsed = parseSearchBody(oneRequest({ type: 'facet', params: 'facetName=category' }))
    expect(parsed).toMatchObject({
      ok: true,
      requests: [{ kind: 'facetValues', facet: 'category', facetQuery: '', maxFacetHits: 10 }],
    })
  })

  test('`facet` wins over `facetName`', () => {
    const parsed = parseSearchBody(oneRequest({ type: 'facet', facet: 'year', facetName: 'type' }))
    expect(parsed).toMatchObject({ ok: true, requests: [{ facet: 'year' }] })
  })

  test('a request of another type is a search for hits', () => {
    const parsed = parseSearchBody(oneRequest({ type: 'default', facet: 'year' }))
    expect(parsed).toMatchObject({ ok: true, requests: [{ kind: 'hits' }] })
  })

  test('the facet-value endpoint’s body becomes one facet request for the path’s index and facet', () => {
    expect(
      facetValuesBody('blog', 'tags', { facetQuery: 'chap', indexName: 'other', facet: 'type' }),
    ).toEqual({
      requests: [{ facetQuery: 'chap', indexName: 'blog', facet: 'tags', type: 'facet' }],
    })
    expect(
      parseSearchBody(facetValuesBody('blog', 'tags', { params: 'facetQuery=chap' })),
    ).toMatchObject({
      ok: true,
      requests: [{ kind: 'facetValues', facet: 'tags', facetQuery: 'chap' }],
    })
  })

  test.each([[null], ['facetQuery=chap'], [['facetQuery']], [undefined]])(
    'a facet-value body %j that is not an object asks with default parameters',
    (body) => {
      expect(facetValuesBody('site', 'type', body)).toEqual({
        requests: [{ indexName: 'site', facet: 'type', type: 'facet' }],
      })
    },
  )
})

describe('bodies that are refused, each with a message a developer can act on', () => {
  const sendJson = 'Send JSON like { "requests": [{ "indexName": "site", "query": "…" }] }.'
  const facetNames = 'type, serviceLine, category, tags, year'

  test.each([
    ['no body', null],
    ['text', 'query=wills'],
    ['a list', [{ indexName: 'site' }]],
    ['an object without requests', { indexName: 'site', query: 'wills' }],
    ['requests that are not a list', { requests: { indexName: 'site' } }],
  ])('%s', (_, body) => {
    expect(messageOf(body)).toBe(sendJson)
  })

  test.each([
    ['no requests', 0],
    ['11 requests', 11],
  ])('%s', (_, count) => {
    const requests = Array.from({ length: count }, () => ({ indexName: 'site', hitsPerPage: 0 }))
    expect(messageOf({ requests })).toBe('Send 1 to 10 requests at a time.')
  })

  test('10 requests of 10 hits are answered', () => {
    const requests = Array.from({ length: 10 }, () => ({ indexName: 'site', hitsPerPage: 10 }))
    expect(messageOf({ requests })).toBe('accepted')
  })

  test.each([
    ['three of 50 hits', [50, 50, 50], 150],
    ['six of Algolia’s default 20', [undefined, undefined, undefined, 20, 20, 20], 120],
  ])('requests asking for more than 100 hits together: %s', (_, pages, hits) => {
    const requests = pages.map((hitsPerPage) => ({ indexName: 'site', hitsPerPage }))
    expect(messageOf({ requests })).toBe(
      `The requests can ask for at most 100 hits together (hitsPerPage is 20 when not given); these ask for ${hits}.`,
    )
  })

  test('facet-value searches ask for no hits', () => {
    const requests = [
      { indexName: 'site', hitsPerPage: 50 },
      { indexName: 'site', hitsPerPage: 50 },
      { indexName: 'site', type: 'facet', facet: 'tags' },
    ]
    expect(messageOf({ requests })).toBe('accepted')
  })

  test.each([[null], ['site'], [['site']]])('a request %j that is not an object', (request) => {
    expect(messageOf({ requests: [{ indexName: 'site' }, request] })).toBe(
      'Each entry of "requests" must be an object with an indexName.',
    )
  })

  test.each([
    ['an index that does not exist', 'products', 'Unknown index "products"'],
    ['an inherited property name', 'toString', 'Unknown index "toString"'],
    ['no index', undefined, 'Unknown index "undefined"'],
    ['an index that is not text', 7, 'Unknown index "7"'],
    [
      'a very long index name, cut to 80 characters',
      'x'.repeat(200),
      `Unknown index "${'x'.repeat(80)}"`,
    ],
  ])('%s', (_, indexName, start) => {
    expect(messageOf({ requests: [{ indexName }] })).toBe(
      `${start}: use one of site, site_newest, blog, blog_newest.`,
    )
  })

  test.each([
    [
      'a query over 512 characters',
      { query: 'a'.repeat(513) },
      'The search can be at most 512 characters long.',
    ],
    ['a query that is not text', { query: 7 }, 'query must be text.'],
    ['51 hits per page', { hitsPerPage: 51 }, 'hitsPerPage can be at most 50.'],
    ['page -1', { page: -1 }, 'page must be at least 0.'],
    ['page 1001', { page: 1001 }, 'page can be at most 1000.'],
    ['page "abc"', { page: 'abc' }, 'page must be a whole number.'],
    ['page 1.5', { page: 1.5 }, 'page must be a whole number.'],
    ['page "abc" in a legacy string', { params: 'page=abc' }, 'page must be a whole number.'],
    ['101 values per facet', { maxValuesPerFacet: 101 }, 'maxValuesPerFacet can be at most 100.'],
    ['no values per facet', { maxValuesPerFacet: 0 }, 'maxValuesPerFacet must be at least 1.'],
    ['101 facet hits', { maxFacetHits: 101 }, 'maxFacetHits can be at most 100.'],
    [
      'a facet query over 512 characters',
      { facetQuery: 'a'.repeat(513) },
      'facetQuery can be at most 512 characters.',
    ],
    ['a facet query that is not text', { facetQuery: ['a'] }, 'facetQuery must be text.'],
    [
      'a pre-tag over 50 characters',
      { highlightPreTag: '<'.repeat(51) },
      'highlightPreTag can be at most 50 characters.',
    ],
    ['a post-tag that is not text', { highlightPostTag: 1 }, 'highlightPostTag must be text.'],
    [
      'an ellipsis over 50 characters',
      { snippetEllipsisText: '.'.repeat(51) },
      'snippetEllipsisText can be at most 50 characters.',
    ],
    [
      'filters',
      { filters: 'type:post' },
      '"filters" is not supported here: use facetFilters and numericFilters.',
    ],
    [
      'optional filters',
      { optionalFilters: ['type:post'] },
      '"filters" is not supported here: use facetFilters and numericFilters.',
    ],
    ['facets in malformed JSON', { facets: '["type"' }, 'facets must be a list.'],
    ['facets as a number', { facets: 5 }, 'facets must be a list.'],
    [
      'facetFilters as an object',
      { facetFilters: { type: 'post' } },
      'facetFilters must be a list.',
    ],
    [
      'facet filters in malformed JSON',
      { facetFilters: '[type:post]' },
      'facetFilters must be a list.',
    ],
    [
      'numeric filters in malformed JSON',
      { numericFilters: '[1' },
      'numericFilters must be a list.',
    ],
    [
      'attributes to snippet in malformed JSON',
      { attributesToSnippet: '[body:30' },
      'attributesToSnippet must be a list.',
    ],
    [
      'an unknown facet to count',
      { facets: ['type', 'author'] },
      `Unknown facet "author": use one of ${facetNames}.`,
    ],
    [
      'a facet to count that is not text',
      { facets: [3] },
      `Unknown facet "3": use one of ${facetNames}.`,
    ],
    [
      'a filter on an unknown facet',
      { facetFilters: [['type:post', 'author:Kim']] },
      `Unknown facet in the filter "author:Kim": use one of ${facetNames}.`,
    ],
    [
      'a filter without a facet',
      { facetFilters: [':post'] },
      `Unknown facet in the filter ":post": use one of ${facetNames}.`,
    ],
    [
      'a filter without a colon',
      { facetFilters: ['post'] },
      `Unknown facet in the filter "post": use one of ${facetNames}.`,
    ],
    [
      'a filter that is not text',
      { facetFilters: [[{ type: 'post' }]] },
      'Each facet filter must be text like "type:post".',
    ],
    [
      'a numeric filter on an unknown attribute',
      { numericFilters: ['price<=1500'] },
      'Each numeric filter must be like "startingPrice<=1500", on date or startingPrice.',
    ],
    [
      'a numeric filter without a number',
      { numericFilters: ['date>=yesterday'] },
      'Each numeric filter must be like "startingPrice<=1500", on date or startingPrice.',
    ],
    [
      'a numeric filter that is not text',
      { numericFilters: [1500] },
      'Each numeric filter must be like "startingPrice<=1500", on date or startingPrice.',
    ],
  ])('%s', (_, request, message) => {
    expect(messageOf(oneRequest(request))).toBe(message)
  })

  test('a filter on an unknown facet is quoted in the message cut to 80 characters', () => {
    const filter = `author:${'k'.repeat(200)}`
    expect(messageOf(oneRequest({ facetFilters: [filter] }))).toBe(
      `Unknown facet in the filter "${filter.slice(0, 80)}": use one of ${facetNames}.`,
    )
  })

  test.each([
    ['an unknown facet', { facet: 'author' }, 'author'],
    ['no facet', {}, 'undefined'],
    ['an unknown facetName', { params: { facetName: 'author' } }, 'author'],
  ])('a facet request naming %s', (_, request, named) => {
    expect(messageOf(oneRequest({ type: 'facet', ...request }))).toBe(
      `Unknown facet "${named}": use one of ${facetNames}.`,
    )
  })

  test('an unexpected failure while reading a request is thrown, not answered as a bad request', () => {
    const failure = new Error('reader broke')
    const request = {
      get indexName(): string {
        throw failure
      },
    }
    expect(() => parseSearchBody({ requests: [request] })).toThrow(failure)
  })

  test('one bad request refuses the whole body', () => {
    expect(
      messageOf({ requests: [{ indexName: 'site' }, { indexName: 'site', hitsPerPage: 51 }] }),
    ).toBe('hitsPerPage can be at most 50.')
  })
})

describe('search points, as the rate limit counts them', () => {
  const pointsOf = (requests: Array<Record<string, unknown>>) => {
    const parsed = parseSearchBody({
      requests: requests.map((each) => ({ indexName: 'site', ...each })),
    })
    if (!parsed.ok) throw new Error(`Rejected: ${parsed.message}`)
    return searchRequestPoints(parsed.requests)
  }

  test.each([
    ['one request of Algolia’s default 20 hits', [{}], 1],
    ['one of no hits', [{ hitsPerPage: 0 }], 1],
    ['one of 21 hits', [{ hitsPerPage: 21 }], 2],
    ['one of 50 hits', [{ hitsPerPage: 50 }], 3],
    ['a facet-value search', [{ type: 'facet', facet: 'tags' }], 1],
    [
      'the search page with every facet ticked: its hits and each facet’s counts',
      [{ hitsPerPage: 10 }, ...searchFacets.map((facet) => ({ hitsPerPage: 0, facets: [facet] }))],
      6,
    ],
    [
      'two of 50 hits and eight of none',
      [{ hitsPerPage: 50 }, { hitsPerPage: 50 }, ...Array(8).fill({ hitsPerPage: 0 })],
      14,
    ],
  ])('%s: %i', (_, requests, points) => {
    expect(pointsOf(requests)).toBe(points)
  })

  test('the search thread’s time counts a point for each 10 ms begun', () => {
    expect([0.4, 10, 10.5, 250].map(searchWorkPoints)).toEqual([1, 1, 2, 25])
  })
})
