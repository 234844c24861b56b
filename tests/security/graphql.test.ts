/** Items 2 and 12: GraphQL cannot freeze the server and does not describe its schema. */
import { describe, expect, test } from 'vitest'

import { fetchFrom } from './support/client'

const query = (localAddress: string, body: string, headers: Record<string, string> = {}) =>
  fetchFrom(localAddress, '/api/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  })

const messages = async (response: { json(): Promise<unknown> }) =>
  JSON.stringify(await response.json())

describe('anonymous GraphQL', () => {
  test('333 aliases of a 100-document list are refused at once, and the site keeps answering', async () => {
    const aliases = Array.from(
      { length: 333 },
      (_, index) => `a${index}: Pages(limit: 100) { docs { id } }`,
    ).join(' ')
    const health = fetchFrom('127.0.0.51', '/api/health')
    const response = await query('127.0.0.51', JSON.stringify({ query: `{ ${aliases} }` }))
    expect(response.status).toBe(400)
    expect(await messages(response)).toContain('at most 10 fields at the top of a query')
    expect((await health).status).toBe(200)
  })

  test('is for signed-in staff only', async () => {
    const response = await query(
      '127.0.0.52',
      JSON.stringify({ query: '{ Pages { docs { id } } }' }),
    )
    expect(response.status).toBe(400)
    expect(await messages(response)).toContain('signed-in staff only')
  })

  test('errors name no fields the client did not ask for', async () => {
    const response = await query('127.0.0.53', JSON.stringify({ query: '{ User { id } }' }))
    expect(response.status).toBe(400)
    expect(await messages(response)).not.toMatch(/Did you mean/i)
  })

  test('a fragment cycle and malformed JSON are client errors', async () => {
    const cycle =
      '{ Pages { docs { ...A } } } fragment A on Page { ...B } fragment B on Page { ...A }'
    expect((await query('127.0.0.54', JSON.stringify({ query: cycle }))).status).toBe(400)
    expect((await query('127.0.0.54', '{"query": "{ Pages')).status).toBe(400)
  })

  test('is rate-limited per client: the 61st request in a minute gets 429 with Retry-After', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 61; index += 1) {
      const response = await query(
        '127.0.0.55',
        JSON.stringify({ query: '{ Pages { totalDocs } }' }),
        {
          // A forged header changes nothing: the server is reached directly.
          'X-Forwarded-For': `198.51.100.${index}`,
        },
      )
      statuses.push(response.status)
      if (response.status === 429) expect(response.headers.get('retry-after')).toBe('60')
      await response.arrayBuffer()
    }
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true)
    expect(statuses[60]).toBe(429)
    expect(
      (await query('127.0.0.56', JSON.stringify({ query: '{ Pages { totalDocs } }' }))).status,
    ).toBe(400)
  })
})
