/**
 * Issue 29 item 6, search is ready when the site is: the index is built as the server starts,
 * before anyone searches, and again after a publish before anyone searches, so neither the first
 * visitor's search nor the first after a publish waits for a build or misses what was published.
 */
import { readFileSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import { waitFor } from '../../scripts/support/server-process'
import { staffToken } from '../../scripts/support/staff-api'
import { browserHeaders, postJson } from './support/client'
import { securityEnvFor } from './support/security-env'
import { useSecurityServer } from './support/security-server'

const port = 3205
const origin = `http://127.0.0.1:${port}`
const { logFile } = securityEnvFor('search-ready', port)
useSecurityServer('search-ready', port)

/** The builds of the search index the server has logged so far. */
const builds = () =>
  readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"Built the search index"'))

async function urlsFound(query: string) {
  const response = await postJson(origin, '/api/search', {
    requests: [{ indexName: 'site', query, hitsPerPage: 50 }],
  })
  expect(response.status).toBe(200)
  const { results } = (await response.json()) as { results: [{ hits: { url: string }[] }] }
  return results[0].hits.map((hit) => hit.url)
}

describe.sequential('the search index', () => {
  test('is built as the server starts, and the first searches are answered from it', async () => {
    await waitFor(async () => builds().length > 0, 'the index built at the start', 60_000)
    expect(await urlsFound('bankruptcy')).toContain('/services/bankruptcy')
    // The search page renders its first results from the same index.
    const [post] = await urlsFound('automatic stay')
    const page = await fetch(`${origin}/search?q=automatic+stay`, { headers: browserHeaders })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(`href="${post}"`)
    // Neither built anything (nor did the start build twice).
    expect(builds()).toHaveLength(1)
  })

  test('is built again after a publish, so the first search after it finds what was published', async () => {
    const token = await staffToken(origin)
    const built = builds().length
    const published = await postJson(
      origin,
      '/api/tags',
      { name: 'Zephyrine trusts', definition: 'A made-up kind of trust, named for this test.' },
      { Authorization: `JWT ${token}` },
    )
    expect(published.status).toBe(201)
    await waitFor(async () => builds().length > built, 'the index built after the publish', 15_000)
    expect(await urlsFound('zephyrine')).toContain('/blog/tags/zephyrine-trusts')
  })
})
