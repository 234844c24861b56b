/**
 * Issue 14: `/api/search` answers the real `algoliasearch` client as Algolia would (search,
 * facets, facet-value search, pages), and refuses bad input with a 400 and a message.
 */
import { algoliasearch, type SearchResponse } from 'algoliasearch'
import { describe, expect, test } from 'vitest'

import { fetchFrom, securityIpOrigin } from './support/client'

type Hit = { objectID: string; type: string; url: string; title: string }

const client = algoliasearch('site', 'public', {
  hosts: [
    { url: `${new URL(securityIpOrigin).host}/api/search`, accept: 'readWrite', protocol: 'http' },
  ],
})

async function searchSite(params: Record<string, unknown>, indexName = 'site') {
  const { results } = await client.search<Hit>({ requests: [{ indexName, ...params }] })
  return results[0] as SearchResponse<Hit>
}

const post = (localAddress: string, body: string, path = '/api/search') =>
  fetchFrom(localAddress, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  })

describe('the algoliasearch client', () => {
  test('finds the seeded content, highlights the words and counts facets', async () => {
    const result = await searchSite({ query: 'bankruptcy', facets: ['*'], hitsPerPage: 5 })
    expect(result.nbHits).toBeGreaterThan(1)
    expect(result.hits.length).toBeLessThanOrEqual(5)
    expect(result.hits.map((hit) => hit.url)).toContain('/services/bankruptcy')
    const highlighted = result.hits.map((hit) => hit._highlightResult?.title)
    expect(JSON.stringify(highlighted)).toContain('<em>Bankruptcy</em>')
    expect(result.facets?.type?.post).toBeGreaterThan(0)
    expect(result.facets?.serviceLine?.bankruptcy).toBeGreaterThan(0)
  })

  test('narrows by a refinement and pages through the hits', async () => {
    const posts = await searchSite({ facetFilters: [['type:post']], hitsPerPage: 3 })
    expect(posts.hits.every((hit) => hit.type === 'post')).toBe(true)
    expect(posts.nbPages).toBe(Math.ceil((posts.nbHits ?? 0) / 3))
    const second = await searchSite({ facetFilters: [['type:post']], hitsPerPage: 3, page: 1 })
    expect(second.page).toBe(1)
    const firstIds = posts.hits.map((hit) => hit.objectID)
    expect(second.hits.some((hit) => firstIds.includes(hit.objectID))).toBe(false)
  })

  test('the blog index finds posts only', async () => {
    const result = await searchSite({ query: 'trust', hitsPerPage: 50 }, 'blog')
    expect(result.nbHits).toBeGreaterThan(0)
    expect(new Set(result.hits.map((hit) => hit.type))).toEqual(new Set(['post']))
  })

  test('searches facet values, as InstantSearch and the client’s own method ask', async () => {
    const { results } = await client.search({
      requests: [{ indexName: 'site', type: 'facet', facet: 'category', facetQuery: 'bank' }],
    })
    expect(results[0]).toMatchObject({ facetHits: [{ value: 'Bankruptcy' }] })
    const direct = await client.searchForFacetValues({
      indexName: 'site',
      facetName: 'serviceLine',
      searchForFacetValuesRequest: { facetQuery: 'estate', maxFacetHits: 5 },
    })
    expect(direct.facetHits.map((hit) => hit.value)).toEqual(['estatePlanning'])
  })

  test('a request it cannot answer fails with the server’s message', async () => {
    await expect(searchSite({ query: 'wills' }, 'products')).rejects.toThrow(
      'Unknown index "products"',
    )
  })
})

describe('answered by the front door (ADR 010)', () => {
  test('the same search gets the same answer each time, with the site’s security headers', async () => {
    const body = JSON.stringify({ requests: [{ indexName: 'site', query: 'probate' }] })
    const answers = []
    for (let index = 0; index < 3; index += 1) {
      const response = await post('127.0.0.63', body)
      answers.push({
        status: response.status,
        type: response.headers.get('content-type'),
        nosniff: response.headers.get('x-content-type-options'),
        policy: response.headers.get('content-security-policy'),
        hits: ((await response.json()) as { results: [{ nbHits: number }] }).results[0].nbHits,
      })
    }
    expect(answers[0]).toMatchObject({ status: 200, nosniff: 'nosniff' })
    expect(answers[0]?.policy).toContain("default-src 'self'")
    expect(answers[0]?.hits).toBeGreaterThan(0)
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
  })

  test('reads an escaped part of the address as Next would', async () => {
    const body = JSON.stringify({ facetQuery: 'chap' })
    const plain = await post('127.0.0.63', body, '/api/search/1/indexes/blog/facets/tags/query')
    const escaped = await post('127.0.0.63', body, '/api/search/1/indexes/blog/facets/tag%73/query')
    expect(escaped.status).toBe(200)
    expect(await escaped.json()).toEqual(await plain.json())
  })
})

