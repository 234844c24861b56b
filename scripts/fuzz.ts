/**
 * `npm run fuzz [-- --requests N --seed S --target site|search]`: sends N random requests (10,000
 * by default) to a production server of its own on loopback (after `npm run build:e2e`). Target
 * `site`: the sitemap's pages and a list of hostile paths (unknown addresses, `.rsc` posts,
 * `/_next/static` misses), with random methods, query strings, headers (bot user agents behind
 * HTTPS, Server Action ids real and forged, Payload's method override) and bodies up to 64 KB
 * (multipart of every kind with up to 15,000 parts). Target `search`: Algolia-shaped bodies with random values of
 * every type (and some garbage) to the search endpoint's paths, its rate limit lifted.
 * Prints the count of each status and exits non-zero on any 5xx, any request that got no answer,
 * or an unhealthy server afterwards. The same seed sends the same requests.
 */
import { parseArgs } from 'node:util'

import { nextBuildDir, readServerActionSources } from '../src/lib/internals/next-build-output'
import { startSecurityServer } from '../tests/security/support/security-server'
import { seededRandom } from './support/seeded-random'
import { stopServer } from './support/server-process'

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    port: { type: 'string', default: '3210' },
    target: { type: 'string', default: 'site' },
  },
})
if (values.target !== 'site' && values.target !== 'search') {
  throw new Error('--target is site or search')
}
const requestCount = Number(values.requests)
const seed = Number(values.seed)
const origin = `http://127.0.0.1:${values.port}`
const concurrency = 8

const { random, pick } = seededRandom(seed)
const chance = (probability: number) => random() < probability

const hostilePaths = [
  '/.env',
  '/package.json',
  '/.git/config',
  '/wp-login.php',
  '/%',
  '/%zz',
  '/%ED%A0%80',
  '/..%252f..%252fetc/passwd',
  '/api/media/file/a.png%00.html',
  '/api/media/file/nope.png',
  '/api/graphql',
  '/api/users/login',
  '/api/users/first-register',
  '/api/users/init',
  '/api/users/verify/abc',
  '/api/users/me',
  '/api/pages',
  '/api/pages/abc',
  '/api/pages/1',
  '/api/testimonials',
  '/api/inquiries',
  '/api/quiz-submissions',
  '/api/quizzes',
  '/api/redirects',
  '/api/media',
  '/api/globals/site-settings',
  '/api/payload-migrations',
  '/api/payload-jobs',
  '/api/nope',
  '/admin',
  '/admin/create-first-user',
  '/next/nope',
  '/builds/latest.json',
  '/tools/RothConversionModel/report.pdf',
  '/quiz-report',
  '/quizzes/gun-trust',
  '/_next/static/chunks/nope.js',
  '/_next/static/chunks/zz-fuzz.js',
  '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fnope.png&w=640&q=75',
  '/about.rsc',
  '/contact.rsc',
  '/no-such-page',
  '/blog/no-such-post',
  '/services/no-such-service',
  '/about%2Fteam',
]
const methods = [
  'GET',
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
]
const queryNames = [
  'page',
  'limit',
  'depth',
  'where[title][equals]',
  'where[title][near]',
  'where[id][in]',
  'where[updatedAt][greater_than]',
  'where[or][0][path][like]',
  'where',
  'sort',
  'select[title]',
  'locale',
  'draft',
  'q',
  'totalPreTaxAccounts',
  'numberOfChildren',
  'mode',
  'table',
  '_rsc',
]
const queryValues = ['1', '0', '-1', '1e50', 'NaN', 'abc', '%00', '1,2', '', '9'.repeat(40), '✓']
const userAgents = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36',
  'curl/8.5.0',
]
const contentTypes = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data; boundary=fuzz',
  'multipart/mixed; boundary=fuzz',
  'multipart/related; boundary=fuzz',
  'text/plain',
  'application/octet-stream',
]

const bodyAlphabet = [...'abc{}[]":,0123456789 \n\\%&=?<>\u0000\u202e✓']
/** Printable ASCII: what a header value can carry at all. */
const headerAlphabet = [...'abcdef0123456789{}[]":,-_ %&=?<>']

function randomText(length: number, alphabet = bodyAlphabet) {
  return Array.from({ length }, () => pick(alphabet)).join('')
}