describe('bad input', () => {
  test.each([
    ['malformed JSON', '{"requests": [', 'must be JSON'],
    ['no requests', '{}', 'Send JSON like'],
    [
      'a 513-character query',
      JSON.stringify({ requests: [{ indexName: 'site', query: 'a'.repeat(513) }] }),
      'at most 512 characters',
    ],
    [
      '51 hits a page',
      JSON.stringify({ requests: [{ indexName: 'site', hitsPerPage: 51 }] }),
      'hitsPerPage can be at most 50',
    ],
    [
      'an unknown facet',
      JSON.stringify({ requests: [{ indexName: 'site', facets: ['price'] }] }),
      'Unknown facet "price"',
    ],
    [
      'an unknown index',
      JSON.stringify({ requests: [{ indexName: 'users' }] }),
      'Unknown index "users"',
    ],
    [
      'a facet search over 100 values',
      JSON.stringify({
        requests: [{ indexName: 'site', type: 'facet', facet: 'tags', maxFacetHits: 101 }],
      }),
      'maxFacetHits can be at most 100',
    ],
  ])('%s is a 400 that says what is wrong', async (_name, body, message) => {
    const response = await post('127.0.0.60', body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain(message)
  })

  test('a body over 64 KB is refused with 413, whatever its length header says', async () => {
    const big = JSON.stringify({ requests: [{ indexName: 'site', query: 'x'.repeat(70_000) }] })
    expect((await post('127.0.0.61', big)).status).toBe(413)
  })

  test('a streamed body (no length given) over 64 KB is cut off with 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 6) return controller.close()
        sent += 1
        controller.enqueue(chunk)
      },
    })
    const response = await fetchFrom('127.0.0.61', '/api/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body as never,
      duplex: 'half',
    })
    expect(response.status).toBe(413)
  })

  test('an address under /api/search that Algolia does not have is a 404', async () => {
    expect((await post('127.0.0.61', '{}', '/api/search/1/keys')).status).toBe(404)
  })

  test('is rate-limited per client: the 301st search in a minute gets 429, a forged X-Forwarded-For changes nothing', async () => {
    const body = JSON.stringify({ requests: [{ indexName: 'site', query: 'will' }] })
    const statuses: number[] = []
    for (let index = 0; index < 301; index += 1) {
      const response = await fetchFrom('127.0.0.62', '/api/search', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `198.51.100.${index % 250}`,
        },
        body,
      })
      statuses.push(response.status)
      await response.arrayBuffer()
    }
    expect(statuses.slice(0, 300).every((status) => status === 200)).toBe(true)
    expect(statuses[300]).toBe(429)
  })
})

describe('the search events endpoint', () => {
  const send = (localAddress: string, body: string) =>
    fetchFrom(localAddress, '/api/search-events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    })

  test('counts well-formed events and refuses anything else with a 400', async () => {
    const counted = await send(
      '127.0.0.63',
      JSON.stringify({ events: [{ type: 'query', indexName: 'site', query: 'wills' }] }),
    )
    expect(counted.status).toBe(204)
    for (const body of [
      '{',
      '{}',
      JSON.stringify({ events: [] }),
      JSON.stringify({ events: [{ type: 'view', objectIDs: Array(21).fill('posts:1') }] }),
      JSON.stringify({ events: [{ type: 'query', indexName: 'users', query: 'x' }] }),
      JSON.stringify({ events: [{ type: 'delete', objectID: 'posts:1' }] }),
    ]) {
      expect((await send('127.0.0.63', body)).status, body).toBe(400)
    }
  })

  test('a body over 8 KB is a 413', async () => {
    const big = JSON.stringify({
      events: [{ type: 'query', indexName: 'site', query: 'x'.repeat(9000) }],
    })
    expect((await send('127.0.0.64', big)).status).toBe(413)
  })

  test('is rate-limited per client: the 121st batch in a minute gets 429', async () => {
    const body = JSON.stringify({ events: [{ type: 'click', objectID: 'pages:1' }] })
    const statuses: number[] = []
    for (let index = 0; index < 121; index += 1) {
      statuses.push((await send('127.0.0.65', body)).status)
    }
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true)
    expect(statuses[120]).toBe(429)
  })
})