/** A multipart body of up to 15,000 tiny parts (under 1 MiB), files among them, maybe unclosed. */
function manyPartsBody(): string {
  const parts = Array.from({ length: Math.floor(random() * (chance(0.3) ? 15_000 : 20)) }, () => {
    const file = chance(0.2) ? `; filename="${randomText(6, headerAlphabet)}"` : ''
    return `--fuzz\r\nContent-Disposition: form-data; name="${randomText(4, headerAlphabet)}"${file}\r\n\r\n${randomText(Math.floor(random() * 20))}\r\n`
  })
  return `${parts.join('')}${chance(0.8) ? '--fuzz--\r\n' : ''}`
}

function randomBody(contentType: string): string {
  if (contentType.startsWith('multipart/') && chance(0.7)) return manyPartsBody()
  const size = chance(0.1) ? Math.floor(random() * 64 * 1024) : Math.floor(random() * 512)
  if (contentType === 'application/json' && chance(0.6)) {
    return JSON.stringify({
      email: 'fuzz@example.com',
      password: randomText(12),
      query: pick(['{ Pages { docs { id } } }', '{ __schema { types { name } } }', randomText(40)]),
      name: randomText(20),
      padding: randomText(size),
    })
  }
  return randomText(size)
}

/** The build's Server Action ids, so that calls reach an action with a body it does not expect. */
const actionIds = [...readServerActionSources(nextBuildDir).keys()]

function randomRequest(paths: readonly string[]) {
  const path = chance(0.5) ? pick(paths) : pick(hostilePaths)
  const query = Array.from(
    { length: chance(0.5) ? Math.floor(random() * 4) : 0 },
    () => `${encodeURIComponent(pick(queryNames))}=${encodeURIComponent(pick(queryValues))}`,
  ).join('&')
  const method = pick(methods)
  const headers: Record<string, string> = { 'User-Agent': pick(userAgents) }
  if (chance(0.3)) headers['X-Forwarded-For'] = `203.0.113.${Math.floor(random() * 256)}`
  if (chance(0.1)) headers.Origin = pick(['https://evil.example', 'null', origin])
  if (chance(0.1)) {
    headers['Next-Action'] = chance(0.5) ? pick(actionIds) : randomText(40, headerAlphabet)
  }
  if (chance(0.1)) headers.RSC = '1'
  if (chance(0.05)) headers['X-Forwarded-Proto'] = 'https'
  if (chance(0.05)) headers['X-Payload-HTTP-Method-Override'] = 'GET'
  let body: string | undefined
  if (method !== 'GET' && method !== 'HEAD') {
    headers['Content-Type'] = pick(contentTypes)
    body = randomBody(headers['Content-Type'])
  }
  return { method, url: `${path}${query ? `?${query}` : ''}`, headers, body }
}

const searchPaths = [
  '/api/search',
  '/api/search/1/indexes/*/queries',
  '/api/search/1/indexes/site/facets/tags/query',
  '/api/search/1/indexes/blog/facets/category/query',
  '/api/search/1/indexes/nope/facets/nope/query',
  '/api/search/1/indexes/site/queries/extra',
  '/api/search/%ff',
  '/api/search-events',
]
const searchIndexNames = ['site', 'site_newest', 'blog', 'blog_newest', 'nope', '', '*']
const searchParamNames = [
  'query',
  'facets',
  'facetFilters',
  'numericFilters',
  'page',
  'hitsPerPage',
  'maxValuesPerFacet',
  'highlightPreTag',
  'highlightPostTag',
  'snippetEllipsisText',
  'attributesToSnippet',
  'facetQuery',
  'maxFacetHits',
  'filters',
  'facetName',
  'type',
  'facet',
  '__proto__',
  'constructor',
]
const searchFacetWords = ['type', 'serviceLine', 'category', 'tags', 'year', 'nope', '*', '']

/** A random value of any JSON type, sometimes shaped like what the parameter expects. */
function randomValue(depth = 0): unknown {
  const kind = Math.floor(random() * 12)
  if (kind === 0) return null
  if (kind === 1) return chance(0.5)
  if (kind === 2)
    return pick([0, -1, 1, 50, 51, 1000, 1001, 1e300, -0, 0.5, Number.MAX_SAFE_INTEGER])
  if (kind === 3) return randomText(Math.floor(random() * (chance(0.05) ? 2000 : 40)))
  if (kind === 4) return `${pick(searchFacetWords)}:${chance(0.3) ? '-' : ''}${randomText(8)}`
  if (kind === 5) return pick(['date>=1', 'startingPrice<=500', 'price>1', 'date<>1', 'date>=abc'])
  if (kind === 6) return pick(['["type"]', '[["type:post"]]', '[', 'body:30', 'body:-1', '*'])
  if (kind === 7) return pick(['facet', 'default', 'hits'])
  if (depth < 3 && kind <= 9) {
    return Array.from({ length: Math.floor(random() * 5) }, () => randomValue(depth + 1))
  }
  if (depth < 3) {
    return Object.fromEntries(
      Array.from({ length: Math.floor(random() * 4) }, () => [
        pick(searchParamNames),
        randomValue(depth + 1),
      ]),
    )
  }
  return randomText(5)
}

function randomSearchEntry(): unknown {
  const entry: Record<string, unknown> = { indexName: pick(searchIndexNames) }
  for (let index = Math.floor(random() * 6); index > 0; index -= 1) {
    entry[pick(searchParamNames)] = randomValue()
  }
  if (chance(0.2)) {
    entry.params = chance(0.5)
      ? new URLSearchParams({
          query: randomText(10),
          hitsPerPage: String(randomValue()),
        }).toString()
      : randomValue()
  }
  return chance(0.05) ? randomValue() : entry
}

function randomSearchRequest() {
  const headers: Record<string, string> = {
    'User-Agent': pick(userAgents),
    'Content-Type': pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']),
  }
  const url = pick(searchPaths)
  const events = () =>
    JSON.stringify({
      events: Array.from({ length: Math.floor(random() * 12) }, () => ({
        type: pick(['view', 'click', 'query', 'nope']),
        objectIDs: randomValue(),
        objectID: pick(['pages:1', 'posts:1', randomText(8)]),
        indexName: pick(searchIndexNames),
        query: randomValue(),
      })),
    })
  const body = chance(0.1)
    ? randomText(chance(0.1) ? 70 * 1024 : Math.floor(random() * 300))
    : url === '/api/search-events' && chance(0.8)
      ? events()
      : JSON.stringify({
          requests: chance(0.1)
            ? randomValue()
            : Array.from(
                { length: Math.floor(random() * (chance(0.05) ? 30 : 4)) },
                randomSearchEntry,
              ),
        })
  return { method: chance(0.95) ? 'POST' : pick(methods), url, headers, body }
}

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url).pathname)
}

// The search target probes the parser, not the rate limit (which tests/security checks).
const server = await startSecurityServer('fuzz', Number(values.port), {
  variables: values.target === 'search' ? { SEARCH_RATE_LIMIT: String(requestCount * 2) } : {},
})
const statusCounts = new Map<string, number>()
const failures: string[] = []
try {
  const paths = values.target === 'site' ? await sitemapPaths() : []
  let sent = 0
  const startedMs = Date.now()
  async function worker() {
    while (sent < requestCount) {
      sent += 1
      const { method, url, headers, body } =
        values.target === 'site' ? randomRequest(paths) : randomSearchRequest()
      let outcome: string
      try {
        const response = await fetch(`${origin}${url}`, {
          method,
          headers,
          body: method === 'GET' || method === 'HEAD' ? undefined : body,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        })
        await response.arrayBuffer()
        outcome = String(response.status)
        if (response.status >= 500) failures.push(`${response.status} ${method} ${url}`)
      } catch (error) {
        outcome = 'no answer'
        failures.push(`no answer ${method} ${url}: ${error instanceof Error ? error.message : ''}`)
      }
      statusCounts.set(outcome, (statusCounts.get(outcome) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (Date.now() - startedMs) / 1000
  const health = await fetch(`${origin}/api/health`)
  if (!health.ok) failures.push(`/api/health answered ${health.status} after the run`)

  console.log(
    `fuzz (${values.target}): ${requestCount} requests, seed ${seed}, ${seconds.toFixed(1)} s`,
  )
  for (const [status, count] of [...statusCounts].sort()) console.log(`  ${status}: ${count}`)
  console.log(`  /api/health afterwards: ${health.status}`)
  for (const failure of failures.slice(0, 20)) console.log(`  FAILED ${failure}`)
} finally {
  await stopServer(server)
}
process.exit(failures.length === 0 ? 0 : 1)
